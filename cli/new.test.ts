import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isScalar, parse, visit } from 'yaml';
import type { Problem } from '../generator/content/problem.ts';
import { type ContentCopy, copyContent, dayTheContentIsCurrent, nextEventId } from '../tests/support/content-fixture.ts';
import { runSiteCommandHere } from '../tests/support/run-site-command.ts';

const site = runSiteCommandHere;

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

async function validate(): Promise<{ code: number; problems: Problem[] }> {
  const { code, stdout } = await site('validate', '--content', copy.contentDir, '--format', 'json', '--today', dayTheContentIsCurrent);
  return { code, problems: (JSON.parse(stdout) as { problems: Problem[] }).problems };
}

/** What a translator does: replaces each marked text with a translation, marker gone. */
async function translate(relative: string): Promise<void> {
  await copy.editYaml(relative, (doc) =>
    visit(doc, {
      Scalar(_, node) {
        if (isScalar(node) && typeof node.value === 'string' && node.value.startsWith('[translate] ')) {
          node.value = `Übersetzt: ${node.value.slice('[translate] '.length)}`;
        }
      },
    }),
  );
}

/** The whole loop: `site new` writes a file that fails validation only for its marked texts, until they are translated. */
async function expectUntranslatedUntilTranslated(relative: string, markedTexts: number): Promise<void> {
  const before = await validate();
  expect(before.code).toBe(1);
  expect(new Set(before.problems.map((problem) => `${problem.file} ${problem.code}`))).toEqual(
    new Set([`${copy.file(relative)} untranslated`]),
  );
  expect(before.problems).toHaveLength(markedTexts);
  for (const problem of before.problems)
    expect(problem.message).toMatch(/^The (English|Portuguese|German) text of '.+' is still marked '\[translate\]'/);
  await translate(relative);
  const after = await validate();
  expect(after.problems).toEqual([]);
  expect(after.code).toBe(0);
}

describe('site new', { timeout: 90_000 }, () => {
  it("writes a new file of a kind from its schema's questions: a service line, with --help listing them", async () => {
    const help = await site('new', 'service', '--content', copy.contentDir, '--help');
    expect(help.stdout).toMatch(/--tile-image-src +A file in content\/assets/);
    expect(help.stdout).toMatch(/--items-logos-alt-text +The partner's name/);
    const image = '/assets/services/energy-tile.svg';
    const { code, stdout, stderr } = await site(
      'new',
      'service',
      '--content',
      copy.contentDir,
      '--no-input',
      ...['--file-name', 'mining', '--name', 'Minería', '--summary', 'Equipos y soporte técnico para operaciones mineras.'],
      ...['--tile-image-src', image, '--tile-image-alt', 'Operación minera a cielo abierto'],
      ...['--items-image-src', image, '--items-image-alt', 'Perforadora en una mina'],
      ...['--items-title1', 'Minería', '--items-title', 'Perforación y voladura', '--items-subtitle', 'Equipos para la mina'],
      ...['--items-description', 'Suministro e instalación de equipos.', '--items-desc1', 'Soporte técnico 24/7.'],
      ...['--items-detailed-content-main-title', 'Alcance', '--items-detailed-content-columns-subtitle', 'Equipos'],
      ...['--items-detailed-content-columns-text', 'Perforadoras y compresores.', '--items-logos-image', '/assets/brands/actuon.svg'],
      ...['--items-logos-alt-text', 'Actuon'],
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('✔ new service line: content/services/mining.yaml');
    expect(stdout).toMatch(
      /content\/services\/mining\.yaml:1:1 +warning unknown-file +No region lists this service line, so it has no page: add 'mining' to the services of a region in content\/site\.yaml to publish it\.$/m,
    );
    expect(stdout).not.toContain('No region shows it yet');
    const written = parse(await readFile(path.join(copy.contentDir, 'services', 'mining.yaml'), 'utf8'));
    expect(written.items[0].logos[0]).toEqual({ image: '/assets/brands/actuon.svg', altText: 'Actuon' });
    // What the warning asks for; from then on only the marked texts stand between the file and a build.
    await copy.editYaml('site.yaml', (doc) => doc.addIn(['regions', 1, 'services'], 'mining'));
    await expectUntranslatedUntilTranslated('services/mining.yaml', 36);
  });

  it("writes a job opening at one of the offices there are, and lists it in that office's region", async () => {
    const before = await readFile(path.join(copy.contentDir, 'site.yaml'), 'utf8');
    const flags = [
      ...['--title', 'Técnico de campo', '--contract', 'fullTime', '--summary', 'Instalación y mantenimiento en sitio.'],
      ...['--description', 'Instalará equipos en plantas industriales.', '--requirements', 'Título técnico.'],
      ...['--offer', 'Capacitación continua.', '--date-posted', '2026-11-02', '--valid-through', '2027-01-31'],
    ];
    const typo = await site(
      'new',
      'job',
      '--content',
      copy.contentDir,
      '--no-input',
      '--file-name',
      'field-technician-lima',
      '--office',
      'lma',
      ...flags,
    );
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("--office 'lma' must be one of sao-paulo, quito-matriz, quito-norte, guayaquil, lima");
    const { code, stdout, stderr } = await site(
      'new',
      'job',
      '--content',
      copy.contentDir,
      '--no-input',
      ...['--file-name', 'field-technician-lima', '--office', 'lima', ...flags],
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('✔ new job opening, listed under jobs of pe in content/site.yaml: content/jobs/field-technician-lima.yaml');
    expect(stdout).toContain('/pe/jobs/field-technician-lima');
    const lines = before.split('\n');
    const changed = (await readFile(path.join(copy.contentDir, 'site.yaml'), 'utf8')).split('\n');
    expect(changed.filter((line, index) => line !== lines[index])).toEqual([
      '    jobs: [electrical-project-engineer-lima, field-technician-lima]',
    ]);
    await expectUntranslatedUntilTranslated('jobs/field-technician-lima.yaml', 15);
  });

  it('asks again for a file name that is taken, and for an asset that is not there', async () => {
    const { code, stderr } = await site(
      'new',
      'service',
      '--content',
      copy.contentDir,
      '--no-input',
      '--file-name',
      'oil',
      '--tile-image-src',
      '/assets/services/none.svg',
      '--items-image-src',
      '/assets/services/Energy-Tile.SVG',
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      "--items-image-src '/assets/services/Energy-Tile.SVG' is not in content/assets/services/Energy-Tile.SVG, but content/assets/services/energy-tile.svg is: write the name with the capitals the file has.",
    );
    expect(stderr).toContain("--file-name 'oil' is taken: content/services/oil.yaml exists.");
    expect(stderr).toContain(
      "--tile-image-src '/assets/services/none.svg' is not in content/assets/services/none.svg; put the file there first.",
    );
  });

  it('writes an event in four languages, prints its URLs, and validates once translated', async () => {
    const id = await nextEventId(copy.contentDir);
    const { code, stdout } = await site(
      'new',
      'event',
      '--content',
      copy.contentDir,
      '--date',
      '2025-10-14',
      '--category',
      'news',
      '--title',
      'Nueva alianza de instrumentación en Guayaquil',
      '--description',
      'Firmamos un acuerdo de distribución con un socio de instrumentación.',
      '--details',
      'Lo más destacado de 2025:\\n- **Talleres técnicos** para clientes',
    );
    expect(code).toBe(0);
    const relative = 'events/2025-nueva-alianza-de-instrumentacion-en-guayaquil.yaml';
    expect(stdout).toContain(`✔ new event ${id}: ${copy.file(relative)}`);
    expect(stdout).toContain('9 texts in');
    for (const url of [
      'https://www.tecnandes.com.ec/ec/events',
      'https://www.tecnandes.com.pe/pe/de/events',
      'https://www.tecnandes.com.br/br/events',
    ]) {
      expect(stdout).toContain(`  ${url}\n`);
    }
    const written = await readFile(path.join(copy.contentDir, relative), 'utf8');
    expect(written).toContain(
      '  es: Nueva alianza de instrumentación en Guayaquil\n  en: "[translate] Nueva alianza de instrumentación en Guayaquil"',
    );
    expect(written).toContain('- **Talleres técnicos** para clientes');
    await expectUntranslatedUntilTranslated(relative, 9);
  });

  it('writes an event with several pictures, each with its own alternative text', async () => {
    const eventArgs = [
      'new',
      'event',
      '--content',
      copy.contentDir,
      '--date',
      '2025-10-14',
      '--category',
      'tradeFairs',
      '--title',
      'Feria minera de Arequipa',
      '--description',
      'Nos encontrará en el stand 12.',
      '--details',
      'En la feria de 2025 mostramos patines de medición.',
      '--image',
      '/assets/events/2025-feria-hannover-stand.svg',
      '--image-alt',
      'Nuestro stand con pantallas de demostración',
      '--image',
      '/assets/events/2025-feria-hannover-ingenieros.svg',
    ];
    const unpaired = await site(...eventArgs);
    expect(unpaired.code).toBe(2);
    expect(unpaired.stderr).toContain('every --image needs its --image-alt, in the same order: found 2 --image and 1 --image-alt.');

    const { code } = await site(...eventArgs, '--image-alt', 'Ingenieros recorriendo los pabellones');
    expect(code).toBe(0);
    const relative = 'events/2025-feria-minera-de-arequipa.yaml';
    const written = parse(await readFile(path.join(copy.contentDir, relative), 'utf8')) as {
      images: { src: string; alt: Record<string, string> }[];
    };
    expect(written.images.map((image) => [image.src, image.alt.es, image.alt.de])).toEqual([
      [
        '/assets/events/2025-feria-hannover-stand.svg',
        'Nuestro stand con pantallas de demostración',
        '[translate] Nuestro stand con pantallas de demostración',
      ],
      [
        '/assets/events/2025-feria-hannover-ingenieros.svg',
        'Ingenieros recorriendo los pabellones',
        '[translate] Ingenieros recorriendo los pabellones',
      ],
    ]);
    // Title, description and details, and each picture's text: three languages to translate each.
    await expectUntranslatedUntilTranslated(relative, 15);
  });

  it('appends a success case to its sector, keeping the comments of the file', async () => {
    await copy.editText('cases/energy.yaml', (text) => `# Energy cases: the first card is the headline case.\n${text}`);
    const { code, stdout } = await site(
      'new',
      'case',
      '--content',
      copy.contentDir,
      '--sector',
      'energy',
      '--image',
      '/assets/cases/energy-card.svg',
      '--image-alt',
      'Banco de baterías en una sala técnica',
      '--title',
      'Respaldo de energía para un centro de datos',
      '--description',
      'Instalamos 4 sistemas UPS con baterías de plomo-ácido.',
      '--column-subtitle',
      'Alcance',
      '--column-text',
      'Cuatro sistemas UPS en redundancia N+1.',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/✔ success case \d+ added to: content\/cases\/energy\.yaml/);
    expect(stdout).toContain('  https://www.tecnandes.com.ec/ec/en/cases/energy\n');
    expect(stdout).not.toContain('tecnandes.com.pe');
    expect(await readFile(path.join(copy.contentDir, 'cases/energy.yaml'), 'utf8')).toMatch(
      /^# Energy cases: the first card is the headline case\.\n/,
    );
    await expectUntranslatedUntilTranslated('cases/energy.yaml', 15);
  });

  it('appends a service item with partner logos from brands.yaml', async () => {
    const { code, stdout } = await site(
      'new',
      'service-item',
      '--content',
      copy.contentDir,
      '--service',
      'oil',
      '--image',
      '/assets/services/oil-gas.svg',
      '--image-alt',
      'Patín de medición con medidores ultrasónicos',
      '--title',
      'Medición fiscal',
      '--subtitle',
      'Transferencia de custodia de crudo y gas',
      '--description',
      'Diseñamos y montamos patines de medición.',
      '--desc1',
      'Cada patín sale calibrado y con certificado.',
      '--main-title',
      'Medición de principio a fin',
      '--column-subtitle',
      'Patines',
      '--column-text',
      'Diseño, montaje y pruebas.',
      '--logo',
      'valvex',
      '--logo',
      'flowsentry',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('  https://www.tecnandes.com.br/br/services/oil\n');
    const written = await readFile(path.join(copy.contentDir, 'services/oil.yaml'), 'utf8');
    expect(written).toContain('      - image: /assets/brands/flowsentry.svg\n        altText: Flowsentry');
    await expectUntranslatedUntilTranslated('services/oil.yaml', 24);
  });

  it('appends an office to its region with a map of its coordinates', async () => {
    const { code, stdout } = await site(
      'new',
      'location',
      '--content',
      copy.contentDir,
      '--region',
      'pe',
      '--id',
      'arequipa',
      '--title',
      'Arequipa – Oficina sur',
      '--city',
      'Arequipa',
      '--address',
      'Av. Ejército 101, Yanahuara, Arequipa, Perú',
      '--phone',
      '+51 54 270 101',
      '--email',
      'arequipa@tecnandes.com.pe',
      '--lat=-16.3912',
      '--lng=-71.5450',
    );
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').slice(-4)).toEqual([
      '  https://www.tecnandes.com.pe/pe/contact',
      '  https://www.tecnandes.com.pe/pe/en/contact',
      '  https://www.tecnandes.com.pe/pe/pt/contact',
      '  https://www.tecnandes.com.pe/pe/de/contact',
    ]);
    expect(await readFile(path.join(copy.contentDir, 'locations/pe.yaml'), 'utf8')).toContain('marker=-16.3912%2C-71.545');
    await expectUntranslatedUntilTranslated('locations/pe.yaml', 6);
  });

  it("refuses to append an office to a region's file YAML cannot read, in one line, and writes nothing", async () => {
    await copy.editText('locations/pe.yaml', (text) => `${text}extra: *nowhere\n`);
    const before = await readFile(path.join(copy.contentDir, 'locations/pe.yaml'), 'utf8');
    const office = ['--region', 'pe', '--id', 'arequipa', '--title', 'Arequipa', '--city', 'Arequipa', '--address', 'Av. Ejército 101'];
    const contact = ['--phone', '+51 54 270 101', '--email', 'arequipa@tecnandes.com.pe', '--lat=-16.3912', '--lng=-71.5450'];
    const { code, stderr } = await site('new', 'location', '--content', copy.contentDir, ...office, ...contact);
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(/locations\/pe\.yaml is not valid YAML; fix it first \(site validate shows where\)\.$/);
    expect(stderr).not.toContain('    at ');
    expect(await readFile(path.join(copy.contentDir, 'locations/pe.yaml'), 'utf8')).toBe(before);
  });

  it("--help names a closed list's choices from the content: a region added to site.yaml is one of --region's", async () => {
    const before = await site('new', 'location', '--content', copy.contentDir, '--help');
    expect(before.code).toBe(0);
    expect(before.stdout).toMatch(/--region +Region \(one of: ec, pe, br\)$/m);
    await copy.editYaml('site.yaml', (doc) => {
      const added = doc.getIn(['regions', 0]) as { clone(): { set(key: string, value: unknown): void } };
      const region = added.clone();
      region.set('id', 'co');
      doc.addIn(['regions'], region);
    });
    const after = await site('new', 'location', '--content', copy.contentDir, '--help');
    expect(after.stdout).toMatch(/--region +Region \(one of: ec, pe, br, co\)$/m);
    // A description that names the choices itself is not followed by them again.
    const job = await site('new', 'job', '--content', copy.contentDir, '--help');
    expect(job.stdout).toMatch(/--contract +Type of contract: fullTime, .*ask a developer \(schemas\/job\.ts\)$/m);
  });

  it('names every missing or wrong flag when it cannot ask, and writes nothing', async () => {
    const { code, stderr } = await site('new', 'event', '--content', copy.contentDir, '--date', '14/10/2025', '--category', 'parties');
    expect(code).toBe(2);
    expect(stderr).toContain("--date '14/10/2025' must be a date written YYYY-MM-DD, like 2025-11-20.");
    expect(stderr).toMatch(/--category 'parties' must be one of news, tradeFairs/);
    expect(stderr).toContain('--title is required');
    expect((await validate()).code).toBe(0);
  });

  it('writes nothing while a region of site.yaml has facts validate refuses (a default language the site lacks)', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 1, 'defaultLanguage'], 'fr'));
    const events = await readdir(path.join(copy.contentDir, 'events'));
    const { code, stderr } = await site(
      'new',
      'event',
      '--content',
      copy.contentDir,
      '--date',
      '2025-10-14',
      '--category',
      'news',
      '--title',
      'Nueva alianza de instrumentación en Guayaquil',
      '--description',
      'Firmamos un acuerdo de distribución con un socio de instrumentación.',
      '--no-input',
    );
    expect(code).toBe(1);
    expect(stderr).toContain('content/site.yaml could not be read; run `site validate');
    expect(await readdir(path.join(copy.contentDir, 'events'))).toEqual(events);
  });

  it('refuses a flag of another kind with the flags of this one and the usage, exit 2, no stack trace', async () => {
    const { code, stderr } = await site('new', 'event', '--content', copy.contentDir, '--city', 'Quito', '--no-input');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^--city does not apply to 'site new event'; its flags are: --content, --no-input, .*--date, .*--category/);
    expect(stderr).toContain('Usage:');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown flag with the usage, exit 2, no stack trace', async () => {
    const { code, stderr } = await site('new', 'case', '--content', copy.contentDir, '--colour', 'red', '--no-input');
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--colour'");
    expect(stderr).toContain('Usage: site new event|case|service-item|location');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
