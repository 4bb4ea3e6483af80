import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { kindSchemas } from '../../schemas/content-kinds.ts';
import { localesView } from '../../schemas/locales.ts';
import { localeSchemas } from '../../schemas/primitives.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { parseYamlSource } from '../content/yaml-source.ts';
import { type CrossCheckInput, crossCheckProblems, crossCheckRules, siteCheckView } from './cross-checks.ts';

/** A small consistent site: Ecuador and Peru in Spanish and English, each with its offices and one service line. */
function siteData() {
  return {
    languages: ['es', 'en'],
    referenceLanguage: 'es',
    defaultLanguage: 'es',
    defaultRegion: 'ec',
    menus: {
      header: [{ id: 'home', label: 'nav.home', page: 'home' }],
      footer: [{ id: 'about', label: 'footer.about', page: 'about' }],
    },
    regions: [
      { id: 'ec', defaultLanguage: 'es', services: ['oil'], cases: ['energy'] },
      { id: 'pe', defaultLanguage: 'es', services: ['oil'], cases: [] },
    ],
  };
}
type SiteData = ReturnType<typeof siteData> & Record<string, unknown>;

const yamlFile = (file: string, data: unknown) => parseYamlSource(stringify(data), file);

/** The files of each kind, by name; `data` is what a file holds (empty unless a check reads it). */
type Files = Record<string, Record<string, unknown>>;

const consistentFiles = (): Files => ({
  services: { oil: {} },
  cases: { energy: {} },
  locations: { ec: {}, pe: {} },
  privacy: { ec: {}, pe: {} },
  translations: { es: {}, en: {} },
});

function input(
  edit: (site: SiteData) => void = () => {},
  editFiles: (files: Files) => void = () => {},
  changedFiles?: ReadonlySet<string>,
): CrossCheckInput {
  const data = siteData() as SiteData;
  edit(data);
  const files = consistentFiles();
  editFiles(files);
  const source = yamlFile('content/site.yaml', data);
  const locale = localeSchemas(localesView.parse(data));
  return {
    // Read as the loader reads it: the view comes from the schemas built from the site's own languages and regions.
    site: { source, name: 'site', value: siteCheckView(locale).parse(data) },
    schemas: kindSchemas(locale),
    sources: new Map(
      Object.entries(files).map(([kind, named]) => [
        kind,
        Object.entries(named).map(([name, fileData]) => yamlFile(`content/${kind}/${name}.yaml`, fileData)),
      ]),
    ),
    referenceStrings: { nav: { home: 'Inicio' }, footer: { about: 'Nosotros' } },
    changedFiles,
  };
}

/** What a rule reports, as an editor reads it: the code, where, and the message. */
const found = (rule: keyof typeof crossCheckRules, checked: CrossCheckInput) =>
  crossCheckRules[rule](checked).map(({ file, line, code, severity, message }) => ({ file, line, code, severity, message }));

describe('cross-checks', () => {
  it('find nothing in a consistent site', () => {
    expect(crossCheckProblems(input())).toEqual([]);
  });

  it('languagesHaveTexts: every language of the site has its UI texts', () => {
    expect(
      found(
        'languagesHaveTexts',
        input(undefined, (files) => delete files.translations?.en),
      ),
    ).toMatchObject([{ code: 'missing-file', line: 3, message: "The language 'en' has no UI texts: add content/translations/en.yaml." }]);
    expect(found('languagesHaveTexts', input())).toEqual([]);
  });

  it('localesOfSiteLanguages: each tag of languageLocales is written for a language of the site', () => {
    expect(
      found(
        'localesOfSiteLanguages',
        input((site) => Object.assign(site, { languageLocales: ['en-GB', 'eng-GB'] })),
      ),
    ).toMatchObject([
      {
        code: 'unknown-reference',
        message:
          "'languageLocales[1]' is eng-GB, a tag for the language 'eng', which is not one of the site's (es, en): correct it, or add the language to 'languages'.",
      },
    ]);
    expect(
      found(
        'localesOfSiteLanguages',
        input((site) => Object.assign(site, { languageLocales: ['en-GB'] })),
      ),
    ).toEqual([]);
  });

  it("entryOfficesInListingRegions: a job opening's office is an office of the region that lists it", () => {
    const openingIn = (office: string) => (files: Files) => {
      files.jobs = { 'field-engineer': { office } };
      files.locations = { ec: { offices: [{ id: 'quito-matriz' }, { id: 'guayaquil' }] }, pe: { offices: [{ id: 'lima' }] } };
    };
    const listedInEcuador = (site: SiteData) => {
      site.regions[0] = { ...site.regions[0], jobs: ['field-engineer'] } as SiteData['regions'][number];
    };
    expect(found('entryOfficesInListingRegions', input(listedInEcuador, openingIn('guayaquil')))).toEqual([]);
    expect(found('entryOfficesInListingRegions', input(listedInEcuador, openingIn('lima')))).toEqual([
      {
        file: 'content/jobs/field-engineer.yaml',
        line: 1,
        code: 'unknown-reference',
        severity: 'error',
        message: "The region 'ec' lists this job opening, but 'lima' is not one of its offices: quito-matriz, guayaquil.",
      },
    ]);
  });

  it('regionListsExist and regionsHaveOwnFiles: the files a region names, and those of kinds with one file per region', () => {
    const withoutOil = (files: Files) => {
      files.services = { mining: {} };
    };
    expect(found('regionListsExist', input(undefined, withoutOil))).toHaveLength(2);
    expect(found('regionListsExist', input(undefined, withoutOil))[0]?.message).toMatch(
      /lists the service line 'oil', but there is no file content\/services\/oil\.yaml\. The files of content\/services are: mining\./,
    );
    expect(
      found(
        'regionListsExist',
        input(undefined, (files) => (files.cases = {})),
      ),
    ).toMatchObject([{ code: 'unknown-reference' }]);
    expect(
      found(
        'regionsHaveOwnFiles',
        input(undefined, (files) => delete files.locations?.pe),
      ),
    ).toMatchObject([{ code: 'missing-file', message: "The region 'pe' has no list of offices: add content/locations/pe.yaml." }]);
    expect(
      found(
        'regionsHaveOwnFiles',
        input(undefined, (files) => delete files.privacy?.ec),
      ),
    ).toMatchObject([{ code: 'missing-file', message: "The region 'ec' has no privacy policy: add content/privacy/ec.yaml." }]);
  });

  it("fileReferencesExist: a download's service lines and sectors, and a certificate's document, are files that exist", () => {
    const certificateNaming = (download: string) => (files: Files) => {
      files.downloads = { 'oil-brochure': { services: ['oil'], sectors: ['energy'] }, 'iso-9001-certificate': {} };
      files.certifications = { 'iso-9001': { standard: 'ISO 9001:2015', download } };
    };
    expect(found('fileReferencesExist', input(undefined, certificateNaming('iso-9001-certificate')))).toEqual([]);
    expect(found('fileReferencesExist', input(undefined, certificateNaming('iso-9001-cert')))).toEqual([
      {
        file: 'content/certifications/iso-9001.yaml',
        line: 2,
        code: 'unknown-reference',
        severity: 'error',
        message:
          "'download' names the document 'iso-9001-cert', but there is no file content/downloads/iso-9001-cert.yaml. The files of content/downloads are: iso-9001-certificate, oil-brochure.",
      },
    ]);
    const misspelt = (files: Files) => {
      files.downloads = { 'oil-brochure': { services: ['telecom', 'oil', 'oill'], sectors: ['energy', 'mining'] } };
    };
    expect(found('fileReferencesExist', input(undefined, misspelt)).map(({ file, line, message }) => ({ file, line, message }))).toEqual([
      {
        file: 'content/downloads/oil-brochure.yaml',
        line: 2,
        message:
          "'services[0]' names the service line 'telecom', but there is no file content/services/telecom.yaml. The files of content/services are: oil.",
      },
      {
        file: 'content/downloads/oil-brochure.yaml',
        line: 4,
        message:
          "'services[2]' names the service line 'oill', but there is no file content/services/oill.yaml. The files of content/services are: oil.",
      },
      {
        file: 'content/downloads/oil-brochure.yaml',
        line: 7,
        message:
          "'sectors[1]' names the sector of success cases 'mining', but there is no file content/cases/mining.yaml. The files of content/cases are: energy.",
      },
    ]);
    // A value of the wrong form is the schema's to report; a name in a field that names no file is not a reference.
    const notReferences = (files: Files) => {
      files.downloads = { 'oil-brochure': { services: [7, { name: 'oil' }], title: { es: 'oill' } } };
    };
    expect(found('fileReferencesExist', input(undefined, notReferences))).toEqual([]);
  });

  it("fileReferencesExist leaves a region's lists to regionListsExist, which names the region, so each is reported once", () => {
    expect(
      found(
        'fileReferencesExist',
        input(undefined, (files) => (files.services = {})),
      ),
    ).toEqual([]);
    expect(
      found(
        'regionListsExist',
        input(undefined, (files) => (files.services = {})),
      ),
    ).toHaveLength(2);
  });

  it('homeSectorsLinkPages: a sector card links a page of its region', () => {
    // A full home as the committed content writes it, with its first sector card pointed at `link`.
    const site = parse(readFileSync(path.join(realContentDir, 'site.yaml'), 'utf8')) as {
      languages: string[];
      regions: { id: string; home: { sectors: { link: string }[] } }[];
    };
    const home = site.regions.find((region) => region.id === 'ec')?.home;
    if (!home?.sectors[0]) return expect.fail('the committed Ecuador home has sector cards');
    const withSectors = (link: string) =>
      input((data) => {
        // Its texts are in every language of the committed site, so the small site declares those languages.
        data.languages = site.languages;
        Object.assign(data.regions[0] ?? {}, { home: { ...home, sectors: [{ ...home.sectors[0], link }] } });
      });
    expect(found('homeSectorsLinkPages', withSectors('cases/mining'))[0]?.message).toMatch(
      /The page 'cases\/mining' does not exist in the region 'ec'/,
    );
    expect(found('homeSectorsLinkPages', withSectors('cases/energy'))).toEqual([]);
  });

  it('menuTextsExist and uniqueMenuEntries: menu entries', () => {
    expect(
      found(
        'menuTextsExist',
        input((site) => site.menus.header.push({ id: 'shop', label: 'nav.shop', page: 'home' })),
      ),
    ).toMatchObject([{ code: 'unknown-reference', message: "The menu text 'nav.shop' does not exist in content/translations/es.yaml." }]);
    // An entry without a label shows its page's title, which must exist too.
    const pageOnly = (site: SiteData) => site.menus.header.push({ id: 'events', page: 'events' } as (typeof site.menus.header)[number]);
    expect(found('menuTextsExist', input(pageOnly))).toMatchObject([
      { code: 'unknown-reference', line: 13, message: "The menu text 'meta.events.title' does not exist in content/translations/es.yaml." },
    ]);
    expect(
      found('menuTextsExist', {
        ...input(pageOnly),
        referenceStrings: { nav: { home: 'Inicio' }, footer: { about: 'Nosotros' }, meta: { events: { title: 'Eventos' } } },
      }),
    ).toEqual([]);
    expect(
      found(
        'uniqueMenuEntries',
        input((site) => site.menus.footer.push({ id: 'about', label: 'footer.about', page: 'about' })),
      ),
    ).toMatchObject([{ code: 'duplicate-id', message: "The menu entry 'about' is listed twice." }]);
  });

  it('listedEntriesAreListed: a file named so that no region can list it says how to rename it, not to list its name', () => {
    const upperCase = (files: Files) => {
      files.services = { ...files.services, Water: files.services?.oil ?? {} };
    };
    expect(found('listedEntriesAreListed', input(undefined, upperCase))).toMatchObject([
      {
        file: 'content/services/Water.yaml',
        code: 'unknown-file',
        severity: 'warning',
        message:
          "No region can list this service line under the file name 'Water': an entry's file is named in lowercase letters, digits and hyphens. Rename it to water.yaml, then add 'water' to the services of a region in content/site.yaml.",
      },
    ]);
  });

  it('regionListsOnce: an entry a region lists twice, which would be two pages at one address', () => {
    expect(found('regionListsOnce', input())).toEqual([]);
    expect(
      found(
        'regionListsOnce',
        input((site) => site.regions[0]?.services.push('oil')),
      ),
    ).toMatchObject([
      { code: 'duplicate-id', severity: 'error', message: "The region 'ec' lists the service line 'oil' twice; keep it once." },
    ]);
  });

  it('listedEntriesAreListed: a file of a kind regions list, listed by none, is a warning; not while a region is unreadable', () => {
    expect(found('listedEntriesAreListed', input())).toEqual([]);
    const withMining = (files: Files) => Object.assign(files.services ?? {}, { mining: {} });
    expect(found('listedEntriesAreListed', input(undefined, withMining))).toMatchObject([
      {
        file: 'content/services/mining.yaml',
        code: 'unknown-file',
        severity: 'warning',
        message:
          "No region lists this service line, so it has no page: add 'mining' to the services of a region in content/site.yaml to publish it.",
      },
    ]);
    // Listed by one region is enough: Peru alone shows it.
    expect(
      found(
        'listedEntriesAreListed',
        input((site) => site.regions[1]?.services.push('mining'), withMining),
      ),
    ).toEqual([]);
    // Peru's services cannot be read, so Peru may be the region that lists it.
    expect(
      found(
        'listedEntriesAreListed',
        input((site) => Object.assign(site.regions[1] ?? {}, { services: 'mining' }), withMining),
      ),
    ).toEqual([]);
  });

  it('regionFilesBelongToRegions and translationFilesAreLanguages: files nobody uses are warnings', () => {
    expect(
      found(
        'regionFilesBelongToRegions',
        input(undefined, (files) => Object.assign(files.locations ?? {}, { cl: {} })),
      ),
    ).toMatchObject([{ file: 'content/locations/cl.yaml', code: 'unknown-file', severity: 'warning' }]);
    expect(
      found(
        'regionFilesBelongToRegions',
        input(undefined, (files) => Object.assign(files.privacy ?? {}, { cl: {} })),
      ),
    ).toMatchObject([{ file: 'content/privacy/cl.yaml', code: 'unknown-file', severity: 'warning' }]);
    // A region with a mistake in one of its lists still owns its files: they are not said to belong to no region.
    expect(
      found(
        'regionFilesBelongToRegions',
        input((site) => site.regions[0]?.services.push('Water')),
      ),
    ).toEqual([]);
    expect(
      found(
        'translationFilesAreLanguages',
        input(undefined, (files) => Object.assign(files.translations ?? {}, { fr: {} })),
      ),
    ).toMatchObject([{ file: 'content/translations/fr.yaml', code: 'unknown-file', severity: 'warning' }]);
  });

  it('uniqueIds: an event id used twice, reported on the file changed since the last commit, else on each', () => {
    const events = (files: Files) => {
      files.events = { b: { id: 4 }, a: { id: 4 }, c: { id: 5 } };
    };
    // The copy (a.yaml) sorts after the original it was made from here, but only git knows which one is new.
    expect(found('uniqueIds', input(undefined, events, new Set(['content/events/a.yaml'])))).toEqual([
      {
        file: 'content/events/a.yaml',
        line: 1,
        code: 'duplicate-id',
        severity: 'error',
        message: 'The event id 4 is also used in content/events/b.yaml; every event needs its own id.',
      },
    ]);
    for (const changedFiles of [undefined, new Set<string>(), new Set(['content/events/a.yaml', 'content/events/b.yaml'])]) {
      expect(found('uniqueIds', input(undefined, events, changedFiles)).map(({ file, message }) => ({ file, message }))).toEqual([
        { file: 'content/events/b.yaml', message: 'The event id 4 is also used in content/events/a.yaml; every event needs its own id.' },
        { file: 'content/events/a.yaml', message: 'The event id 4 is also used in content/events/b.yaml; every event needs its own id.' },
      ]);
    }
  });

  it('uniqueIds: an office id used twice, in two files or in one, at each use', () => {
    const quitoTwice = (files: Files) => {
      files.locations = { ec: { offices: [{ id: 'quito' }] }, pe: { offices: [{ id: 'lima' }, { id: 'quito' }] } };
    };
    expect(found('uniqueIds', input(undefined, quitoTwice))).toMatchObject([
      {
        file: 'content/locations/ec.yaml',
        line: 2,
        message: "The office id 'quito' is also used in content/locations/pe.yaml; every office needs its own id.",
      },
      {
        file: 'content/locations/pe.yaml',
        line: 3,
        message: "The office id 'quito' is also used in content/locations/ec.yaml; every office needs its own id.",
      },
    ]);
    const inOneFile = (files: Files) => {
      files.locations = { ec: { offices: [{ id: 'quito' }, { id: 'quito' }] }, pe: {} };
    };
    expect(found('uniqueIds', input(undefined, inOneFile)).map(({ line }) => line)).toEqual([2, 3]);
  });
});
