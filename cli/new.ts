import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { Document, isMap, isSeq, parseDocument } from 'yaml';
import { z } from 'zod';
import { loadContent } from '../generator/load-content.ts';
import { markForTranslation } from '../generator/untranslated.ts';
import { absoluteUrl, casePage, pagePath, servicePage } from '../generator/urls.ts';
import { eventFile } from '../schemas/event.ts';
import {
  assetPath,
  httpsUrl,
  type Language,
  languageSchema,
  languages,
  type PageRef,
  phoneNumber,
  regionIdSchema,
  slug,
} from '../schemas/primitives.ts';
import { runningDevServer } from './dev-address.ts';

export const newKinds = ['event', 'case', 'service-item', 'location'] as const;
export type NewKind = (typeof newKinds)[number];

const usage = `Usage: site new event|case|service-item|location [--content DIR] [--no-input] [field flags]

Asks for every required field on a terminal; in scripts and CI give them as flags (missing ones are an error
with --no-input or without a terminal). Texts are asked in Spanish; the English, Portuguese and German
versions are written as "[translate] <Spanish text>" and \`site validate\` reports them until translated.
A "\\n" in a text flag starts a new line.

  event         --date YYYY-MM-DD --category KEY --title T --description T --details T
                [--image /assets/events/x.svg --image-alt T] [--name FILE-NAME]
  case          --sector SLUG --image /assets/cases/x.svg --image-alt T --title T --description T
                [--column-subtitle T --column-text T]...
  service-item  --service SLUG --image /assets/services/x.svg --image-alt T --title T --subtitle T
                --description T --desc1 T --main-title T (--column-subtitle T --column-text T)... (--logo BRAND)...
                [--title1 T (default: the service's name)]
  location      --region ec|pe|br --id SLUG --title T --city CITY --address T (--phone "+593 2 245 1000")...
                --lat=N --lng=N (write negative numbers with "=") [--fax PHONE] [--map https://... (default: an OpenStreetMap embed of lat/lng)]
`;

const options = {
  content: { type: 'string' },
  'no-input': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  name: { type: 'string' },
  date: { type: 'string' },
  category: { type: 'string' },
  title: { type: 'string' },
  title1: { type: 'string' },
  subtitle: { type: 'string' },
  description: { type: 'string' },
  desc1: { type: 'string' },
  details: { type: 'string' },
  'main-title': { type: 'string' },
  image: { type: 'string' },
  'image-alt': { type: 'string' },
  sector: { type: 'string' },
  service: { type: 'string' },
  'column-subtitle': { type: 'string', multiple: true },
  'column-text': { type: 'string', multiple: true },
  logo: { type: 'string', multiple: true },
  region: { type: 'string' },
  id: { type: 'string' },
  city: { type: 'string' },
  address: { type: 'string' },
  phone: { type: 'string', multiple: true },
  fax: { type: 'string' },
  map: { type: 'string' },
  lat: { type: 'string' },
  lng: { type: 'string' },
} as const;

type Answers = Record<string, string | string[] | undefined>;

/** One question: a flag, how it is asked, and the check an answer must pass (an error message, or undefined). */
interface Field {
  flag: keyof typeof options;
  question: string;
  optional?: boolean;
  /** Asked as a list: answers until an empty one. */
  list?: 'one-or-more' | 'any';
  /** Asked only when this returns true for the answers so far. */
  when?: (answers: Answers) => boolean;
  check?: (value: string, answers: Answers) => string | undefined | Promise<string | undefined>;
}

interface Plan {
  fields: Field[];
  /** Writes the file and says what was written. */
  write: (answers: Answers) => Promise<{ file: string; what: string }>;
  /** The pages the new entry shows on. */
  pages: (answers: Answers) => PageRef[];
  /** Regions it shows in; undefined means every region. */
  regions?: (answers: Answers) => string[];
}

const siteFacts = z.object({
  languages: z.array(languageSchema).min(1),
  regions: z.array(
    z.object({
      id: regionIdSchema,
      defaultLanguage: languageSchema,
      domains: z.array(z.string()).default([]),
      services: z.array(z.string()).default([]),
      cases: z.array(z.string()).default([]),
    }),
  ),
});
type SiteFacts = z.infer<typeof siteFacts>;

/** `site new KIND`: scaffolds an entry with every language present, then names the file, what validate says, and its URLs. */
export async function newCommand(argv: string[], defaultContentDir: string): Promise<number> {
  const [kind, ...rest] = argv;
  const parse = () => parseArgs({ args: rest, options, strict: true, allowPositionals: false });
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse());
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (values.help || kind === 'help' || kind === '--help' || kind === '-h') {
    process.stdout.write(usage);
    return 0;
  }
  if (!(newKinds as readonly (string | undefined)[]).includes(kind)) {
    process.stderr.write(`${kind ? `Unknown kind '${kind}'. ` : ''}Say what to create: ${newKinds.join(', ')}.\n\n${usage}`);
    return 2;
  }
  const contentDir = path.resolve(values.content ?? defaultContentDir);
  const site = siteFacts.safeParse(await readYaml(contentDir, 'site.yaml').catch(() => undefined));
  if (!site.success) {
    process.stderr.write(`content/site.yaml could not be read; run \`site validate --content ${contentDir}\` first.\n`);
    return 1;
  }
  const plan = await planFor(kind as NewKind, contentDir, site.data);
  // Every kind shares one flag parser; a flag of another kind (--city on an event) would otherwise be ignored.
  const ownFlags = new Set<string>(['content', 'no-input', 'help', ...plan.fields.map((field) => field.flag)]);
  const misplaced = Object.keys(values).filter((flag) => !ownFlags.has(flag) && values[flag as keyof typeof values] !== undefined);
  if (misplaced.length > 0) {
    process.stderr.write(
      `${misplaced.map((flag) => `--${flag}`).join(', ')} ${misplaced.length === 1 ? 'does' : 'do'} not apply to 'site new ${kind}'; its flags are: ${[
        ...ownFlags,
      ]
        .filter((flag) => flag !== 'help')
        .map((flag) => `--${flag}`)
        .join(', ')}.\n\n${usage}`,
    );
    return 2;
  }
  const answers: Answers = {};
  for (const [flag, value] of Object.entries(values)) {
    if (typeof value === 'string' || Array.isArray(value)) answers[flag] = unescapeLines(value);
  }

  const interactive = Boolean(process.stdin.isTTY) && !values['no-input'];
  const errors = await checkAnswers(plan.fields, answers);
  if (!interactive) {
    if (errors.length > 0) {
      process.stderr.write(
        `${errors.map((error) => `  ${error}`).join('\n')}\n\nGive these as flags, or run the command in a terminal to be asked.\n`,
      );
      return 2;
    }
  } else {
    for (const error of errors) if (!error.includes('is required')) process.stderr.write(`  ${error}\n`);
    await ask(plan.fields, answers);
  }

  let written: { file: string; what: string };
  try {
    written = await plan.write(answers);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const { file, what } = written;
  const projectRoot = path.dirname(contentDir);
  const shown = path.relative(projectRoot, file).split(path.sep).join('/');
  const lines = [`✔ ${what}: ${shown}`];

  const { problems } = await loadContent(contentDir);
  const own = problems.filter((problem) => problem.file === shown);
  const untranslated = own.filter((problem) => problem.code === 'untranslated');
  const others = own.filter((problem) => problem.code !== 'untranslated');
  lines.push(
    `  ${untranslated.length} text${untranslated.length === 1 ? '' : 's'} in ${shown} start with "[translate] ": translate each and delete the marker; until then \`site validate\` reports them (code untranslated) and the site does not build.`,
  );
  for (const problem of others)
    lines.push(`  ${problem.file}:${problem.line}:${problem.col}  ${problem.severity} ${problem.code}  ${problem.message}`);

  const shownIn = plan.regions?.(answers);
  const regions = site.data.regions.filter((region) => !shownIn || shownIn.includes(region.id));
  const preview = await runningDevServer(contentDir);
  const urls = regions.flatMap((region) =>
    plan
      .pages(answers)
      .flatMap((page) =>
        site.data.languages.map((language) =>
          preview ? `${preview}${pagePath(region, language, page)}` : absoluteUrl(region, pagePath(region, language, page)),
        ),
      ),
  );
  if (urls.length > 0) {
    lines.push(preview ? 'See it now in site dev:' : 'It will appear on:', ...urls.map((url) => `  ${url}`));
  } else {
    lines.push('No region shows it yet: list it in a region of content/site.yaml to publish it.');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return others.some((problem) => problem.severity === 'error') ? 1 : 0;
}

async function planFor(kind: NewKind, contentDir: string, site: SiteFacts): Promise<Plan> {
  const image = (folder: string, optional = false): Field => ({
    flag: 'image',
    question: `Image file, e.g. /assets/${folder}/my-picture.svg (put the file in content/assets/${folder}/ first)${optional ? '; empty for none' : ''}`,
    optional,
    check: (value) => assetCheck(contentDir, value),
  });
  const imageAlt = (optional = false): Field => ({
    flag: 'image-alt',
    question: 'What the image shows, for people who cannot see it (Spanish)',
    ...(optional ? { when: (answers: Answers) => Boolean(answers.image) } : {}),
  });
  const text = (flag: Field['flag'], question: string): Field => ({ flag, question: `${question} (Spanish)` });
  const columns = (atLeastOne: boolean): Field[] => [
    { flag: 'column-subtitle', question: 'Heading of a detail column (Spanish)', list: atLeastOne ? 'one-or-more' : 'any' },
    { flag: 'column-text', question: 'Text of the column', list: 'any' },
  ];

  switch (kind) {
    case 'event': {
      const categories = Object.keys(
        ((await readYaml(contentDir, 'translations/es.yaml').catch(() => ({}))) as { events?: { categories?: object } }).events
          ?.categories ?? {},
      );
      return {
        fields: [
          {
            flag: 'date',
            question: 'Date (YYYY-MM-DD)',
            check: (value) => zodCheck(eventFile.shape.date, value, 'must be a date written YYYY-MM-DD'),
          },
          {
            flag: 'category',
            question: `Category (${categories.join(', ')})`,
            check: (value) => (categories.includes(value) ? undefined : `must be one of ${categories.join(', ')}`),
          },
          text('title', 'Title'),
          text('description', 'Short text for the card'),
          text('details', 'Full text of the details window'),
          image('events', true),
          imageAlt(true),
        ],
        write: async (answers) => {
          const ids = await Promise.all(
            (await yamlNames(contentDir, 'events')).map(async (name) =>
              Number((await readYaml(contentDir, `events/${name}`).catch((): Record<string, unknown> => ({}))).id),
            ),
          );
          const id = Math.max(0, ...ids.filter(Number.isInteger)) + 1;
          const name = one(answers.name) || `${one(answers.date).slice(0, 4)}-${slugify(one(answers.title))}`;
          const file = path.join(contentDir, 'events', `${name}.yaml`);
          if (await exists(file)) throw new UsageError(`${file} already exists; choose another --name.`);
          const event: Record<string, unknown> = {
            id,
            date: one(answers.date),
            category: one(answers.category),
            title: localized(one(answers.title)),
            description: localized(one(answers.description)),
          };
          if (answers.image) Object.assign(event, { imageUrl: one(answers.image), imageAlt: localized(one(answers['image-alt'])) });
          event.details = localized(one(answers.details));
          await writeFile(file, new Document(event).toString({ lineWidth: 0 }));
          return { file, what: `new event ${id}` };
        },
        pages: () => ['events'],
      };
    }
    case 'case': {
      const sectors = await yamlNames(contentDir, 'cases');
      return {
        fields: [
          {
            flag: 'sector',
            question: `Sector (${sectors.map(stem).join(', ')})`,
            check: (value) => (sectors.includes(`${value}.yaml`) ? undefined : `must be one of ${sectors.map(stem).join(', ')}`),
          },
          image('cases'),
          imageAlt(),
          text('title', 'Title of the success case'),
          text('description', 'What was done and achieved (lines starting with "- " become a list)'),
          ...columns(false),
        ],
        write: async (answers) => {
          const card = {
            image: { src: one(answers.image), alt: localized(one(answers['image-alt'])) },
            title: localized(one(answers.title)),
            description: localized(one(answers.description)),
            ...(list(answers['column-subtitle']).length > 0 ? { columns: columnsOf(answers) } : {}),
          };
          const file = path.join(contentDir, 'cases', `${one(answers.sector)}.yaml`);
          const count = await appendItem(file, 'cards', card);
          return { file, what: `success case ${count} added to` };
        },
        pages: (answers) => [casePage(one(answers.sector))],
        regions: (answers) => site.regions.filter((region) => region.cases.includes(one(answers.sector))).map((region) => region.id),
      };
    }
    case 'service-item': {
      const services = await yamlNames(contentDir, 'services');
      const brands = await brandNames(contentDir);
      return {
        fields: [
          {
            flag: 'service',
            question: `Service line (${services.map(stem).join(', ')})`,
            check: (value) => (services.includes(`${value}.yaml`) ? undefined : `must be one of ${services.map(stem).join(', ')}`),
          },
          image('services'),
          imageAlt(),
          { flag: 'title1', question: "Small overline above the title (Spanish); empty to use the service's name", optional: true },
          text('title', 'Title'),
          text('subtitle', 'One line under the title'),
          text('description', 'First paragraph'),
          text('desc1', 'Second paragraph'),
          text('main-title', "Heading of the card's back"),
          ...columns(true),
          {
            flag: 'logo',
            question: 'Partner logo: a brand file name in content/assets/brands, e.g. valvex (or valvex=Valvex Inc.)',
            list: 'one-or-more',
            check: async (value) => {
              const [brand = ''] = value.split('=');
              if (!(await exists(path.join(contentDir, 'assets', 'brands', `${brand}.svg`))))
                return `there is no content/assets/brands/${brand}.svg; add the logo file first`;
              return value.includes('=') || brands.has(brand)
                ? undefined
                : `'${brand}' is not in brands.yaml: write it as ${brand}=Brand Name`;
            },
          },
        ],
        write: async (answers) => {
          const file = path.join(contentDir, 'services', `${one(answers.service)}.yaml`);
          const serviceName = ((await readYaml(contentDir, `services/${one(answers.service)}.yaml`)) as { name?: unknown }).name;
          const item = {
            image: { src: one(answers.image), alt: localized(one(answers['image-alt'])) },
            title1: answers.title1 ? localized(one(answers.title1)) : serviceName,
            title: localized(one(answers.title)),
            subtitle: localized(one(answers.subtitle)),
            description: localized(one(answers.description)),
            desc1: localized(one(answers.desc1)),
            detailedContent: { mainTitle: localized(one(answers['main-title'])), columns: columnsOf(answers) },
            logos: list(answers.logo).map((entry) => {
              const [brand = '', name] = entry.split('=');
              const known = brands.get(brand);
              return {
                image: `/assets/brands/${brand}.svg`,
                altText: name ?? known?.name ?? brand,
                ...(known?.link && !name ? { link: known.link } : {}),
              };
            }),
          };
          const count = await appendItem(file, 'items', item);
          return { file, what: `service item ${count} added to` };
        },
        pages: (answers) => [servicePage(one(answers.service))],
        regions: (answers) => site.regions.filter((region) => region.services.includes(one(answers.service))).map((region) => region.id),
      };
    }
    case 'location': {
      const regionIds = site.regions.map((region) => region.id);
      const officeIds = await existingOfficeIds(contentDir);
      const coordinate = (limit: number) => (value: string) => {
        const number = Number(value);
        return value.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit
          ? undefined
          : `must be a number from -${limit} to ${limit}`;
      };
      return {
        fields: [
          {
            flag: 'region',
            question: `Region (${regionIds.join(', ')})`,
            check: (value) => ((regionIds as string[]).includes(value) ? undefined : `must be one of ${regionIds.join(', ')}`),
          },
          {
            flag: 'id',
            question: 'Identifier of the office, e.g. quito-norte (lowercase, hyphens)',
            check: (value) =>
              zodCheck(slug, value, 'must be lowercase letters, digits and hyphens, starting with a letter') ??
              (officeIds.has(value) ? `the office '${value}' already exists` : undefined),
          },
          text('title', 'Name of the office'),
          { flag: 'city', question: 'City, as written locally' },
          text('address', 'Street address'),
          {
            flag: 'phone',
            question: 'Phone number, e.g. +593 2 245 1000',
            list: 'one-or-more',
            check: (value) => zodCheck(phoneNumber, value, 'must be written like +593 2 245 1000'),
          },
          {
            flag: 'fax',
            question: 'Fax number (empty for none)',
            optional: true,
            check: (value) => zodCheck(phoneNumber, value, 'must be written like +593 2 245 1000'),
          },
          { flag: 'lat', question: 'Latitude, e.g. -0.1807', check: coordinate(90) },
          { flag: 'lng', question: 'Longitude, e.g. -78.4678', check: coordinate(180) },
          {
            flag: 'map',
            question: 'Map embed address (empty: an OpenStreetMap map of the coordinates)',
            optional: true,
            check: (value) => zodCheck(httpsUrl, value, 'must be a full address starting with https://'),
          },
        ],
        write: async (answers) => {
          const lat = Number(one(answers.lat));
          const lng = Number(one(answers.lng));
          const office = {
            id: one(answers.id),
            title: localized(one(answers.title)),
            city: one(answers.city),
            address: localized(one(answers.address)),
            phones: list(answers.phone),
            ...(answers.fax ? { fax: one(answers.fax) } : {}),
            map: one(answers.map) || openStreetMapEmbed(lat, lng),
            geo: { lat, lng },
          };
          const file = path.join(contentDir, 'locations', `${one(answers.region)}.yaml`);
          if (!(await exists(file))) {
            await writeFile(file, new Document({ offices: [office] }).toString({ lineWidth: 0 }));
            return { file, what: 'first office written to' };
          }
          const count = await appendItem(file, 'offices', office);
          return { file, what: `office ${count} added to` };
        },
        pages: () => ['contact'],
        regions: (answers) => [one(answers.region)],
      };
    }
  }
}

class UsageError extends Error {}

/** Every problem of the answers given so far; a missing required answer says which flag gives it. */
async function checkAnswers(fields: readonly Field[], answers: Answers): Promise<string[]> {
  const errors: string[] = [];
  for (const field of fields) {
    if (field.when && !field.when(answers)) continue;
    const values = list(answers[field.flag]);
    if (values.length === 0) {
      if (!field.optional && field.list !== 'any') errors.push(`--${field.flag} is required: ${field.question}.`);
      continue;
    }
    for (const value of values) {
      const error = await field.check?.(value, answers);
      if (error) errors.push(`--${field.flag} '${value}' ${error}.`);
    }
  }
  const [headings, texts] = [list(answers['column-subtitle']), list(answers['column-text'])];
  if (headings.length !== texts.length) {
    errors.push(`every --column-subtitle needs its --column-text: found ${headings.length} headings and ${texts.length} texts.`);
  }
  return errors;
}

/** Asks, on the terminal, every field without a valid answer; asks again until the answer passes its check. */
async function ask(fields: readonly Field[], answers: Answers): Promise<void> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (const field of fields) {
      if (field.when && !field.when(answers)) continue;
      const given = list(answers[field.flag]);
      const valid = await Promise.all(given.map(async (value) => !(await field.check?.(value, answers))));
      if (given.length > 0 && valid.every(Boolean)) continue;
      if (field.list) {
        const collected: string[] = [];
        const pairedWith = field.flag === 'column-text' ? list(answers['column-subtitle']) : undefined;
        for (let index = 0; ; index++) {
          if (pairedWith && index >= pairedWith.length) break;
          const hint = collected.length > 0 ? ' (empty to finish)' : field.list === 'any' ? ' (empty for none)' : '';
          const label = pairedWith ? `${field.question} «${pairedWith[index]}» (Spanish)` : `${field.question}${hint}`;
          const answer = (await terminal.question(`${label}: `)).trim();
          if (answer === '' && !pairedWith) {
            if (field.list === 'one-or-more' && collected.length === 0) continue;
            break;
          }
          if (answer === '') continue;
          const error = await field.check?.(answer, { ...answers, [field.flag]: [...collected, answer] });
          if (error) {
            process.stdout.write(`  ✖ ${error}\n`);
            index--;
            continue;
          }
          collected.push(answer);
        }
        answers[field.flag] = collected;
        continue;
      }
      for (;;) {
        const answer = (await terminal.question(`${field.question}: `)).trim();
        if (answer === '' && field.optional) {
          answers[field.flag] = undefined;
          break;
        }
        if (answer === '') continue;
        const error = await field.check?.(answer, answers);
        if (!error) {
          answers[field.flag] = answer;
          break;
        }
        process.stdout.write(`  ✖ ${error}\n`);
      }
    }
  } finally {
    terminal.close();
  }
}

/** Appends to a list of an existing file through the YAML document, so comments and formatting stay. Returns the new length. */
async function appendItem(file: string, listName: string, item: unknown): Promise<number> {
  const doc = parseDocument(await readFile(file, 'utf8'));
  if (doc.errors.length > 0) throw new UsageError(`${file} is not valid YAML; fix it first (site validate shows where).`);
  const existing = doc.get(listName, true);
  if (existing !== undefined && !isSeq(existing)) throw new UsageError(`'${listName}' in ${file} is not a list.`);
  if (!isMap(doc.contents)) throw new UsageError(`${file} does not hold a group of fields.`);
  if (existing === undefined) doc.set(listName, doc.createNode([item]));
  else existing.add(doc.createNode(item));
  await writeFile(file, doc.toString({ lineWidth: 0 }));
  const after = doc.get(listName, true);
  return isSeq(after) ? after.items.length : 1;
}

/** Spanish as given; every other language the Spanish text behind the `[translate]` marker. */
function localized(spanish: string): Record<Language, string> {
  return Object.fromEntries(languages.map((language) => [language, language === 'es' ? spanish : markForTranslation(spanish)])) as Record<
    Language,
    string
  >;
}

function columnsOf(answers: Answers) {
  const texts = list(answers['column-text']);
  return list(answers['column-subtitle']).map((subtitle, index) => ({
    subtitle: localized(subtitle),
    text: localized(texts[index] ?? ''),
  }));
}

function openStreetMapEmbed(lat: number, lng: number): string {
  const round = (value: number) => Number(value.toFixed(4));
  const bbox = [round(lng - 0.006), round(lat - 0.004), round(lng + 0.006), round(lat + 0.004)].join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${round(lat)}%2C${round(lng)}`;
}

async function assetCheck(contentDir: string, value: string): Promise<string | undefined> {
  const format = zodCheck(assetPath, value, 'must be written like /assets/folder/file-name.svg (lowercase, no spaces)');
  if (format) return format;
  return (await exists(path.join(contentDir, value.slice(1)))) ? undefined : `is not in content${value}; put the file there first`;
}

function zodCheck(schema: z.ZodType, value: string, message: string): string | undefined {
  return schema.safeParse(value).success ? undefined : message;
}

async function brandNames(contentDir: string): Promise<Map<string, { name: string; link?: string }>> {
  const data = (await readYaml(contentDir, 'brands.yaml').catch(() => ({}))) as {
    sets?: Record<string, { name?: string; logo?: string; link?: string }[]>;
  };
  const brands = new Map<string, { name: string; link?: string }>();
  for (const brand of Object.values(data.sets ?? {}).flat()) {
    const match = /^\/assets\/brands\/([^/]+)\.svg$/.exec(brand.logo ?? '');
    if (match?.[1] && brand.name) brands.set(match[1], { name: brand.name, ...(brand.link ? { link: brand.link } : {}) });
  }
  return brands;
}

async function existingOfficeIds(contentDir: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const name of await yamlNames(contentDir, 'locations')) {
    const data = (await readYaml(contentDir, `locations/${name}`).catch(() => ({}))) as { offices?: { id?: string }[] };
    for (const office of data.offices ?? []) if (office.id) ids.add(office.id);
  }
  return ids;
}

async function readYaml(contentDir: string, relative: string): Promise<Record<string, unknown>> {
  const doc = parseDocument(await readFile(path.join(contentDir, relative), 'utf8'));
  return (doc.toJS() ?? {}) as Record<string, unknown>;
}

async function yamlNames(contentDir: string, folder: string): Promise<string[]> {
  return (await readdir(path.join(contentDir, folder)).catch(() => [])).filter((name) => /\.ya?ml$/.test(name)).sort();
}

const stem = (name: string) => name.replace(/\.ya?ml$/, '');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const list = (value: string | string[] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(Boolean);

function unescapeLines<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\\n', '\n') as T;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.replaceAll('\\n', '\n') : item)) as T;
  return value;
}

/** `Feria de Hannover 2025` -> `feria-de-hannover-2025`, short enough for a file name. */
export function slugify(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let name = '';
  for (const word of words) {
    if (name && name.length + word.length + 1 > 48) break;
    name = name ? `${name}-${word}` : word;
  }
  return name || 'event';
}

export { UsageError };
