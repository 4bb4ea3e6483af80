import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFiles } from '../../cli/report.ts';
import { localesView } from '../../schemas/locales.ts';
import { type CoverageReport, cellOf, sameInEveryLanguage, translationCoverage } from './coverage.ts';

/**
 * A tiny content folder whose figures can be counted by hand: two regions (ec with oil and the energy cases,
 * pe with oil only), a few texts of every kind, and in each target language some translated, missing
 * (absent, empty, marked [translate]) and identical texts. Its locale tags, the reference language's among them, are
 * not a text: written per language (`{ es: es-EC, en: en-GB }`), they would count as one with its Portuguese missing.
 */
const fixture: Record<string, string> = {
  'site.yaml': `languages: [es, en, pt, de]
referenceLanguage: es
languageLocales: [es-EC, en-GB, de-DE]
regions:
  - id: ec
    name:
      es: Ecuador
      en: Ecuador
      pt: Equador
      de: Ecuador
    services: [oil]
    cases: [energy]
  - id: pe
    name:
      es: Perú
      en: Peru
      pt: Peru
      de: Peru
    services: [oil]
company:
  email: info@tecnandes.com.ec
  mission:
    es: Servimos a la industria con ingeniería
    en: We serve industry with engineering
    pt: Servimos a la industria con ingeniería
    de: "[translate] Servimos a la industria con ingeniería"
`,
  'translations/es.yaml': `nav:
  home: Inicio
  events: Eventos
languages:
  es: Español
  de: Deutsch
footer:
  phone: "+593 2 245 1000"
  copyright: "© {{year}} {{company}}"
contact:
  intro: Escríbanos y le responderemos pronto
`,
  'translations/en.yaml': `nav:
  home: Home
  events: Events
languages:
  es: Español
  de: Deutsch
footer:
  phone: "+593 2 245 1000"
  copyright: "© {{year}} {{company}}"
contact:
  intro: Write to us and we will answer soon
`,
  'translations/pt.yaml': `nav:
  home: Início
  events: Eventos
languages:
  es: Español
  de: Deutsch
footer:
  phone: "+593 2 245 1000"
  copyright: "© {{year}} {{company}}"
contact:
  intro: Escríbanos y le responderemos pronto
`,
  'translations/de.yaml': `nav:
  home: Startseite
languages:
  es: Español
  de: Deutsch
footer:
  phone: "+593 2 245 1000"
  copyright: "© {{year}} {{company}}"
contact:
  intro: ""
`,
  'services/oil.yaml': `name:
  es: Petróleo y gas
  en: Oil and gas
  pt: Petróleo e gás
  de: Öl und Gas
items:
  - title:
      es: Control de flujo
      en: Flow control
      pt: Controle de fluxo
    logos:
      - altText: Valvex
`,
  'cases/energy.yaml': `name:
  es: Energía y minas
  en: Energy and mining
  pt: Energía y minas
  de: Energie und Bergbau
`,
  'events/fair.yaml': `title:
  es: Tecnandes en la feria de Hannover
  en: Tecnandes at the Hannover fair
  pt: Tecnandes na feira de Hannover
  de: Tecnandes auf der Hannover Messe
description:
  es: Visita técnica a nuestros socios
  en: Technical visit to our partners
  pt: Visita técnica a nuestros socios
  de: Technischer Besuch bei unseren Partnern
`,
  'events/broken.yaml': 'title: [unclosed\n',
  'locations/ec.yaml': `offices:
  - title:
      es: Quito – Matriz
      en: Quito – Head office
      pt: Quito – Sede
      de: Quito – Hauptsitz
    address:
      es: Av. Amazonas 100 y Colón, Quito, Ecuador
      en: Av. Amazonas 100 y Colón, Quito, Ecuador
      pt: Av. Amazonas 100 y Colón, Quito, Equador
      de: Av. Amazonas 100 y Colón, Quito, Ecuador
`,
};

let root: string;
let report: CoverageReport;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-coverage-'));
  for (const [relative, text] of Object.entries(fixture)) {
    const file = path.join(root, 'content', relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  const files = await readContentFiles(path.join(root, 'content'));
  report = translationCoverage(files, localesView.parse(files.find((file) => file.kind === 'site')?.source.data));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const cell = (language: 'en' | 'pt' | 'de', kind: Parameters<typeof cellOf>[2], region: 'ec' | 'pe') => {
  const found = cellOf(report, language, kind, region);
  if (!found) throw new Error(`no cell ${language}/${kind}/${region}`);
  const { total, translated, missing, identical } = found;
  return { total, translated, missing, identical };
};

describe('translation coverage of a hand-counted fixture', () => {
  it('has a row per target language, a column per kind with texts, a table per region', () => {
    expect(report.languages).toEqual(['en', 'pt', 'de']);
    expect(report.kinds).toEqual(['ui', 'site', 'services', 'cases', 'events', 'locations']);
    expect(report.regions).toEqual(['ec', 'pe']);
    expect(report.cells).toHaveLength(3 * 6 * 2);
    expect(report.unreadFiles).toEqual(['content/events/broken.yaml']);
  });

  it('counts UI texts in every region: an absent key and an empty text are missing, a copied sentence identical', () => {
    for (const region of ['ec', 'pe'] as const) {
      expect(cell('en', 'ui', region)).toEqual({ total: 7, translated: 7, missing: 0, identical: 0 });
      // Eventos (a single capitalised word), language names, the phone number and the placeholders-only line are the same by right.
      expect(cell('pt', 'ui', region)).toEqual({ total: 7, translated: 6, missing: 0, identical: 1 });
      expect(cell('de', 'ui', region)).toEqual({ total: 7, translated: 5, missing: 2, identical: 0 });
    }
  });

  it("counts a region's own entry of site.yaml in that region only, its name (in the regions menu) and the rest of site.yaml everywhere", () => {
    expect(cell('en', 'site', 'ec')).toEqual({ total: 3, translated: 3, missing: 0, identical: 0 });
    expect(cell('pt', 'site', 'ec')).toEqual({ total: 3, translated: 2, missing: 0, identical: 1 });
    expect(cell('de', 'site', 'pe')).toEqual({ total: 3, translated: 2, missing: 1, identical: 0 });
  });

  it('counts services and cases in the regions that list them, offices in their own region', () => {
    expect(cell('de', 'services', 'ec')).toEqual({ total: 2, translated: 1, missing: 1, identical: 0 });
    expect(cell('de', 'services', 'pe')).toEqual({ total: 2, translated: 1, missing: 1, identical: 0 });
    expect(cell('pt', 'cases', 'ec')).toEqual({ total: 1, translated: 0, missing: 0, identical: 1 });
    expect(cell('pt', 'cases', 'pe')).toEqual({ total: 0, translated: 0, missing: 0, identical: 0 });
    expect(cell('pt', 'events', 'pe')).toEqual({ total: 2, translated: 1, missing: 0, identical: 1 });
    // The address is the same in en and de by right; the title is translated.
    expect(cell('en', 'locations', 'ec')).toEqual({ total: 2, translated: 2, missing: 0, identical: 0 });
    expect(cell('en', 'locations', 'pe').total).toBe(0);
  });

  it('totals count each text once, whatever the number of regions', () => {
    expect(report.totals).toEqual([
      { language: 'en', total: 17, translated: 17, missing: 0, identical: 0, outdated: 0 },
      { language: 'pt', total: 17, translated: 13, missing: 0, identical: 4, outdated: 0 },
      { language: 'de', total: 17, translated: 13, missing: 4, identical: 0, outdated: 0 },
    ]);
  });

  it('lists every text to look at where it is written', () => {
    expect(report.findings).toHaveLength(8);
    expect(report.findings).toContainEqual({
      language: 'de',
      kind: 'site',
      state: 'missing',
      file: 'content/site.yaml',
      line: 26,
      col: 5,
      field: 'company.mission',
      spanish: 'Servimos a la industria con ingeniería',
      regions: ['ec', 'pe'],
    });
    expect(report.findings).toContainEqual(
      expect.objectContaining({ language: 'de', field: 'nav.events', file: 'content/translations/de.yaml', line: 1, state: 'missing' }),
    );
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        language: 'pt',
        field: 'name',
        file: 'content/cases/energy.yaml',
        line: 4,
        state: 'identical',
        regions: ['ec'],
      }),
    );
  });
});

describe('texts that are the same in every language by right', () => {
  const context = { kind: 'ui' as const, path: ['x'], endonyms: new Set(['Deutsch']) };
  it.each([
    ['1975'],
    ['+593 2 245 1000'],
    ['{{count}}/{{max}}'],
    ['info@tecnandes.com.ec'],
    ['https://www.tecnandes.com.ec/'],
    ['Deutsch'],
    ['Tecnandes'],
    ['Hannover Messe 2025'],
    ['IP/MPLS'],
  ])('%s', (text) => {
    expect(sameInEveryLanguage(text, context)).toBe(true);
  });
  it.each([['Ver casos'], ['{{current}} de {{total}}'], ['Tecnandes en Hannover Messe 2025'], ['Planta de fibra óptica']])(
    '%s is worth a look when copied',
    (text) => {
      expect(sameInEveryLanguage(text, context)).toBe(false);
    },
  );
  it('postal addresses of offices', () => {
    expect(
      sameInEveryLanguage('Av. Paulista 1636, Bela Vista', { kind: 'locations', path: ['offices', 0, 'address'], endonyms: new Set() }),
    ).toBe(true);
  });
});
