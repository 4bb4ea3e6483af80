import path from 'node:path';
import { yamlFilesIn, yamlStem } from '../../generator/content/content-files.ts';
import { casePage } from '../../generator/routes/urls.ts';
import { caseSchemas } from '../../schemas/case.ts';
import { appendItem } from './content-files.ts';
import { columnsOf, imageField, list, one, oneOf, type Plan, type SiteFacts, textFields } from './fields.ts';

/** A card appended to a sector of content/cases/. */
export async function casePlan(contentDir: string, site: SiteFacts): Promise<Plan> {
  const { localized, locale } = site;
  const { imageAltField, textField, columnFields } = textFields(site);
  const { caseCard, caseFile } = caseSchemas(locale);
  const sectors = (await yamlFilesIn(contentDir, 'cases')).map(yamlStem);
  return {
    fields: [
      { flag: 'sector', question: 'Sector', choices: sectors, check: oneOf(sectors) },
      imageField(contentDir, 'cases'),
      imageAltField(),
      textField('title', 'Title of the success case'),
      textField('description', 'What was done and achieved (lines starting with "- " become a list)', true),
      ...columnFields(false),
    ],
    write: async (answers) => {
      const card = caseCard.parse({
        image: { src: one(answers.image), alt: localized(one(answers['image-alt'])) },
        title: localized(one(answers.title)),
        description: localized(one(answers.description)),
        ...(list(answers['column-subtitle']).length > 0 ? { columns: columnsOf(answers, site) } : {}),
      });
      const file = path.join(contentDir, 'cases', `${one(answers.sector)}.yaml`);
      const count = await appendItem(file, 'cards', card, caseFile);
      return { file, what: `success case ${count} added to` };
    },
    pages: (answers) => [casePage(one(answers.sector))],
    regions: (answers) => site.regions.filter((region) => region.cases.includes(one(answers.sector))).map((region) => region.id),
  };
}
