import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { copyProject } from './support/project-copy.ts';
import { projectRoot } from './support/site-server.ts';

/**
 * The content pull-request workflow, run here step by step: every `run:` step that calls the site command runs
 * as GitHub would run it (bash, project root, a GITHUB_STEP_SUMMARY file), so the recipe cannot drift from
 * the commands it documents. The project root is a copy of the project: its build step writes `dist/`, which the
 * other browser test files, running at the same time, serve.
 */
const run = promisify(execFile);

interface Workflow {
  jobs: Record<string, { steps: { name?: string; run?: string }[] }>;
}

describe('.github/workflows/content.yml', () => {
  test('validates with annotations, puts the translation report in the job summary and builds', { timeout: 600_000 }, async () => {
    const workflow = parse(await readFile(path.join(projectRoot, '.github/workflows/content.yml'), 'utf8')) as Workflow;
    const steps = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.flatMap((step) => (step.run?.includes('cli/site.ts') ? [step.run] : [])),
    );
    assert.deepEqual(
      steps.map((step) => step.match(/cli\/site\.ts (\w+)/)?.[1]),
      ['validate', 'report', 'build'],
    );
    assert.match(steps[0] ?? '', /--format github/);

    const root = await copyProject('content-workflow');
    const summary = path.join(root, 'summary.md');
    try {
      for (const step of steps) {
        // Node 24 of this project, as setup-node provides it in the workflow.
        const script = step.replaceAll(/^node /gm, `"${process.execPath}" `);
        await run('bash', ['-eo', 'pipefail', '-c', script], {
          cwd: root,
          env: { ...process.env, GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' },
          maxBuffer: 64 * 1024 * 1024,
        });
      }
      const markdown = await readFile(summary, 'utf8');
      assert.match(markdown, /^## Translations$/m);
      assert.match(markdown, /^\| German \| [\d.]+% \| \d+ \| \d+ \| \d+ \| \d+ \|$/m);
      assert.match(await readFile(path.join(root, 'dist', 'client', 'ec', 'home', 'index.html'), 'utf8'), /<html/, 'the build step built');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
