import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { type Document, isScalar, parseDocument, visit, type YAMLMap, type YAMLSeq } from 'yaml';
import { readContentFiles } from '../cli/report.ts';
import { type ContentCopy, copyContent } from '../generator/content-fixture.ts';
import { translationCoverage } from '../generator/coverage.ts';
import { type LoadResult, loadContent } from '../generator/load-content.ts';
import { localesView } from '../schemas/locales.ts';
import { projectRoot } from './support/site-server.ts';

/**
 * CONTENT.md promises that a language and a region are content: this adds French and Colombia to a copy of
 * content/ without touching code, then validates and builds it, and looks for them everywhere a visitor, a
 * search engine, a translator and the web server meet languages and regions.
 */
const run = promisify(execFile);
const existing = ['es', 'en', 'pt', 'de'];

/** What a French visitor reads first: the menus, the footer and the page titles, in real French. */
const frenchStrings: Record<string, Record<string, string>> = {
  nav: {
    home: 'Accueil',
    services: 'Services',
    regions: 'Régions',
    cases: 'Références',
    events: 'Événements',
    about: 'À propos',
    contact: 'Contact',
    language: 'Langue',
    countries: 'Pays',
    country: 'Pays',
    menu: 'Menu',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainNavigation: 'Navigation principale',
    skipToContent: 'Aller au contenu principal',
    logoHome: "{{company}}, aller à la page d'accueil",
    currentRegion: 'Région actuelle',
  },
  footer: {
    contactTitle: 'Contactez-nous',
    addressLabel: 'Adresse',
    phoneLabel: 'Téléphone',
    faxLabel: 'Fax',
    emailLabel: 'E-mail',
    officeLabel: 'Bureau',
    linksTitle: 'Liens',
    about: 'À propos',
    events: 'Événements et actualités',
    privacy: 'Politique de confidentialité',
    presenceTitle: 'Présence internationale',
    servicesTitle: 'Services',
    socialTitle: 'Suivez-nous',
    legalTitle: 'Mentions légales',
    copyright: '© {{year}} {{company}}. Tous droits réservés.',
  },
};
const frenchTitles: Record<string, string> = {
  'meta.home.title': 'Solutions techniques depuis 1975',
  'meta.about.title': 'À propos de nous',
  'meta.contact.title': 'Contact',
  'meta.events.title': 'Événements et actualités',
  'meta.privacy.title': 'Politique de confidentialité',
};

/** Every text written per language gets a French entry: the English text, as a translator's first draft. */
function addFrench(doc: Document): void {
  visit(doc, {
    Map(_, map) {
      const keys = map.items.map((pair) => (isScalar(pair.key) ? pair.key.value : undefined));
      if (keys.length === existing.length && existing.every((language) => keys.includes(language))) {
        map.set('fr', map.get('en'));
      }
    },
  });
}

async function addFrenchAndColombia(copy: ContentCopy): Promise<void> {
  const yamlFiles = (await readContentFiles(copy.contentDir)).map((file) => path.relative('content', file.source.file));
  for (const relative of yamlFiles) await copy.editYaml(relative, addFrench);

  const english = parseDocument(await readFile(path.join(copy.contentDir, 'translations/en.yaml'), 'utf8'));
  for (const [group, texts] of Object.entries(frenchStrings)) {
    for (const [key, text] of Object.entries(texts)) english.setIn([group, key], text);
  }
  for (const [key, text] of Object.entries(frenchTitles)) english.setIn(key.split('.'), text);
  await writeFile(path.join(copy.contentDir, 'translations/fr.yaml'), english.toString({ lineWidth: 0 }));

  await copy.editYaml('site.yaml', (doc) => {
    (doc.get('languages') as YAMLSeq).add('fr');
    const peru = doc.getIn(['regions', 1]) as YAMLMap;
    const colombia = {
      ...(peru.toJSON() as Record<string, unknown>),
      id: 'co',
      name: { es: 'Colombia', en: 'Colombia', pt: 'Colômbia', de: 'Kolumbien', fr: 'Colombie' },
      countryCode: 'CO',
      defaultLanguage: 'es',
      locale: 'es-CO',
      domains: ['www.tecnandes.com.co', 'tecnandes.com.co'],
      services: ['telecomunications', 'industrial'],
      cases: [],
    };
    (doc.get('regions') as YAMLSeq).add(doc.createNode(colombia));
  });

  await copy.editYaml('brands.yaml', (doc) => {
    doc.setIn(['sets', 'co'], doc.createNode((doc.getIn(['sets', 'pe']) as YAMLSeq).toJSON()));
  });
  await writeFile(
    path.join(copy.contentDir, 'locations/co.yaml'),
    `offices:
  - id: bogota
    title:
      es: Bogotá – Oficina Colombia
      en: Bogotá – Colombia office
      pt: Bogotá – Escritório Colômbia
      de: Bogotá – Büro Kolumbien
      fr: Bogotá – Bureau Colombie
    city: Bogotá
    address:
      es: 'Carrera 7 # 71-21, Torre B, Bogotá, Colombia'
      en: 'Carrera 7 # 71-21, Tower B, Bogotá, Colombia'
      pt: 'Carrera 7 # 71-21, Torre B, Bogotá, Colômbia'
      de: 'Carrera 7 # 71-21, Turm B, Bogotá, Kolumbien'
      fr: 'Carrera 7 # 71-21, Tour B, Bogotá, Colombie'
    phones:
      - +57 601 745 2100
    email: info@tecnandes.com.co
    map: https://www.openstreetmap.org/export/embed.html?bbox=-74.0616%2C4.6522%2C-74.0496%2C4.6602&layer=mapnik&marker=4.6562%2C-74.0556
    geo: { lat: 4.6562, lng: -74.0556 }
`,
  );
  const privacy = parseDocument(await readFile(path.join(copy.contentDir, 'privacy/pe.yaml'), 'utf8'));
  privacy.setIn(['controller', 'office'], 'bogota');
  privacy.setIn(['controller', 'email'], 'privacidad@tecnandes.com.co');
  privacy.setIn(
    ['law'],
    privacy.createNode({
      es: 'Ley Estatutaria 1581 de 2012 de Protección de Datos Personales',
      en: 'Statutory Law 1581 of 2012 on the Protection of Personal Data',
      pt: 'Lei Estatutária 1581 de 2012 de Proteção de Dados Pessoais',
      de: 'Gesetz 1581 von 2012 zum Schutz personenbezogener Daten',
      fr: 'Loi statutaire 1581 de 2012 sur la protection des données personnelles',
    }),
  );
  privacy.setIn(
    ['authority', 'name'],
    privacy.createNode({
      es: 'Superintendencia de Industria y Comercio (SIC)',
      en: 'Superintendency of Industry and Commerce (SIC)',
      pt: 'Superintendência de Indústria e Comércio (SIC)',
      de: 'Aufsichtsbehörde für Industrie und Handel (SIC)',
      fr: "Surintendance de l'industrie et du commerce (SIC)",
    }),
  );
  privacy.setIn(['authority', 'url'], 'https://www.sic.gov.co');
  await writeFile(path.join(copy.contentDir, 'privacy/co.yaml'), privacy.toString({ lineWidth: 0 }));
}

let copy: ContentCopy;
let loaded: LoadResult;
let outDir: string;
const built = (relative: string) => readFile(path.join(outDir, relative), 'utf8');

describe('a fifth language and a fourth region, added as content only', () => {
  before(async () => {
    copy = await copyContent();
    await addFrenchAndColombia(copy);
    loaded = await loadContent(copy.contentDir);
    if (loaded.problems.some((problem) => problem.severity === 'error')) return;
    const scratch = path.join(projectRoot, '.scratch');
    await mkdir(scratch, { recursive: true });
    outDir = path.join(await mkdtemp(path.join(scratch, 'site-fr-co-')), 'dist');
    await run(process.execPath, ['cli/site.ts', 'build', '--content', copy.contentDir, '--out', outDir], {
      cwd: projectRoot,
      maxBuffer: 16 * 1024 * 1024,
    });
  });
  after(async () => {
    await copy?.remove();
    if (outDir) await rm(path.dirname(outDir), { recursive: true, force: true });
  });

  test('validates, with French and Colombia in the declared languages and regions', () => {
    assert.deepEqual(
      loaded.problems.filter((problem) => problem.severity === 'error'),
      [],
    );
    assert.deepEqual(loaded.locales?.languages, [...existing, 'fr']);
    assert.deepEqual(loaded.locales?.regions, ['ec', 'pe', 'br', 'co']);
  });

  test('routes every page of Colombia and every page in French', () => {
    const paths = new Set(loaded.routes?.map((route) => route.path));
    for (const expected of ['/co/home', '/co/contact', '/co/privacy', '/co/fr/home', '/ec/fr/services/oil', '/br/fr/about']) {
      assert.ok(paths.has(expected), `${expected} is a route`);
    }
  });

  test('prerenders the pages with the French menus and the Colombian office', async () => {
    const frenchHome = await built('client/ec/fr/home/index.html');
    assert.match(frenchHome, /<html[^>]* lang="fr"/);
    for (const label of [frenchStrings.nav?.home, frenchStrings.nav?.about, frenchStrings.nav?.contact]) {
      assert.ok(frenchHome.includes(`>${label}<`), `the French menu has ${label}`);
    }
    assert.ok(frenchHome.includes('>Français<'), 'the language menu offers French in its own name');
    assert.ok(frenchHome.includes('>Colombie<'), 'the regions menu names Colombia in French');

    const colombia = await built('client/co/home/index.html');
    assert.match(colombia, /<html[^>]* lang="es-CO"/);
    assert.ok(colombia.includes('Carrera 7 # 71-21, Torre B'), 'the footer shows the office in Bogotá');
    assert.ok(colombia.includes('>Français<'), 'the language menu of Colombia offers French');
  });

  test('links every language version, French included, for search engines', async () => {
    const colombia = await built('client/co/home/index.html');
    const alternates = [...colombia.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    assert.deepEqual(alternates, [
      'es-CO https://www.tecnandes.com.co/co/home',
      'en https://www.tecnandes.com.co/co/en/home',
      'pt https://www.tecnandes.com.co/co/pt/home',
      'de https://www.tecnandes.com.co/co/de/home',
      'fr https://www.tecnandes.com.co/co/fr/home',
      'x-default https://www.tecnandes.com.co/co/home',
    ]);
    const sitemap = await built('client/sitemap.xml');
    assert.ok(sitemap.includes('<loc>https://www.tecnandes.com.co/co/fr/contact</loc>'), 'the sitemap lists Colombia in French');
    assert.ok(sitemap.includes('<loc>https://www.tecnandes.com.ec/ec/fr/about</loc>'), 'the sitemap lists Ecuador in French');
  });

  test("serves Colombia's host and paths from the nginx configuration", async () => {
    const nginx = await built('nginx/site.conf');
    assert.ok(nginx.includes('www.tecnandes.com.co'), 'the Colombian host');
    assert.ok(nginx.includes('"=/co/es/home" "/co/home";'), 'the Spanish alias of the Colombian home');
    assert.ok(nginx.includes('/co/fr/'), 'the French pages of Colombia');
  });

  test('counts the French texts in the translation report, per region including Colombia', async () => {
    const files = await readContentFiles(copy.contentDir);
    const locales = localesView.parse(files.find((file) => file.kind === 'site')?.source.data);
    const report = translationCoverage(files, locales);
    assert.deepEqual(report.languages, ['en', 'pt', 'de', 'fr']);
    assert.deepEqual(report.regions, ['ec', 'pe', 'br', 'co']);
    const frenchUi = report.cells.find((cell) => cell.language === 'fr' && cell.kind === 'ui' && cell.region === 'co');
    assert.ok(frenchUi && frenchUi.total > 100 && frenchUi.missing === 0, 'every UI text exists in French');
  });
});
