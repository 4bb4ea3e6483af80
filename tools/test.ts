/**
 * `npm test`: every check the project has, in the least wall time the machine allows.
 *
 * The checks do not depend on each other, except the browser tests on the build: they all start at once, and the
 * browser tests as soon as the build is done. Each check's output is kept apart and printed whole when it ends.
 * Most of the suite's time is spent waiting (Vitest's and the browser tests' files start processes, servers,
 * builds and browsers, and wait for them), so running them together keeps both cores busy. The run fails if any
 * check failed; without a build there are no browser tests.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { runBrowserTests } from './browser-tests.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Vitest runs one file at a time on two cores (its default is one worker fewer than cores), though its files
 * wait more than they compute; four keep the cores busy.
 */
const unitWorkers = Math.max(4, availableParallelism() - 1);

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function runCheck(name: string, command: string[]): Promise<Outcome> {
  const started = performance.now();
  const [program = '', ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n── ${name} (${command.join(' ')}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name, code, seconds });
    };
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

async function browserTestsAfter(build: Promise<Outcome>): Promise<Outcome> {
  if ((await build).code !== 0) return { name: 'browser tests (not run: the build failed)', code: 1, seconds: 0 };
  const started = performance.now();
  const code = await runBrowserTests([]);
  return { name: 'browser tests', code, seconds: (performance.now() - started) / 1000 };
}

const started = performance.now();
const build = runCheck('build', [process.execPath, 'cli/site.ts', 'build']);
const outcomes = await Promise.all([
  runCheck('typecheck (project)', ['node_modules/.bin/tsc', '--noEmit', '-p', '.']),
  runCheck('typecheck (tests)', ['node_modules/.bin/tsc', '--noEmit', '-p', 'tests']),
  runCheck('lint', ['npm', 'run', '--silent', 'lint']),
  runCheck('validate', [process.execPath, 'cli/site.ts', 'validate']),
  runCheck('unit tests', [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', `--maxWorkers=${unitWorkers}`]),
  build,
  browserTestsAfter(build),
]);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
process.exitCode = failed.length > 0 ? 1 : 0;
process.stdout.write(
  `\nnpm test: ${failed.length > 0 ? `FAILED (${failed.map((outcome) => outcome.name).join(', ')})` : 'passed'} in ${(
    (performance.now() - started) / 1000
  ).toFixed(0)} s; ${outcomes.map((outcome) => `${outcome.name} ${outcome.seconds.toFixed(0)} s`).join(', ')}\n`,
);
