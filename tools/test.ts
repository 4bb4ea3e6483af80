/**
 * `npm test`: every check the project has, in the least wall time the machine allows.
 *
 * The checks before the browser tests do not depend on each other (the build writes dist/, which none of them
 * reads), so they run at the same time, their output kept apart and printed whole as each ends; most of their
 * time is spent waiting (Vitest's files start processes, servers and builds), not computing. The browser tests
 * start once all of them passed, as `a && b` did, and have the machine to themselves: started beside Vitest as
 * soon as the build was done, they finished sooner, but tests that wait on file watchers and timers failed under
 * the load of both.
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

const started = performance.now();
const outcomes = await Promise.all([
  runCheck('typecheck (project)', ['node_modules/.bin/tsc', '--noEmit', '-p', '.']),
  runCheck('typecheck (tests)', ['node_modules/.bin/tsc', '--noEmit', '-p', 'tests']),
  runCheck('lint', ['npm', 'run', '--silent', 'lint']),
  runCheck('validate', [process.execPath, 'cli/site.ts', 'validate']),
  runCheck('unit tests', [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', `--maxWorkers=${unitWorkers}`]),
  runCheck('build', [process.execPath, 'cli/site.ts', 'build']),
]);
if (outcomes.every((outcome) => outcome.code === 0)) {
  const browserStarted = performance.now();
  const code = await runBrowserTests([]);
  outcomes.push({ name: 'browser tests', code, seconds: (performance.now() - browserStarted) / 1000 });
} else {
  outcomes.push({ name: 'browser tests (not run: a check before them failed)', code: 1, seconds: 0 });
}
const failed = outcomes.filter((outcome) => outcome.code !== 0);
process.exitCode = failed.length > 0 ? 1 : 0;
process.stdout.write(
  `\nnpm test: ${failed.length > 0 ? `FAILED (${failed.map((outcome) => outcome.name).join(', ')})` : 'passed'} in ${(
    (performance.now() - started) / 1000
  ).toFixed(0)} s; ${outcomes.map((outcome) => `${outcome.name} ${outcome.seconds.toFixed(0)} s`).join(', ')}\n`,
);
