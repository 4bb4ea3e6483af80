import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../generator/content/load-content.ts';
import { type ContentCopy, copyContent, dayTheContentIsCurrent } from '../../tests/support/content-fixture.ts';
import { editorGuard } from './guard.ts';
import { editorRoutes } from './routes.ts';

/**
 * The editor's routes as two people (two tabs, a tab and git) use them at once: nothing one of them wrote is lost,
 * and nothing is written outside an entry's own file.
 */

let copy: ContentCopy;
let server: Server;
let origin: string;

beforeEach(async () => {
  copy = await copyContent();
  const answer = editorRoutes({
    contentDir: copy.contentDir,
    guard: editorGuard(),
    routes: () => [],
    page: async (_url, html) => html,
    today: dayTheContentIsCurrent,
  });
  server = createServer((request, response) => {
    void answer(request, response).then((answered) => {
      if (!answered) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await copy.remove();
});

const api = async (method: string, route: string, body?: unknown) => {
  const response = await fetch(`${origin}/_edit/api${route}`, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const opened = async (relative: string) => (await api('GET', `/file?path=${encodeURIComponent(relative)}`)).body;
const text = (relative: string) => readFile(path.join(copy.contentDir, relative), 'utf8');

const office = (id: string, lat: string) => ({
  region: 'pe',
  id,
  title: `Oficina ${id}`,
  city: 'Arequipa',
  address: 'Av. Ejército 101, Yanahuara, Arequipa, Perú',
  phone: ['+51 54 270 101'],
  email: `${id}@tecnandes.com.pe`,
  lat,
  lng: '-71.5450',
});
const event = (title: string) => ({
  date: '2026-10-14',
  category: 'news',
  title,
  description: 'Firmamos un acuerdo de distribución con un socio de instrumentación.',
  details: 'Talleres técnicos para clientes.',
});

describe('the editor with two people at work', () => {
  it('saves over a change made on disk since the file was opened only where they do not meet, and keeps both', async () => {
    const file = await copy.firstFileIn('events');
    const first = await opened(file);
    const data = first.data as { title: Record<string, string> };
    const withTitle = (language: string, title: string) => ({ ...data, title: { ...data.title, [language]: title } });
    const save = (changed: unknown, extra: object = { base: data }) =>
      api('PUT', '/file', { path: file, version: first.version, data: changed, ...extra });
    await copy.editText(file, (before) => before.replace(/^(\s+en: ).*$/m, '$1Changed by a colleague'));
    // Another field: both changes are kept, and the answer says so.
    const merged = await save(withTitle('de', 'Neu'));
    expect(merged.status).toBe(200);
    expect(merged.body.merged).toBe(true);
    expect(parse(await text(file)).title).toMatchObject({ en: 'Changed by a colleague', de: 'Neu' });
    // The same field: refused, and the colleague's text stays.
    const before = await text(file);
    const refused = await save(withTitle('en', 'Mine'));
    expect(refused.status).toBe(409);
    expect(refused.body.changedOnDisk).toBe(true);
    expect(await text(file)).toBe(before);
    // The same save sent twice (a double click) finds its own change there: nothing to refuse.
    const twice = { ...withTitle('de', 'Neu'), title: { ...parse(before).title, de: 'Neu' } };
    expect((await save(twice)).status).toBe(200);
    expect(await text(file)).toBe(before);
    // Without the data it was opened with, a save cannot tell what it changed: refused.
    expect((await save(withTitle('pt', 'Novo'), {})).status).toBe(409);
    expect(await text(file)).toBe(before);
    // An open and four saves, each checking the whole content: about 5 s alone, 28 s once under npm test's load.
  }, 60_000);

  it('refuses to confirm a translation at a line of a version it did not open', async () => {
    const file = await copy.firstFileIn('events');
    const first = await opened(file);
    await copy.editText(file, (before) => `# a comment added above everything\n${before}`);
    const refused = await api('POST', '/confirm', { path: file, version: first.version, line: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.changedOnDisk).toBe(true);
    expect(await text(file)).not.toContain('still correct');
  });

  it('adds both offices asked for at once to the same region, and gives two events asked for at once their own ids', async () => {
    const before = (parse(await text('locations/pe.yaml')) as { offices: unknown[] }).offices.length;
    const offices = await Promise.all([
      api('POST', '/new', { kind: 'location', answers: office('arequipa', '-16.3912') }),
      api('POST', '/new', { kind: 'location', answers: office('cusco', '-13.5320') }),
    ]);
    expect(offices.map((each) => each.status)).toEqual([201, 201]);
    const ids = (parse(await text('locations/pe.yaml')) as { offices: { id: string }[] }).offices.map((each) => each.id);
    expect(ids).toHaveLength(before + 2);
    expect(ids).toEqual(expect.arrayContaining(['arequipa', 'cusco']));

    const events = await Promise.all([
      api('POST', '/new', { kind: 'event', answers: event('Feria de Arequipa') }),
      api('POST', '/new', { kind: 'event', answers: event('Feria de Cusco') }),
    ]);
    expect(events.map((each) => each.status)).toEqual([201, 201]);
    const eventIds = await Promise.all(events.map(async (each) => (parse(await text(String(each.body.path))) as { id: number }).id));
    expect(new Set(eventIds).size).toBe(2);
  });

  it('makes one of two events of the same name at once, and refuses the other instead of replacing it', async () => {
    const events = await Promise.all([
      api('POST', '/new', { kind: 'event', answers: event('Feria de Arequipa') }),
      api('POST', '/new', { kind: 'event', answers: event('Feria de Arequipa') }),
    ]);
    expect(events.map((each) => each.status).sort()).toEqual([201, 422]);
  });
});

describe('what the editor writes', () => {
  it('writes a new entry only where its kind keeps its files, whatever the request names', async () => {
    const made = await api('POST', '/new', { kind: 'event', answers: { ...event('Feria de Arequipa'), name: '../../escaped' } });
    expect(made.status).toBe(201);
    expect(made.body.path).toMatch(/^events\/2026-feria-de-arequipa\.yaml$/);
    expect(await readdir(copy.root)).toEqual(['content']);
  });

  it('duplicates a published entry as a draft, even one that says draft: false', async () => {
    const file = await copy.firstFileIn('events');
    await copy.editText(file, (before) => `draft: false\n${before}`);
    const copied = await api('POST', '/duplicate', { path: file });
    expect(copied.status).toBe(201);
    expect(parse(await text(String(copied.body.path))).draft).toBe(true);
  });

  it('refuses a change of site.yaml that would leave its regions unreadable, and writes nothing', async () => {
    const site = await opened('site.yaml');
    const before = await text('site.yaml');
    const data = site.data as { regions: { id: string }[] };
    const regions = data.regions.map((region, index) => (index === 0 ? { ...region, id: 'Ecuador del Sur' } : region));
    const refused = await api('PUT', '/file', { path: 'site.yaml', version: site.version, data: { ...data, regions } });
    expect(refused.status).toBe(409);
    expect(await text('site.yaml')).toBe(before);
    expect((await api('GET', '/files')).status).toBe(200);
  });

  it('deletes and duplicates the files of entries only, not what every page reads', async () => {
    for (const file of ['site.yaml', 'translations/es.yaml', 'brands.yaml', 'locations/pe.yaml']) {
      expect((await api('DELETE', `/file?path=${encodeURIComponent(file)}`)).status, file).toBe(403);
      expect((await api('POST', '/duplicate', { path: file })).status, file).toBe(403);
      expect((await opened(file)).entry, file).toBe(false);
    }
    const event = await copy.firstFileIn('events');
    expect((await opened(event)).entry).toBe(true);
    expect((await api('DELETE', `/file?path=${encodeURIComponent(event)}`)).status).toBe(200);
  });

  it('deletes an entry a region lists and takes it off that list only, so the content stays valid', async () => {
    const job = 'jobs/field-engineer-quito.yaml';
    const before = await text('site.yaml');
    expect((await opened(job)).listedIn).toEqual(['ec']);
    const deleted = await api('DELETE', `/file?path=${encodeURIComponent(job)}`);
    expect(deleted).toEqual({ status: 200, body: { deleted: job, unlistedIn: ['ec'] } });
    const changed = (await text('site.yaml')).split('\n');
    const lines = before.split('\n');
    expect(changed.filter((line, index) => line !== lines[index])).toEqual(['    jobs: [instrumentation-technician-guayaquil]']);
    const result = await loadContent(copy.contentDir, { today: dayTheContentIsCurrent });
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    // An entry no region lists leaves site.yaml as it was.
    const event = await copy.firstFileIn('events');
    expect((await opened(event)).listedIn).toEqual([]);
    await api('DELETE', `/file?path=${encodeURIComponent(event)}`);
    expect(await text('site.yaml')).toBe(changed.join('\n'));
  }, 60_000);

  it("offers the offices of content/locations as the choices of a job's office, named in the editor's languages", async () => {
    type Choice = { enum?: string[]; choiceLabels?: Record<string, Record<string, string>> };
    const officeOf = (schema: unknown) => (schema as { properties: { office: Choice } }).properties.office;
    const choice = officeOf((await opened('jobs/field-engineer-quito.yaml')).schema);
    // The opening is listed in Ecuador: Ecuador's offices, as the cross-check would refuse another region's.
    expect(choice.enum).toEqual(['quito-matriz', 'quito-norte', 'guayaquil']);
    expect(choice.choiceLabels?.de?.['quito-matriz']).toBe('Quito – Hauptsitz');
    expect(choice.choiceLabels?.es?.lima).toMatch(/^Lima/);
    // The New entry dialog asks the same question with the same names.
    const listing = (await api('GET', '/files')).body as {
      kinds: { kind: string; newEntry?: { fields: ({ flag: string } & Choice)[] } }[];
    };
    const asked = listing.kinds.find((kind) => kind.kind === 'jobs')?.newEntry?.fields.find((field) => field.flag === 'office');
    expect(asked?.choiceLabels).toEqual(choice.choiceLabels);
    // A new office of the region is a choice as soon as it is written; one of another region is not.
    for (const answers of [office('arequipa', '-16.3912'), { ...office('cuenca', '-2.9001'), region: 'ec' }])
      expect((await api('POST', '/new', { kind: 'location', answers })).status).toBe(201);
    expect(officeOf((await opened('jobs/field-engineer-quito.yaml')).schema).enum).toEqual([
      'quito-matriz',
      'quito-norte',
      'guayaquil',
      'cuenca',
    ]);
    // An opening no region lists yet may be at any office.
    await writeFile(path.join(copy.contentDir, 'jobs', 'unlisted.yaml'), await text('jobs/field-engineer-quito.yaml'));
    expect(officeOf((await opened('jobs/unlisted.yaml')).schema).enum).toContain('lima');
  }, 60_000);

  it('keeps an entry a region lists while site.yaml cannot be read, rather than leave its name there', async () => {
    const job = 'jobs/field-engineer-quito.yaml';
    await writeFile(path.join(copy.contentDir, 'site.yaml'), `${await text('site.yaml')}\n\tbroken: [`);
    const refused = await api('DELETE', `/file?path=${encodeURIComponent(job)}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await text(job)).toMatch(/^office: quito-matriz$/m);
  });

  it('keeps the byte-order mark a Windows editor wrote at the start of a file', async () => {
    const file = await copy.firstFileIn('events');
    await writeFile(path.join(copy.contentDir, file), `\uFEFF${await text(file)}`);
    const first = await opened(file);
    const data = first.data as { title: Record<string, string> };
    const saved = await api('PUT', '/file', { path: file, version: first.version, data: { ...data, title: { ...data.title, de: 'Neu' } } });
    expect(saved.status).toBe(200);
    expect((await readFile(path.join(copy.contentDir, file))).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parse(await text(file)).title.de).toBe('Neu');
  });

  it('refuses a file not saved as UTF-8 instead of writing its letters back replaced', async () => {
    const file = await copy.firstFileIn('events');
    const bytes = Buffer.from((await text(file)).replace(/^(\s+es: )(.*)$/m, '$1Caf\u00e9 $2'), 'latin1');
    await writeFile(path.join(copy.contentDir, file), bytes);
    const refused = await api('GET', `/file?path=${encodeURIComponent(file)}`);
    expect(refused.status).toBe(409);
    expect(String(refused.body.error)).toMatch(/not saved as UTF-8/);
    // In words, for the editor to say in its own language.
    expect(refused.body.words).toEqual({ id: 'notUtf8', values: {} });
    expect(await readFile(path.join(copy.contentDir, file))).toEqual(bytes);
  });

  it("names a file of a region's own (its offices, its privacy policy) by the region, and an entry by its title", async () => {
    const listing = (await api('GET', '/files')).body as { kinds: { kind: string; files: { path: string; title: string }[] }[] };
    const titles = new Map(listing.kinds.flatMap((kind) => kind.files.map((file) => [file.path, file.title] as const)));
    expect(titles.get('locations/ec.yaml')).toBe('Ecuador (ec)');
    expect(titles.get('privacy/br.yaml')).toBe('Brasil (br)');
    expect(titles.get('services/oil.yaml')).toBe('Petróleo y gas');
  });

  it('lists and opens a file whose alias YAML cannot read, says why in words, and changes nothing of it', async () => {
    const file = 'services/oil.yaml';
    await copy.editText(file, (yaml) => `${yaml}extra: *nowhere\n`);
    const before = await text(file);
    const listing = await api('GET', '/files');
    expect(listing.status).toBe(200);
    expect(JSON.stringify(listing.body)).toContain(`"path":"${file}"`);
    const opened = await api('GET', `/file?path=${encodeURIComponent(file)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({});
    expect(opened.body.problems).toMatchObject([{ code: 'yaml-syntax', words: { id: 'notValidYaml' } }]);
    const fixFirst = { id: 'fixYamlFirst', values: {} };
    for (const refused of [
      await api('PUT', '/file', { path: file, version: opened.body.version, base: {}, data: { name: { es: 'Gas' } } }),
      await api('POST', '/duplicate', { path: file }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: 'The file is not valid YAML; fix it in a text editor first.', words: fixFirst });
    }
    expect(await text(file)).toBe(before);
    expect((await readdir(path.join(copy.contentDir, 'services'))).filter((name) => name.includes('copy'))).toEqual([]);
  });
});

describe('files stored for a New entry that was cancelled', () => {
  it('takes them away again, but never a file a content file names nor one outside content/assets', async () => {
    // The copy's assets are a link to the project's: this test stores into folders of its own.
    await rm(path.join(copy.contentDir, 'assets'));
    await mkdir(path.join(copy.contentDir, 'assets', 'events'), { recursive: true });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const upload = async (name: string) => {
      const response = await fetch(`${origin}/_edit/api/upload?folder=events&name=${name}`, {
        method: 'POST',
        headers: { origin },
        body: png,
      });
      return String(((await response.json()) as { src: string }).src);
    };
    const cancelled = await upload('Foto%20equivocada.png');
    expect(cancelled).toBe('/assets/events/foto-equivocada.png');
    const named = await upload('planta.png');
    const event = await copy.firstFileIn('events');
    await copy.editText(event, (text) => `${text}# picture to add: ${named}\n`);
    const discard = (src: string) => api('DELETE', `/upload?path=${encodeURIComponent(src)}`);
    expect((await discard(cancelled)).status).toBe(200);
    expect((await discard(named)).status).toBe(200);
    expect(await readdir(path.join(copy.contentDir, 'assets', 'events'))).toEqual(['planta.png']);
    // What this editor did not store is not its to take away: a picture the site's code names, a path out.
    expect((await discard('/assets/logos/favicon.svg')).status).toBe(403);
    expect((await discard('/assets/../site.yaml')).status).toBe(403);
  });
});
