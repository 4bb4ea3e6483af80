import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentSchemas } from '../../schemas/content-kinds.ts';
import { localesView } from '../../schemas/locales.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { parseYamlSource } from '../content/yaml-source.ts';
import { type CrossCheckInput, crossCheckProblems, crossCheckRules, crossCheckViews } from './cross-checks.ts';

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

function input(edit: (site: SiteData) => void = () => {}, extra: Partial<CrossCheckInput> = {}): CrossCheckInput {
  const data = siteData() as SiteData;
  edit(data);
  const source = yamlFile('content/site.yaml', data);
  return {
    // Read as the loader reads it: the views come from the schemas built from the site's own languages and regions.
    site: { source, name: 'site', value: crossCheckViews(contentSchemas(localesView.parse(data))).site.parse(data) },
    serviceNames: new Set(['oil']),
    caseNames: new Set(['energy']),
    locationNames: new Set(['ec', 'pe']),
    translationNames: new Set(['es', 'en']),
    referenceStrings: { nav: { home: 'Inicio' }, footer: { about: 'Nosotros' } },
    events: [],
    locations: [],
    translationSources: [yamlFile('content/translations/es.yaml', {}), yamlFile('content/translations/en.yaml', {})],
    locationSources: [yamlFile('content/locations/ec.yaml', {}), yamlFile('content/locations/pe.yaml', {})],
    ...extra,
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
    expect(found('languagesHaveTexts', input(undefined, { translationNames: new Set(['es']) }))).toMatchObject([
      { code: 'missing-file', line: 3, message: "The language 'en' has no UI texts: add content/translations/en.yaml." },
    ]);
    expect(found('languagesHaveTexts', input())).toEqual([]);
  });

  it('regionServicesExist, regionCasesExist and regionsHaveOffices: the files a region names', () => {
    expect(found('regionServicesExist', input(undefined, { serviceNames: new Set(['mining']) }))).toHaveLength(2);
    expect(found('regionServicesExist', input(undefined, { serviceNames: new Set(['mining']) }))[0]?.message).toMatch(
      /lists the service 'oil', but there is no file content\/services\/oil\.yaml\. The service lines are: mining\./,
    );
    expect(found('regionCasesExist', input(undefined, { caseNames: new Set() }))).toMatchObject([{ code: 'unknown-reference' }]);
    expect(found('regionsHaveOffices', input(undefined, { locationNames: new Set(['ec']) }))).toMatchObject([
      { code: 'missing-file', message: "The region 'pe' has no offices: add content/locations/pe.yaml." },
    ]);
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
    expect(
      found(
        'uniqueMenuEntries',
        input((site) => site.menus.footer.push({ id: 'about', label: 'footer.about', page: 'about' })),
      ),
    ).toMatchObject([{ code: 'duplicate-id', message: "The menu entry 'about' is listed twice." }]);
  });

  it('officeFilesBelongToRegions and translationFilesAreLanguages: files nobody uses are warnings', () => {
    expect(
      found('officeFilesBelongToRegions', input(undefined, { locationSources: [yamlFile('content/locations/cl.yaml', {})] })),
    ).toMatchObject([{ file: 'content/locations/cl.yaml', code: 'unknown-file', severity: 'warning' }]);
    expect(
      found('translationFilesAreLanguages', input(undefined, { translationSources: [yamlFile('content/translations/fr.yaml', {})] })),
    ).toMatchObject([{ file: 'content/translations/fr.yaml', code: 'unknown-file', severity: 'warning' }]);
  });

  it('uniqueEventIds: an id used twice, reported on the file changed since the last commit, else on each', () => {
    const event = (file: string, id: number) => ({ source: yamlFile(file, { id }), name: file, value: { id } });
    const events = [event('content/events/b.yaml', 4), event('content/events/a.yaml', 4), event('content/events/c.yaml', 5)];
    // The copy (a.yaml) sorts before the original it was made from: only git knows which one is new.
    expect(found('uniqueEventIds', input(undefined, { events, changedFiles: new Set(['content/events/a.yaml']) }))).toEqual([
      {
        file: 'content/events/a.yaml',
        line: 1,
        code: 'duplicate-id',
        severity: 'error',
        message: 'The event id 4 is also used by content/events/b.yaml; every event needs its own number.',
      },
    ]);
    for (const changedFiles of [undefined, new Set<string>(), new Set(['content/events/a.yaml', 'content/events/b.yaml'])]) {
      expect(found('uniqueEventIds', input(undefined, { events, changedFiles })).map(({ file, message }) => ({ file, message }))).toEqual([
        {
          file: 'content/events/b.yaml',
          message: 'The event id 4 is also used by content/events/a.yaml; every event needs its own number.',
        },
        {
          file: 'content/events/a.yaml',
          message: 'The event id 4 is also used by content/events/b.yaml; every event needs its own number.',
        },
      ]);
    }
  });

  it('uniqueOfficeIds: an id used twice, reported at the later file', () => {
    const offices = (file: string, id: string) => ({
      source: yamlFile(file, { offices: [{ id }] }),
      name: file,
      value: { offices: [{ id }] },
    });
    expect(
      found(
        'uniqueOfficeIds',
        input(undefined, { locations: [offices('content/locations/ec.yaml', 'quito'), offices('content/locations/pe.yaml', 'quito')] }),
      ),
    ).toMatchObject([
      { file: 'content/locations/pe.yaml', line: 2, message: "The office id 'quito' is already used in content/locations/ec.yaml." },
    ]);
  });
});
