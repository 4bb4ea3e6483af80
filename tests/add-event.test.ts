import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { isScalar, parseDocument, visit } from 'yaml';
import { projectRoot } from './support/site-server.ts';

/**
 * The README's promise: the SPEC conformance suite is the only one that pins content. An editor adds an event
 * with a camera photo through `site new` in a copy of the project, translates it, and runs the unit tests that
 * read the content's events: the SPEC suite fails (its six events are now seven), and no other test does.
 */
const run = promisify(execFile);
const testsReadingEvents = [
  'generator/content/spec-conformance.test.ts',
  'generator/content/load-content.test.ts',
  'generator/content/every-problem.test.ts',
  'generator/checks/cross-checks.test.ts',
  'generator/progress/drafts.test.ts',
  'generator/progress/untranslated.test.ts',
  'generator/media/publish-images.test.ts',
  'generator/media/media-checks.test.ts',
  'cli/new.test.ts',
  'cli/new-terminal.test.ts',
  'cli/report.test.ts',
  'renderer/components/preview/PreviewBanner.test.ts',
];

let copy: string;
before(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'site-add-event-'));
  // The project as checked out (committed or not), without what builds and tests write.
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await cp(path.join(projectRoot, file), path.join(copy, file), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  await symlink(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'));
});
after(async () => {
  await rm(copy, { recursive: true, force: true });
});

describe('an editor adds an event', () => {
  test('only the SPEC conformance suite fails', { timeout: 900_000 }, async () => {
    await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2f7d5b' } })
      .jpeg()
      .toFile(path.join(copy, 'content/assets/events/IMG_3001.JPG'));
    const site = (...args: string[]) => run(process.execPath, ['cli/site.ts', ...args], { cwd: copy });
    const { stdout } = await site(
      'new',
      'event',
      '--date',
      '2026-10-01',
      '--category',
      'news',
      '--title',
      'Visita a la refinería de Esmeraldas',
      '--description',
      'Revisamos los actuadores de la unidad de crudo.',
      '--details',
      'Trabajo realizado en octubre de 2026:\\n- Calibración de 12 actuadores',
      '--image',
      '/assets/events/IMG_3001.JPG',
      '--image-alt',
      'Técnicos revisan un actuador eléctrico',
    );
    const file = /content\/events\/[\w-]+\.yaml/.exec(stdout)?.[0];
    assert.ok(file, stdout);
    // The translator's part: every marked text translated, the marker gone.
    const doc = parseDocument(await readFile(path.join(copy, file), 'utf8'));
    visit(doc, {
      Scalar(_, node) {
        if (isScalar(node) && typeof node.value === 'string' && node.value.startsWith('[translate] ')) {
          node.value = `Übersetzt: ${node.value.slice('[translate] '.length)}`;
        }
      },
    });
    await writeFile(path.join(copy, file), doc.toString({ lineWidth: 0 }));
    await site('validate');

    const report = path.join(copy, 'vitest.json');
    await run(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--reporter=json', `--outputFile=${report}`, ...testsReadingEvents],
      {
        cwd: copy,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch(() => undefined);
    const results = JSON.parse(await readFile(report, 'utf8')) as {
      testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[];
    };
    const failed = results.testResults.flatMap((suite) =>
      suite.assertionResults
        .filter((result) => result.status === 'failed')
        .map((result) => `${path.relative(copy, suite.name)} > ${result.fullName}`),
    );
    assert.equal(results.testResults.length, testsReadingEvents.length, 'every test file ran');
    assert.deepEqual(failed, [
      'generator/content/spec-conformance.test.ts > SPEC conformance: the committed content has the three events of SPEC.md in two categories, then the news of September to November 2026',
    ]);
  });
});
