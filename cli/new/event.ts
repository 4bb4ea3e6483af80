import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document } from 'yaml';
import { yamlFilesIn } from '../../generator/content/content-files.ts';
import { exists } from '../../generator/outputs/file-exists.ts';
import { eventSchemas } from '../../schemas/event.ts';
import { slugify } from '../../schemas/primitives.ts';
import { choiceLabelsOf } from '../../schemas/ui-text.ts';
import { readYaml } from './content-files.ts';
import { imageListField, list, one, oneOf, type Plan, type SiteFacts, textFields, UsageError, zodCheck } from './fields.ts';

/** A new file in content/events/, numbered after the highest event id. */
export async function eventPlan(contentDir: string, site: SiteFacts): Promise<Plan> {
  const { localized, locale } = site;
  const { imageAltListField, textField } = textFields(site);
  const { eventFile } = eventSchemas(locale);
  const categories = eventFile.shape.category.options;
  return {
    fields: [
      {
        flag: 'date',
        question: 'Date (YYYY-MM-DD)',
        check: (value) => zodCheck(eventFile.shape.date, value),
      },
      {
        flag: 'category',
        question: 'Category',
        choices: categories,
        choiceLabelsAt: choiceLabelsOf(eventFile.shape.category),
        check: oneOf(categories),
      },
      textField('title', 'Title'),
      textField('description', 'Short text for the card'),
      textField('details', 'Full text of the details window', true),
      imageListField(contentDir, 'events'),
      imageAltListField(),
    ],
    write: async (answers) => {
      const ids = await Promise.all(
        (await yamlFilesIn(contentDir, 'events')).map(async (relative) =>
          Number((await readYaml(contentDir, relative).catch((): Record<string, unknown> => ({}))).id),
        ),
      );
      const id = Math.max(0, ...ids.filter(Number.isInteger)) + 1;
      const given = one(answers.name);
      // A name is a file name in content/events/, never a path that leads out of it.
      if (given && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(given)) {
        throw new UsageError(`--name '${given}' is not a file name: lowercase letters, digits and hyphens only.`);
      }
      const name = given || `${one(answers.date).slice(0, 4)}-${slugify(one(answers.title)) || 'event'}`;
      const file = path.join(contentDir, 'events', `${name}.yaml`);
      if (await exists(file)) throw new UsageError(`${file} already exists; choose another --name.`);
      const [pictures, alts] = [list(answers.image), list(answers['image-alt'])];
      const event = eventFile.parse({
        id,
        date: one(answers.date),
        category: one(answers.category),
        title: localized(one(answers.title)),
        description: localized(one(answers.description)),
        ...(pictures.length > 0 ? { images: pictures.map((src, index) => ({ src, alt: localized(alts[index] ?? '') })) } : {}),
        details: localized(one(answers.details)),
      });
      await writeFile(file, new Document(event).toString({ lineWidth: 0 }));
      return { file, what: `new event ${id}` };
    },
    pages: () => ['events'],
  };
}
