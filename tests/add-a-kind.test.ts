import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { isMap, isSeq, parse, parseDocument } from 'yaml';
import { startDev } from './support/dev-server.ts';
import { copyProject, siteBuild } from './support/project-copy.ts';
import { projectRoot } from './support/site-server.ts';

const run = promisify(execFile);

/**
 * CONTENT.md, "Add a kind of content", followed in a copy of the project with the guide's own code blocks: a schema
 * module, a declaration, two page templates and their texts, then a course written by `site new` and listed in
 * Ecuador. Nothing else is touched, and `site dev` (running all along, never restarted), `site validate`, drafts,
 * `site report`, the editor schemas, the build and the sitemap all know the new kind.
 */
const guide = await readFile(path.join(projectRoot, 'CONTENT.md'), 'utf8');
const section = guide.slice(guide.indexOf('## Add a kind of content'), guide.indexOf('## What `site validate` may tell you'));
const blocks = new Map([...section.matchAll(/```\w+ (\S+)\n([\s\S]*?)```/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
const block = (file: string): string => {
  const text = blocks.get(file);
  assert.ok(text, `CONTENT.md's guide shows ${file}`);
  return text;
};

let root: string;
const site = (...args: string[]) =>
  run(process.execPath, [path.join(root, 'cli', 'site.ts'), ...args, '--content', path.join(root, 'content')], { cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
const file = (relative: string) => path.join(root, relative);

/** Merges the guide's YAML into a translations file, key by key, keeping what the file has. */
async function addTexts(relative: string, added: string): Promise<void> {
  const doc = parseDocument(await readFile(file(relative), 'utf8'));
  const merge = (value: unknown, at: string[]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) merge(child, [...at, key]);
    } else doc.setIn(at, value);
  };
  merge(parse(added), []);
  await writeFile(file(relative), doc.toString({ lineWidth: 0 }));
}

/** A GET of the browser editor's API, as its page makes it. */
async function editorJson<T>(origin: string, pathname: string): Promise<T> {
  const response = await fetch(`${origin}${pathname}`);
  assert.equal(response.status, 200, `${pathname}: ${await response.clone().text()}`);
  return (await response.json()) as T;
}

/** The kinds the browser editor lists. */
const editorKinds = async (origin: string) =>
  (await editorJson<{ kinds: { kind: string }[] }>(origin, '/_edit/api/files')).kinds.map((each) => each.kind);

/** Polls the dev server until `pathname` answers 200 with `text` in it. */
async function pageOnceServed(origin: string, pathname: string, text: string, timeoutMs = 90_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${origin}${pathname}`).catch(() => undefined);
    const body = response ? await response.text() : '';
    if (response?.status === 200 && body.includes(text)) return body;
    if (Date.now() - started > timeoutMs)
      assert.fail(`${pathname} did not show '${text}' within ${timeoutMs} ms (last status ${response?.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('adding a kind of content', { timeout: 900_000 }, () => {
  before(async () => {
    root = await copyProject('site-add-kind');
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  test('the guide adds training courses with a schema module, a declaration, page templates and texts', async () => {
    const dev = await startDev(file('content'), { root });
    try {
      // The browser editor is open before the kind exists.
      assert.ok(!(await editorKinds(dev.origin)).includes('courses'));
      // The code, as the guide gives it; the declaration comes last, as it makes the kind exist.
      for (const relative of ['schemas/course.ts', ...[...blocks.keys()].filter((name) => name.startsWith('renderer/'))]) {
        await mkdir(path.dirname(file(relative)), { recursive: true });
        await writeFile(file(relative), block(relative));
      }
      for (const language of ['es', 'en', 'pt', 'de']) {
        await addTexts(`content/translations/${language}.yaml`, block(`content/translations/${language}.yaml`));
      }
      const declared = (await readFile(file('schemas/collections.ts'), 'utf8'))
        .replace(
          "import { caseSchemas, caseTexts } from './case.ts';",
          "import { caseSchemas, caseTexts } from './case.ts';\nimport { courseSchemas, courseTexts } from './course.ts';",
        )
        .replace(/\n\] as const;/, `\n${block('schemas/collections.ts').trimEnd()}\n] as const;`);
      const cut = declared.lastIndexOf("param: '");
      assert.ok(cut > 0, "the guide's declaration names its parameter");
      // Saved as an editor may save it, in two writes: Vite's watcher may report only the first, cut in a string
      // (chokidar drops a file's changes for 50 ms after one it reports). site dev validates the whole file.
      await writeFile(file('schemas/collections.ts'), declared.slice(0, cut + "param: '".length));
      await sleep(20);
      await writeFile(file('schemas/collections.ts'), declared);
      // site dev validates with the new declaration as soon as it is saved, and gives the editor its schema, mapped
      // in the editor's settings, which it writes after the schemas.
      const settingsFile = file('.vscode/settings.json');
      // Read while site dev writes it, the file may be empty or cut short: not yet, then.
      const courseFiles = async () => {
        const text = await readFile(settingsFile, 'utf8').catch(() => '');
        try {
          return (JSON.parse(text) as { 'yaml.schemas'?: Record<string, string[]> })['yaml.schemas']?.[
            './schemas/json/courses.schema.json'
          ];
        } catch {
          return undefined;
        }
      };
      const waitedFrom = Date.now();
      while (!(await courseFiles())) {
        assert.ok(Date.now() - waitedFrom < 60_000, `site dev mapped no course schema in ${settingsFile}:\n${dev.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.deepEqual(await courseFiles(), ['content/courses/*.yaml']);
      const schemaFile = file('schemas/json/courses.schema.json');
      assert.equal(JSON.parse(await readFile(schemaFile, 'utf8')).properties.hours.description, 'Length of the course in hours.');
      // The editor, used before, lists the kind and asks New entry's questions, without a restart of site dev.
      assert.ok((await editorKinds(dev.origin)).includes('courses'), 'the editor lists the new kind');

      // An editor's first course, through `site new` with the kind's own questions.
      const created = await site(
        'new',
        'course',
        '--no-input',
        '--file-name',
        'fiber-splicing',
        '--name',
        'Empalme de fibra óptica FTTH',
        '--summary',
        'Preparación, empalme por fusión y medición de fibras ópticas en redes FTTH.',
        '--hours',
        '24',
        '--syllabus',
        'Preparación y limpieza de la fibra',
        '--syllabus',
        'Empalme por fusión y protección del empalme',
      );
      assert.equal(created.code, 0, created.stderr);
      assert.match(created.stdout, /✔ new training course: content\/courses\/fiber-splicing\.yaml/);
      const scaffold = parse(await readFile(file('content/courses/fiber-splicing.yaml'), 'utf8'));
      assert.equal(scaffold.hours, 24);
      assert.equal(scaffold.syllabus[1].de, '[translate] Empalme por fusión y protección del empalme');

      // Listed in Ecuador, with a draft beside it, and in the header by its page's title.
      const siteYaml = parseDocument(await readFile(file('content/site.yaml'), 'utf8'));
      const regions = siteYaml.get('regions', true);
      assert.ok(isSeq(regions));
      const ecuador = regions.items.find((region) => isMap(region) && region.get('id') === 'ec');
      assert.ok(isMap(ecuador));
      ecuador.set('courses', siteYaml.createNode(['fiber-splicing', 'otdr-advanced'], { flow: true }));
      siteYaml.addIn(['menus', 'header'], siteYaml.createNode({ id: 'training', page: 'training' }, { flow: true }));
      await writeFile(file('content/site.yaml'), siteYaml.toString({ lineWidth: 0 }));
      await writeFile(file('content/courses/otdr-advanced.yaml'), `draft: true\n${block('content/courses/fiber-splicing.yaml')}`);

      // Validate and the report count its untranslated texts as any other kind's.
      const untranslated = await site('validate', '--format', 'json');
      assert.equal(untranslated.code, 1);
      const problems = JSON.parse(untranslated.stdout).problems as { file: string; code: string }[];
      assert.ok(problems.some((problem) => problem.file === 'content/courses/fiber-splicing.yaml' && problem.code === 'untranslated'));
      const report = JSON.parse((await site('report', '--format', 'json', '--out', file('reports'))).stdout);
      assert.ok(report.kinds.includes('courses'), `site report counts the courses: ${report.kinds}`);
      const germanCourses = report.totals.find((total: { language: string }) => total.language === 'de');
      assert.ok(
        report.findings.some((finding: { kind: string; language: string }) => finding.kind === 'courses' && finding.language === 'de'),
      );
      assert.ok(germanCourses.missing > 0);

      // Translated, as the guide shows it.
      await writeFile(file('content/courses/fiber-splicing.yaml'), block('content/courses/fiber-splicing.yaml'));

      // The editor's form of a course has the kind's fields, and a field added to the schema now, while site dev runs.
      const hours = async () => {
        const opened = await editorJson<{ schema: { properties?: Record<string, { description?: string }> } }>(
          dev.origin,
          '/_edit/api/file?path=courses/fiber-splicing.yaml',
        );
        return opened.schema.properties ?? {};
      };
      assert.equal((await hours()).hours?.description, 'Length of the course in hours.');
      const courseSchema = await readFile(file('schemas/course.ts'), 'utf8');
      const withLevel = courseSchema.replace(
        /(\n\s*)hours: z\./,
        "$1level: z.enum(['basic', 'advanced']).optional().meta({ description: 'Level of the course.' }),$1hours: z.",
      );
      assert.notEqual(withLevel, courseSchema, "the guide's schema has an hours field to add a field before");
      await writeFile(file('schemas/course.ts'), withLevel);
      const changedFrom = Date.now();
      while (!(await hours()).level) {
        assert.ok(Date.now() - changedFrom < 60_000, `the editor's form has no level field:\n${dev.output()}`);
        await sleep(250);
      }

      // site dev, started before the kind existed, serves its pages.
      const coursePage = await pageOnceServed(dev.origin, '/ec/de/courses/fiber-splicing', 'FTTH-Glasfaserspleißen');
      assert.match(coursePage, /OTDR-Messung und Auswertung der Kurve/);
      const trainingPage = await pageOnceServed(dev.origin, '/ec/training', 'Empalme de fibra óptica FTTH');
      assert.match(trainingPage, />Capacitación</, 'the header names the page by its title');
      assert.match(trainingPage, />Borrador</, "the draft course is listed in the preview with the template's draft badge");

      // A page declared before its template is written is named by site dev as site build names it, not left to a 404.
      const withTemplates = await readFile(file('schemas/collections.ts'), 'utf8');
      const renamed = withTemplates.replace("name: 'course',", "name: 'course-detail',");
      assert.notEqual(renamed, withTemplates, "the guide's declaration names its entry page 'course'");
      await writeFile(file('schemas/collections.ts'), renamed);
      const noticedFrom = Date.now();
      while (!dev.output().includes("declares the page 'course-detail', but renderer/pages/course-detail/+Page.tsx does not exist")) {
        assert.ok(Date.now() - noticedFrom < 60_000, `site dev did not name the missing template:\n${dev.output()}`);
        await sleep(250);
      }
      await writeFile(file('schemas/collections.ts'), withTemplates);
    } finally {
      await dev.stop();
    }

    // The draft is a draft, and the published site is complete.
    const validated = await site('validate', '--format', 'json');
    assert.equal(validated.code, 0, validated.stdout);
    const warnings = JSON.parse(validated.stdout).problems as { file: string; code: string }[];
    assert.deepEqual(
      warnings.filter((problem) => problem.file.startsWith('content/courses/')).map(({ file: where, code }) => `${where} ${code}`),
      ['content/courses/otdr-advanced.yaml draft'],
    );
    const created = await site('new', 'course', '--help');
    assert.match(created.stdout, /--hours +Length of the course in hours/);

    await siteBuild(root);
    const sitemap = await readFile(file('dist/client/sitemap.xml'), 'utf8');
    for (const page of ['/ec/training', '/ec/courses/fiber-splicing', '/ec/de/courses/fiber-splicing'])
      assert.match(sitemap, new RegExp(`${page}<`));
    assert.doesNotMatch(sitemap, /otdr-advanced/, 'a draft course has no page');
    assert.doesNotMatch(sitemap, /\/pe\/(\w+\/)?training/, 'Peru lists no course, so it has no training page');
    const built = await readFile(file('dist/client/ec/en/courses/fiber-splicing/index.html'), 'utf8');
    assert.match(built, /<title>FTTH fiber optic splicing \| Tecnandes<\/title>/);
    assert.match(built, /Duration: 24 h/);

    // The kind's types follow from its declaration: the page templates type-check against it, and so do the unit
    // tests beside the code (with the support they import), which take the kinds from the declarations too.
    await cp(path.join(projectRoot, 'tests', 'support'), file('tests/support'), { recursive: true });
    const typecheck = await run(process.execPath, [
      path.join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
      '--noEmit',
      '-p',
      root,
    ]).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    assert.equal(typecheck, '', 'the project and its unit tests type-check with the new kind');
  });
});
