import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ContentCopy, copyContent } from '../../tests/support/content-fixture.ts';
import { loadContent } from './load-content.ts';
import type { Problem } from './problem.ts';

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  await copy.remove();
});

async function problems(): Promise<Problem[]> {
  const result = await loadContent(copy.contentDir);
  expect(result.content).toBeUndefined();
  return result.problems;
}

function only(found: Problem[], code: Problem['code']): Problem {
  const matching = found.filter((problem) => problem.code === code);
  expect(matching, JSON.stringify(found, null, 2)).toHaveLength(1);
  return matching[0] as Problem;
}

describe('bad content', () => {
  it('checks the languages and regions of site.yaml first, and stops there when they are wrong', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.set('referenceLanguage', 'fr'));
    const found = await problems();
    expect(found.map((problem) => `${problem.file}:${problem.line} ${problem.message}`)).toEqual([
      `${copy.file('site.yaml')}:${await copy.lineOf('site.yaml', /^referenceLanguage:/)} 'referenceLanguage': must be one of the languages listed in languages (A language code of two or three lowercase letters (ISO 639), e.g. es, en or fr.).`,
    ]);
  });

  it('asks for a text in a newly declared language, named in English, where the text is written', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.set('languages', doc.createNode(['es', 'en', 'pt', 'de', 'fr'])));
    const found = await problems();
    const service = found.filter((problem) => problem.file === copy.file('services/oil.yaml'));
    expect(service[0]?.message).toBe("The French text of 'name' is missing.");
    expect(found.some((problem) => problem.file === copy.file('site.yaml') && problem.code === 'missing-file')).toBe(true);
  });

  it('calls a mistyped field of fixed values missing, and a language left with nothing after it empty', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editText(event, (text) =>
      text.replace(/^category: /m, 'categroy: ').replace(/^(title:\n(?: {2}\w+: .*\n)*? {2}de:).*$/m, '$1'),
    );
    const found = (await problems()).filter((problem) => problem.file === copy.file(event));
    expect(found.map(({ line, code, message }) => ({ line, code, message }))).toEqual([
      {
        line: 1,
        code: 'missing-field',
        message:
          "'category' is required but missing (Category of the event: news or tradeFairs. A new category is a change of code: ask a developer (schemas/event.ts).).",
      },
      {
        line: await copy.lineOf(event, /^categroy:/),
        code: 'unknown-field',
        message: "'categroy' is not a known field here. Did you mean 'category'?",
      },
      { line: await copy.lineOf(event, /^ {2}de:$/), code: 'missing-translation', message: "The German text of 'title' is empty." },
    ]);
  });

  it('reports a YAML syntax error with its position', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editText(event, (text) => text.replace(/^category: (.*)$/m, 'category: "$1'));
    const problem = only(await problems(), 'yaml-syntax');
    expect(problem.file).toBe(copy.file(event));
    expect(problem.line).toBeGreaterThanOrEqual(await copy.lineOf(event, /^category:/));
    expect(problem.message).toMatch(/not valid YAML/);
  });

  it('warns of a file in content/ that no kind reads, and stops at an entry written as both .yaml and .yml', async () => {
    const event = await copy.firstFileIn('events');
    const eventText = await readFile(path.join(copy.contentDir, event), 'utf8');
    await mkdir(path.join(copy.contentDir, 'events', '2026'));
    await mkdir(path.join(copy.contentDir, 'evnts'));
    for (const stray of ['events/2026/feria.yaml', 'evnts/feria.yaml', 'events/feria.YAML', 'events/feria.json', 'feria.yaml'])
      await writeFile(path.join(copy.contentDir, stray), eventText);
    await writeFile(path.join(copy.contentDir, 'events', '.DS_Store'), '');
    await writeFile(path.join(copy.contentDir, 'services', 'oil.yml'), await readFile(path.join(copy.contentDir, 'services', 'oil.yaml')));
    const found = await problems();
    const unread = found.filter((problem) => problem.code === 'unknown-file' && problem.words?.id === 'fileNotRead');
    expect(unread.map(({ file, severity }) => [file, severity])).toEqual(
      ['events/2026/feria.yaml', 'events/feria.json', 'events/feria.YAML', 'evnts/feria.yaml', 'feria.yaml'].map((stray) => [
        copy.file(stray),
        'warning',
      ]),
    );
    expect(unread[0]?.message).toMatch(
      /^This file is not read, so nothing in it reaches the site: content files end in \.yaml and are in the folders translations, services, cases, events, .* of content\/, or are site\.yaml and brands\.yaml\./,
    );
    const twice = found.filter((problem) => problem.words?.id === 'entryWrittenTwice');
    expect(twice.map(({ file, code, severity }) => [file, code, severity])).toEqual([
      [copy.file('services/oil.yaml'), 'duplicate-id', 'error'],
      [copy.file('services/oil.yml'), 'duplicate-id', 'error'],
    ]);
  });

  it('stops a build whose published certificate names a draft download, which the preview shows', async () => {
    await copy.editYaml('downloads/iso-9001-certificate.yaml', (doc) => doc.set('draft', true));
    const found = await problems();
    expect(found.filter((problem) => problem.severity === 'error')).toMatchObject([
      {
        file: copy.file('certifications/iso-9001.yaml'),
        line: await copy.lineOf('certifications/iso-9001.yaml', /^download:/),
        code: 'unknown-reference',
        message:
          "'download' names the document 'iso-9001-certificate', which is a draft, so the published site would not have it: publish the draft, or name another.",
      },
    ]);
    const preview = await loadContent(copy.contentDir, { preview: true });
    expect(preview.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(preview.content).toBeDefined();
  });

  it('reports an alias whose mark is nowhere as a YAML mistake where it is, not the file as missing', async () => {
    await copy.editText('services/oil.yaml', (text) => `${text}extra: *nowhere\n`);
    const found = await problems();
    expect(found.map(({ file, line, code }) => ({ file, line, code }))).toEqual([
      { file: copy.file('services/oil.yaml'), line: await copy.lineOf('services/oil.yaml', /^extra: \*nowhere$/), code: 'yaml-syntax' },
    ]);
  });

  it('reports a file saved in another encoding than UTF-8 where its first such letter is, and not one that merely holds �', async () => {
    const event = await copy.firstFileIn('events');
    const line = await copy.lineOf(event, /^ {2}de: /);
    const original = await readFile(path.join(copy.contentDir, event), 'utf8');
    const germanAt = original.split('\n')[line - 1] ?? '';
    // As Windows-1252 writes it: "Größe" with one byte for ö and one for ß.
    const latin1 = original.replace(germanAt, `${germanAt} Größe`);
    await writeFile(path.join(copy.contentDir, event), Buffer.from(latin1, 'latin1'));
    const problem = only(await problems(), 'not-utf8');
    expect(problem).toMatchObject({ file: copy.file(event), line, col: germanAt.length + 4, severity: 'error' });
    expect(problem.message).toMatch(/^This file is not saved as UTF-8/);
    // A replacement character written on purpose, in UTF-8, is a letter like any other.
    await writeFile(path.join(copy.contentDir, event), original.replace(germanAt, `${germanAt} \uFFFD`));
    expect((await loadContent(copy.contentDir)).problems.filter((each) => each.code === 'not-utf8')).toEqual([]);
  });

  it('reports a value of the wrong type', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.set('id', 'first'));
    const problem = only(await problems(), 'wrong-type');
    expect(problem).toMatchObject({ file: copy.file(event), line: await copy.lineOf(event, /^id:/), col: 1 });
    expect(problem.message).toContain("'id' should be a number, but it is the text 'first'");
  });

  it('says that a text of every language written as one text is written once per language, naming the codes', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.set('title', 'Feria industrial'));
    const problem = only(await problems(), 'wrong-type');
    expect(problem).toMatchObject({ file: copy.file(event), line: await copy.lineOf(event, /^title:/) });
    expect(problem.message).toBe(
      "'title' should be a text per language, each on its own line after its code (es:, en:, pt:, de:), but it is the text 'Feria industrial' (Title of the event.).",
    );
  });

  it('says a value of one of several shapes that is wrong only inside at the field inside, not at the value', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editYaml(event, (doc) => doc.setIn(['images', 0, 'focus'], doc.createNode({ x: '33,5', y: 60 })));
    const problem = only(await problems(), 'wrong-type');
    expect(problem).toMatchObject({ file: copy.file(event), line: await copy.lineOf(event, /x: 33,5/) });
    expect(problem.message).toContain("'images[0].focus.x' should be a number, but it is the text '33,5'");
    // A value of none of the shapes is still said at the value.
    await copy.editYaml(event, (doc) => doc.setIn(['images', 0, 'focus'], 'middle'));
    expect(only(await problems(), 'wrong-type').message).toContain("'images[0].focus' has the wrong form");
  });

  it('reports a value out of range', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['timeline', 0, 'year'], 1850));
    const problem = only(await problems(), 'out-of-range');
    expect(problem.file).toBe('content/site.yaml');
    expect(problem.line).toBe(await copy.lineOf('site.yaml', /year: 1850/));
    expect(problem.message).toContain('must be at least 1900');
  });

  it('reports a UI key that Spanish has and German lacks, and one German leaves empty', async () => {
    await copy.editYaml('translations/de.yaml', (doc) => {
      doc.deleteIn(['home', 'knowMore']);
      doc.setIn(['footer', 'about'], '');
    });
    const found = (await problems()).filter((problem) => problem.code === 'missing-translation');
    expect(found).toHaveLength(2);
    expect(found.every((problem) => problem.file === 'content/translations/de.yaml')).toBe(true);
    const missing = found.find((problem) => problem.message.includes("'home.knowMore' is missing in German"));
    expect(missing?.line).toBe(await copy.lineOf('translations/de.yaml', /^home:/));
    const empty = found.find((problem) => problem.message.includes("'footer.about' is empty in German"));
    expect(empty?.line).toBe(await copy.lineOf('translations/de.yaml', /^\s+about: ""/));
  });

  it('still counts the texts of a language whose file has an error, so the summary names every language', async () => {
    const valid = await loadContent(copy.contentDir);
    await copy.editYaml('translations/de.yaml', (doc) => doc.deleteIn(['home', 'knowMore']));
    const { stats } = await loadContent(copy.contentDir);
    expect(Object.keys(stats.keysPerLanguage).sort()).toEqual(Object.keys(valid.stats.keysPerLanguage).sort());
    expect(stats.keysPerLanguage.de).toBe((valid.stats.keysPerLanguage.de ?? 0) - 1);
    // A file YAML cannot read from its first line has none.
    await copy.editText('translations/de.yaml', (text) => `"\n${text}`);
    expect((await loadContent(copy.contentDir)).stats.keysPerLanguage.de).toBe(0);
  });

  it('reports a UI key present only in German where it was written', async () => {
    await copy.editYaml('translations/de.yaml', (doc) => doc.setIn(['nav', 'shopping'], 'Einkaufen'));
    const problem = only(await problems(), 'missing-translation');
    expect(problem).toMatchObject({
      file: 'content/translations/de.yaml',
      line: await copy.lineOf('translations/de.yaml', /^\s+shopping:/),
    });
    expect(problem.message).toContain("'nav.shopping' exists in German (de.yaml) but not in Spanish");
  });

  it('reports a localized field missing one language', async () => {
    await copy.editYaml('services/oil.yaml', (doc) => doc.deleteIn(['name', 'pt']));
    const problem = only(await problems(), 'missing-translation');
    expect(problem).toMatchObject({ file: 'content/services/oil.yaml', line: await copy.lineOf('services/oil.yaml', /^name:/) });
    expect(problem.message).toBe("The Portuguese text of 'name' is missing.");
  });

  it('reports placeholders and bold markers that differ between languages', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editYaml('translations/de.yaml', (doc) => doc.setIn(['footer', 'copyright'], '© Tecnandes. Alle Rechte vorbehalten.'));
    await copy.editYaml(event, (doc) => {
      const details = String(doc.getIn(['details', 'en']));
      doc.setIn(['details', 'en'], details.replace('**', ''));
    });
    const found = (await problems()).filter((problem) => problem.code === 'placeholder-mismatch');
    expect(found).toHaveLength(2);
    const copyright = found.find((problem) => problem.file === 'content/translations/de.yaml');
    expect(copyright?.line).toBe(await copy.lineOf('translations/de.yaml', /^\s+copyright:/));
    expect(copyright?.message).toContain('{{company}}, {{year}}');
    const bold = found.find((problem) => problem.file === copy.file(event));
    expect(bold?.message).toMatch(/bold markers/);
  });

  it('reports a referenced asset file that does not exist', async () => {
    await copy.editYaml('services/energy.yaml', (doc) => doc.setIn(['items', 0, 'image', 'src'], '/assets/services/no-such-picture.svg'));
    const problem = only(await problems(), 'missing-asset');
    expect(problem).toMatchObject({
      file: 'content/services/energy.yaml',
      line: await copy.lineOf('services/energy.yaml', /no-such-picture/),
    });
  });

  it('says that a line of a text written with too little indentation is read as a field, and how to mend it', async () => {
    const event = await copy.firstFileIn('events');
    // The last line of the Spanish details, a heading, written at the indentation of the language codes.
    await copy.editText(event, (text) => text.replace(/^( {2}en: \|-?)$/m, '  Lo más destacado del año:\n$1'));
    const problem = only(await problems(), 'unknown-field');
    expect(problem).toMatchObject({ file: copy.file(event), line: await copy.lineOf(event, /^ {2}Lo más destacado del año:/) });
    expect(problem.message).toBe(
      "'Lo más destacado del año' is read as a field, and no field's name has a space: if it is a line of the text above it, indent it as far as that text's other lines.",
    );
  });

  it('names the file a path means when only its capitals differ, which the web server tells apart', async () => {
    const picture = '/assets/services/energy-backup-power.svg';
    const capitals = '/assets/services/Energy-Backup-Power.SVG';
    await copy.editYaml('services/energy.yaml', (doc) => doc.setIn(['items', 0, 'image', 'src'], capitals));
    expect(only(await problems(), 'missing-asset').message).toBe(
      `The file '${capitals}' does not exist, but '${picture}' does: write the name with the capitals the file has (the web server tells them apart).`,
    );
  });

  it('reports a folder named like the file it should be (a logo, a picture, a document) instead of failing on it', async () => {
    const folders = ['brands/unpacked.svg', 'services/unpacked.jpg', 'downloads/unpacked.pdf'];
    for (const folder of folders) await mkdir(path.join(copy.contentDir, 'assets', folder), { recursive: true });
    await copy.editYaml('brands.yaml', (doc) => doc.setIn(['sets', 'ec', 0, 'logo'], '/assets/brands/unpacked.svg'));
    await copy.editYaml('services/energy.yaml', (doc) => doc.setIn(['items', 0, 'image', 'src'], '/assets/services/unpacked.jpg'));
    const download = await copy.firstFileIn('downloads');
    await copy.editYaml(download, (doc) => doc.setIn(['files', 0, 'src'], '/assets/downloads/unpacked.pdf'));
    const found = (await problems()).filter((problem) => problem.code === 'missing-asset');
    expect(found.map(({ file, line, message }) => ({ file, line, message }))).toEqual([
      {
        file: 'content/brands.yaml',
        line: await copy.lineOf('brands.yaml', /unpacked\.svg/),
        message:
          "'/assets/brands/unpacked.svg' is a folder, not a file: put the file itself at content/assets/brands/unpacked.svg, or name a file inside the folder.",
      },
      {
        file: copy.file(download),
        line: await copy.lineOf(download, /unpacked\.pdf/),
        message:
          "'/assets/downloads/unpacked.pdf' is a folder, not a file: put the file itself at content/assets/downloads/unpacked.pdf, or name a file inside the folder.",
      },
      {
        file: 'content/services/energy.yaml',
        line: await copy.lineOf('services/energy.yaml', /unpacked\.jpg/),
        message:
          "'/assets/services/unpacked.jpg' is a folder, not a file: put the file itself at content/assets/services/unpacked.jpg, or name a file inside the folder.",
      },
    ]);
  });

  it('reports a region listing a service with no file', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['regions', 1, 'services', 2], 'drilling-rigs'));
    const problem = only(await problems(), 'unknown-reference');
    expect(problem).toMatchObject({ file: 'content/site.yaml', line: await copy.lineOf('site.yaml', /drilling-rigs/) });
    expect(problem.message).toContain('content/services/drilling-rigs.yaml');
  });

  it('reports a duplicate event id on both files when git cannot tell which one changed', async () => {
    const names = (await readdir(`${copy.contentDir}/events`)).sort();
    const last = `events/${names.at(-1)}`;
    const owner = (
      await Promise.all(names.map(async (name) => ((await copy.lineOf(`events/${name}`, /^id: 1$/).catch(() => 0)) ? name : undefined)))
    ).find(Boolean);
    await copy.editYaml(last, (doc) => doc.set('id', 1));
    const found = (await problems()).filter((problem) => problem.code === 'duplicate-id');
    expect(found.map(({ file, line }) => ({ file, line }))).toEqual([
      { file: copy.file(`events/${owner}`), line: 1 },
      { file: copy.file(last), line: await copy.lineOf(last, /^id: 1$/) },
    ]);
  });

  it('says a date that is written right names no day, and offers the category an editor nearly wrote', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editText(event, (text) => text.replace(/^date: .*$/m, 'date: 2026-02-30').replace(/^category: .*$/m, 'category: tradeFair'));
    const found = await problems();
    expect(found.map((problem) => problem.message)).toEqual([
      "'date' is written YYYY-MM-DD but is not a day of the calendar: February 2026 has 28 days; found the text '2026-02-30'.",
      "'category' must be one of 'news', 'tradeFairs'; found the text 'tradeFair'. Did you mean 'tradeFairs'?",
    ]);
    await copy.editText(event, (text) => text.replace(/^date: .*$/m, 'date: 2025-13-01').replace(/^category: .*$/m, 'category: news'));
    expect(only(await problems(), 'invalid-value').message).toBe(
      "'date' is written YYYY-MM-DD but is not a day of the calendar: there is no month 13; found the text '2025-13-01'.",
    );
  });

  it('asks for the alternative text of each picture of an event', async () => {
    const event = 'events/2025-feria-industrial-alemania.yaml';
    await copy.editYaml(event, (doc) => doc.deleteIn(['images', 1, 'alt']));
    expect(only(await problems(), 'missing-field')).toMatchObject({
      file: copy.file(event),
      line: await copy.lineOf(event, /^ {2}- src: \/assets\/events\/2025-feria-hannover-ingenieros\.svg$/),
      message: expect.stringMatching(/^'images\[1\]\.alt' is required but missing/),
    });
  });

  it('reports an unknown field such as a typo, with a suggestion', async () => {
    const event = await copy.firstFileIn('events');
    await copy.editText(event, (text) => text.replace(/^title:/m, 'titel:'));
    const found = await problems();
    const typo = only(found, 'unknown-field');
    expect(typo).toMatchObject({ file: copy.file(event), line: await copy.lineOf(event, /^titel:/) });
    expect(typo.message).toContain("Did you mean 'title'?");
    expect(only(found, 'missing-field').message).toContain("'title' is required but missing");
  });

  it('reports every problem of a run together', async () => {
    await copy.editYaml('site.yaml', (doc) => doc.setIn(['timeline', 0, 'year'], 1850));
    await copy.editYaml('services/oil.yaml', (doc) => doc.deleteIn(['name', 'pt']));
    await copy.editYaml('translations/de.yaml', (doc) => doc.setIn(['nav', 'shopping'], 'Einkaufen'));
    const codes = (await problems()).map((problem) => problem.code).sort();
    expect(codes).toEqual(['missing-translation', 'missing-translation', 'out-of-range']);
  });
});

describe('image sizes', () => {
  it('records every image at the width and height a browser draws it (librsvg and libvips read it independently)', async () => {
    const loaded = (await loadContent(copy.contentDir)).content;
    if (!loaded) throw new Error('content did not load');
    const recorded = Object.entries(loaded.assetSizes);
    expect(recorded.length).toBeGreaterThan(0);
    expect(
      recorded.some(([, size]) => size.width !== size.height),
      'some image is not square, so a swap would show',
    ).toBe(true);
    for (const [publicPath, size] of recorded) {
      const metadata = await sharp(path.join(copy.contentDir, publicPath)).metadata();
      expect(size, publicPath).toEqual({ width: metadata.width, height: metadata.height });
    }
  });
});

describe('texts not saved yet', () => {
  it('checks the text an editor has instead of the file, and leaves the file alone', async () => {
    const event = await copy.firstFileIn('events');
    const absolute = path.join(copy.contentDir, event);
    const saved = await readFile(absolute, 'utf8');
    const unsaved = new Map([[absolute, saved.replace(/^date: .+$/m, 'date: 2025-02-30')]]);
    const found = (await loadContent(copy.contentDir, { unsaved })).problems;
    expect(only(found, 'invalid-value').file).toBe(copy.file(event));
    expect(await readFile(absolute, 'utf8')).toBe(saved);
    expect((await loadContent(copy.contentDir)).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});
