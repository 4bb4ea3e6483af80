import { brandsSchemas } from './brands.ts';
import { caseSchemas, caseTexts } from './case.ts';
import { certificationSchemas, certificationTexts } from './certification.ts';
import { type Collection, defineCollection } from './collection.ts';
import { downloadSchemas, downloadTexts } from './download.ts';
import { eventSchemas, eventTexts } from './event.ts';
import { jobSchemas, jobTexts } from './job.ts';
import { locationSchemas } from './location.ts';
import { privacySchemas, privacyTexts } from './privacy.ts';
import { serviceSchemas, serviceTexts } from './service.ts';

/**
 * Every kind of content besides site.yaml and the UI texts, each declared once (schemas/collection.ts). The
 * loader, the checks, the site content's type, the routes, the report, drafts, media, the JSON Schemas and
 * `site new` read this list; adding a kind is a schema module, a declaration here and its page templates.
 */
export const collections = [
  defineCollection({
    name: 'services',
    entry: 'service line',
    label: { en: 'Services', es: 'Servicios', pt: 'Serviços', de: 'Leistungen' },
    keyedBy: 'file',
    schema: (locale) => serviceSchemas(locale).serviceFile,
    regions: {
      listedBy: {
        min: 1,
        description: 'Service lines offered in this region: file names in content/services.',
        item: 'A service line: the name of its file in content/services, e.g. oil.',
      },
    },
    pages: {
      entry: {
        name: 'service',
        about: 'Service pages.',
        param: 'service',
        meta: { description: 'Search-engine description; {{service}} is the service line name.' },
      },
    },
    draftItems: 'items',
    images: [
      { path: 'tileImage.src', use: 'tile' },
      { path: 'items.*.image.src', use: 'showcase' },
      { path: 'items.*.logos.*.image', use: 'logo' },
    ],
    shareImage: 'tileImage',
    texts: serviceTexts,
    newEntry: 'service',
  }),
  defineCollection({
    name: 'cases',
    entry: 'sector of success cases',
    label: { en: 'Cases', es: 'Casos de éxito', pt: 'Casos de sucesso', de: 'Referenzen' },
    keyedBy: 'file',
    schema: (locale) => caseSchemas(locale).caseFile,
    regions: {
      listedBy: {
        min: 0,
        description: 'Success-case sectors shown in this region (empty: no cases section).',
        item: 'A sector of success cases: the name of its file in content/cases, e.g. energy.',
      },
    },
    pages: {
      list: { name: 'cases', about: 'Success-cases list.', onlyWithEntries: true },
      entry: {
        name: 'case',
        about: 'Success-case sector pages.',
        param: 'sector',
        anyCase: true,
        meta: {
          title: 'Title; {{sector}} is the sector name.',
          description: 'Search-engine description; {{sector}} is the sector name.',
        },
      },
    },
    draftItems: 'cards',
    images: [
      { path: 'cardImage.src', use: 'sectorCard' },
      { path: 'cards.*.image.src', use: 'card' },
      { path: 'story.poster', use: 'poster' },
      // A client's logo, drawn or a PNG: published at logo widths, never taken for a photo of the case.
      { path: 'cards.*.client.logo', use: 'logo' },
    ],
    shareImage: 'cardImage',
    texts: caseTexts,
    newEntry: 'sector',
  }),
  defineCollection({
    name: 'events',
    entry: 'event',
    label: { en: 'Events', es: 'Eventos', pt: 'Eventos', de: 'Veranstaltungen' },
    keyedBy: 'list',
    sortBy: 'id',
    schema: (locale) => eventSchemas(locale).eventFile,
    regions: 'every',
    pages: { list: { name: 'events', about: 'Events page.' } },
    uniqueIds: [{ path: 'id', of: 'event' }],
    images: [{ path: 'images.*.src', use: 'dialog' }],
    yearNamedIn: { date: 'date', text: 'details' },
    keptCurrent: { date: 'date', days: 365, among: { field: 'category', value: 'news' } },
    texts: eventTexts,
    newEntry: 'event',
  }),
  defineCollection({
    name: 'jobs',
    entry: 'job opening',
    label: { en: 'Jobs', es: 'Empleos', pt: 'Vagas', de: 'Stellen' },
    keyedBy: 'file',
    schema: (locale) => jobSchemas(locale).jobFile,
    // A region lists its openings in site.yaml like its services and cases; the opening names its office, which
    // must be one of that region's (officeField), so the region is written once and the office is checked.
    regions: {
      listedBy: {
        min: 0,
        description: 'Job openings of this region: file names in content/jobs (the careers page lists those still open).',
        item: 'A job opening: the name of its file in content/jobs, e.g. field-engineer-quito.',
      },
    },
    pages: {
      list: { name: 'careers', about: 'Careers page.', onlyWithEntries: true },
      entry: {
        name: 'job',
        about: 'Job opening pages.',
        param: 'job',
        titleField: 'title',
        meta: { description: 'Search-engine description; {{job}} is the title of the opening.' },
      },
    },
    closesAfter: 'validThrough',
    officeField: 'office',
    texts: jobTexts,
    newEntry: 'job',
  }),
  defineCollection({
    name: 'locations',
    entry: 'list of offices',
    label: { en: 'Offices', es: 'Oficinas', pt: 'Escritórios', de: 'Niederlassungen' },
    keyedBy: 'region',
    schema: (locale) => locationSchemas(locale).locationsFile,
    regions: 'own',
    draftItems: 'offices',
    uniqueIds: [{ path: 'offices.*.id', of: 'office' }],
    sameInEveryLanguage: ['address'],
  }),
  defineCollection({
    name: 'privacy',
    entry: 'privacy policy',
    label: { en: 'Privacy', es: 'Privacidad', pt: 'Privacidade', de: 'Datenschutz' },
    keyedBy: 'region',
    schema: (locale) => privacySchemas(locale).privacyPolicy,
    regions: 'own',
    pages: { list: { name: 'privacy', about: 'Privacy policy pages.' } },
    texts: privacyTexts,
  }),
  defineCollection({
    name: 'brands',
    entry: 'set of brands',
    label: { en: 'Brands', es: 'Marcas', pt: 'Marcas', de: 'Marken' },
    file: 'brands.yaml',
    keyedBy: 'single',
    schema: (locale) => brandsSchemas(locale).brandsFile,
    regions: 'every',
    images: [{ path: 'sets.*.*.logo', use: 'logo' }],
  }),
  defineCollection({
    name: 'certifications',
    entry: 'certification',
    label: { en: 'Certifications', es: 'Certificaciones', pt: 'Certificações', de: 'Zertifizierungen' },
    keyedBy: 'list',
    sortBy: 'standard',
    schema: (locale) => certificationSchemas(locale).certificationFile,
    // The company's certificates cover its offices in every country; the About page and the footer show them everywhere.
    regions: 'every',
    uniqueIds: [{ path: 'number', of: 'certificate' }],
    expires: { field: 'validUntil', warnDays: 60 },
    texts: certificationTexts,
  }),
  defineCollection({
    name: 'downloads',
    entry: 'document',
    label: { en: 'Downloads', es: 'Descargas', pt: 'Downloads', de: 'Downloads' },
    keyedBy: 'file',
    schema: (locale) => downloadSchemas(locale).downloadFile,
    // Datasheets, brochures and certificates hold for the whole company: every region's download centre offers them all.
    regions: 'every',
    pages: { list: { name: 'downloads', about: 'Download centre.' } },
    // Each file is shown by the cover the build draws from its first page.
    images: [{ path: 'files.*.src', use: 'cover' }],
    texts: downloadTexts,
    newEntry: 'download',
  }),
] as const;

export type Collections = typeof collections;

/** The same declarations, each seen as any declaration: for code that treats every kind alike. */
export const declaredCollections: readonly Collection[] = collections;
export type CollectionName = Collections[number]['name'];

/** The kinds whose entries a region lists by file name in site.yaml (`services: [oil]`), with entry pages. */
type ListedCollection = Extract<Collections[number], { regions: { listedBy: object } }>;
export const listedCollections = collections.filter((collection): collection is ListedCollection => typeof collection.regions === 'object');
export type ListedName = ListedCollection['name'];
