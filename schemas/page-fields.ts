import { z } from 'zod';
import { entryFolders, type FixedTemplate, fixedPageNames, type PageTemplate, pageTemplates } from './pages.ts';

/** The zod side of the page registry (schemas/pages.ts): page names and links in content, and the pages' `meta` texts. */
export const pageName = z
  .enum(fixedPageNames as [FixedTemplate['name'], ...FixedTemplate['name'][]])
  .meta({ description: `One of the fixed pages: ${fixedPageNames.join(', ')}.` });

/** How an editor writes a page in a link: the fixed pages by name, the others as `services/{slug}`. */
export const pageRefForms = [...fixedPageNames, ...entryFolders.map((folder) => `${folder}/<slug>`)];

/** A link to a page of the current region, e.g. `about`, `services/oil` or `cases/energy`. */
export const pageRef = z
  .string()
  .regex(new RegExp(`^(${[...fixedPageNames, ...entryFolders.map((folder) => `${folder}/[a-z][a-z0-9-]*`)].join('|')})$`), 'page-ref')
  .meta({ description: `A page of the region: ${pageRefForms.join(', ')}.` });
export type PageRef = z.infer<typeof pageRef>;

const metaText = (description: string) => z.string().trim().min(1).meta({ description });
/**
 * Search engines show about 160 characters of a page's description and cut the rest: the limit holds the text as
 * written, placeholders and all, so a name put in its place should be short (tests/search-engines.test.ts checks
 * every page's description as rendered).
 */
export const descriptionLimit = 160;
const descriptionText = (description: string) => metaText(description).max(descriptionLimit);
const fixedMeta = { title: 'Title.', description: 'Search-engine description.' };

type MetaShape<T extends PageTemplate> = T extends { meta: infer M }
  ? { [K in keyof M]: z.ZodString }
  : { title: z.ZodString; description: z.ZodString };

/** The `meta.{page}` texts of translations/*.yaml, one group per template: what browsers and search engines read. */
export const pageMetaShape = Object.fromEntries(
  pageTemplates.map((template) => {
    const texts: Record<string, string> = 'meta' in template ? template.meta : fixedMeta;
    const shape = Object.fromEntries(
      Object.entries(texts).map(([key, description]) => [
        key,
        key === 'description' ? descriptionText(description) : metaText(description),
      ]),
    );
    return [template.name, z.strictObject(shape).meta({ description: template.about })];
  }),
) as { [T in PageTemplate as T['name']]: z.ZodObject<MetaShape<T>, z.core.$strict> };
