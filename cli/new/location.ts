import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document } from 'yaml';
import { yamlFilesIn } from '../../generator/content/content-files.ts';
import { exists } from '../../generator/outputs/file-exists.ts';
import { locationSchemas } from '../../schemas/location.ts';
import { httpsUrl, phoneNumber, slug } from '../../schemas/primitives.ts';
import { appendItem, readYaml } from './content-files.ts';
import { list, one, oneOf, type Plan, type Refusal, type SiteFacts, textFields, zodCheck } from './fields.ts';

/** An office appended to a region of content/locations/ (the region's file is created for its first office). */
export async function locationPlan(contentDir: string, site: SiteFacts): Promise<Plan> {
  const { localized, locale } = site;
  const { textField } = textFields(site);
  const { locationCard, locationsFile } = locationSchemas(locale);
  const regionIds = site.regions.map((region) => region.id);
  const officeIds = await officeRegions(contentDir);
  const coordinate =
    (limit: number) =>
    (value: string): Refusal | undefined => {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit
        ? undefined
        : { id: 'numberFromTo', values: { limit: String(limit) } };
    };
  const phoneCheck = (value: string) => zodCheck(phoneNumber, value);
  return {
    fields: [
      { flag: 'region', question: 'Region', choices: regionIds, check: oneOf(regionIds) },
      {
        flag: 'id',
        question: 'Identifier of the office, e.g. quito-norte (lowercase, hyphens)',
        check: (value) => zodCheck(slug, value) ?? (officeIds.has(value) ? { id: 'officeExists', values: { office: value } } : undefined),
      },
      textField('title', 'Name of the office'),
      { flag: 'city', question: 'City, as written locally' },
      textField('address', 'Street address'),
      { flag: 'phone', question: 'Phone number, e.g. +593 2 245 1000', list: 'one-or-more', check: phoneCheck },
      { flag: 'fax', question: 'Fax number (empty for none)', optional: true, check: phoneCheck },
      {
        flag: 'email',
        question: 'E-mail of the office, e.g. quitonorte@tecnandes.com.ec',
        check: (value) => zodCheck(locationCard.shape.email, value),
      },
      { flag: 'lat', question: 'Latitude, e.g. -0.1807', check: coordinate(90) },
      { flag: 'lng', question: 'Longitude, e.g. -78.4678', check: coordinate(180) },
      {
        flag: 'map',
        question: 'Map embed address (empty: an OpenStreetMap map of the coordinates)',
        optional: true,
        check: (value) => zodCheck(httpsUrl, value),
      },
    ],
    write: async (answers) => {
      const lat = Number(one(answers.lat));
      const lng = Number(one(answers.lng));
      const office = locationCard.parse({
        id: one(answers.id),
        title: localized(one(answers.title)),
        city: one(answers.city),
        address: localized(one(answers.address)),
        phones: list(answers.phone),
        ...(answers.fax ? { fax: one(answers.fax) } : {}),
        email: one(answers.email),
        map: one(answers.map) || openStreetMapEmbed(lat, lng),
        geo: { lat, lng },
      });
      const file = path.join(contentDir, 'locations', `${one(answers.region)}.yaml`);
      if (!(await exists(file))) {
        await writeFile(file, new Document(locationsFile.parse({ offices: [office] })).toString({ lineWidth: 0 }));
        return { file, what: 'first office written to' };
      }
      const count = await appendItem(file, 'offices', office, locationsFile);
      return { file, what: `office ${count} added to` };
    },
    pages: () => ['contact'],
    regions: (answers) => [one(answers.region)],
  };
}

function openStreetMapEmbed(lat: number, lng: number): string {
  const round = (value: number) => Number(value.toFixed(4));
  const bbox = [round(lng - 0.006), round(lat - 0.004), round(lng + 0.006), round(lat + 0.004)].join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${round(lat)}%2C${round(lng)}`;
}

/** Every office of content/locations, with its region (the file it is in) and its name in each language it has. */
async function officesIn(contentDir: string): Promise<{ id: string; region: string; title: Record<string, unknown> }[]> {
  const offices = [];
  for (const relative of await yamlFilesIn(contentDir, 'locations')) {
    const data = (await readYaml(contentDir, relative).catch(() => ({}))) as { offices?: { id?: string; title?: unknown }[] };
    for (const { id, title } of data.offices ?? [])
      if (id) offices.push({ id, region: path.basename(relative, '.yaml'), title: typeof title === 'object' && title ? { ...title } : {} });
  }
  return offices;
}

/** Every office of content/locations, by id, with the region whose file lists it. */
export async function officeRegions(contentDir: string): Promise<Map<string, string>> {
  return (await officeDirectory(contentDir, [])).regions;
}

/** Every office of content/locations: the region that lists it, by id, and its name in each of `languages`. */
export async function officeDirectory(
  contentDir: string,
  languages: readonly string[],
): Promise<{ regions: Map<string, string>; names: Record<string, Record<string, string>> }> {
  const offices = await officesIn(contentDir);
  const namesIn = (language: string): Record<string, string> => {
    const named: Record<string, string> = {};
    for (const { id, title } of offices) if (typeof title[language] === 'string') named[id] = title[language];
    return named;
  };
  return {
    regions: new Map(offices.map((office) => [office.id, office.region])),
    names: Object.fromEntries(languages.map((language) => [language, namesIn(language)])),
  };
}
