import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { spawn } from '@lydell/node-pty';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type ContentCopy, copyContent } from '../generator/content-fixture.ts';

const siteCommand = path.resolve(import.meta.dirname, 'site.ts');
const down = '\x1b[B';
const ctrlC = '\x03';

/** Sessions still running when a test ends (a question that never came) are stopped with it. */
const running = new Set<{ kill(): void }>();

/** `site new` on a pseudo-terminal, as a person types into it: waits for each question before answering. */
function terminal(...args: string[]) {
  // TERM as a terminal emulator sets it: CI runs without a terminal, and without TERM the prompts wait forever.
  const pty = spawn(process.execPath, [siteCommand, ...args], {
    name: 'xterm-256color',
    cols: 120,
    rows: 40,
    env: { ...process.env, TERM: 'xterm-256color', NO_COLOR: '1' },
  });
  let screen = '';
  let seen = 0;
  const waiters: (() => void)[] = [];
  pty.onData((data) => {
    screen += stripVTControlCharacters(data);
    for (const waiter of waiters.splice(0)) waiter();
  });
  running.add(pty);
  const exited = new Promise<number>((resolve) =>
    pty.onExit(({ exitCode }) => {
      running.delete(pty);
      resolve(exitCode);
    }),
  );
  return {
    exited,
    output: () => screen,
    /** Waits until `text` shows after the previous question, then types `keys`. */
    async answer(text: string, keys: string) {
      const deadline = Date.now() + 15_000;
      while (!screen.includes(text, seen)) {
        if (Date.now() > deadline) throw new Error(`'${text}' never showed; the terminal shows:\n${screen.slice(seen)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 1_000);
        });
      }
      seen = screen.indexOf(text, seen) + text.length;
      pty.write(keys);
    },
  };
}

let copy: ContentCopy;
beforeEach(async () => {
  copy = await copyContent();
});
afterEach(async () => {
  for (const pty of running) pty.kill();
  running.clear();
  await copy.remove();
});

describe('site new on a terminal', { timeout: 60_000 }, () => {
  it('asks for an event with a list of categories and a text over several lines, and writes it', async () => {
    const session = terminal('new', 'event', '--content', copy.contentDir);
    await session.answer('Date (YYYY-MM-DD)', '20/11/2025\r');
    await session.answer('must be a date written YYYY-MM-DD', '2025-11-20\r');
    await session.answer('tradeFairs', `${down}\r`);
    await session.answer('Title (Spanish)', 'Feria minera de Arequipa\r');
    await session.answer('Short text for the card (Spanish)', 'Nos encontrará en el stand 12.\r');
    // One line at a time, each after the terminal has shown the previous one, as a person types.
    await session.answer('Full text of the details window (Spanish)', 'Lo que mostramos:\r');
    await session.answer('Lo que mostramos:', '- Medidores ultrasónicos\r');
    await session.answer('- Medidores ultrasónicos', '- Patines de medición\r');
    await session.answer('- Patines de medición', '\r');
    await session.answer('empty for none', '\r');
    expect(await session.exited).toBe(0);

    const relative = 'events/2025-feria-minera-de-arequipa.yaml';
    expect(session.output()).toContain(`✔ new event 4: ${copy.file(relative)}`);
    const written = await readFile(path.join(copy.contentDir, relative), 'utf8');
    expect(written).not.toContain('\\n');
    expect(written).toMatch(/details:\n {2}es: \|-?\n {4}Lo que mostramos:\n {4}- Medidores ultrasónicos\n {4}- Patines de medición\n/);
    const event = parse(written) as { category: string; details: { es: string } };
    expect(event.category).toBe('tradeFairs');
    expect(event.details.es).toBe('Lo que mostramos:\n- Medidores ultrasónicos\n- Patines de medición');
  });

  it('stops at Ctrl-C with a clear message and writes nothing', async () => {
    const before = await readdir(path.join(copy.contentDir, 'events'));
    const session = terminal('new', 'event', '--content', copy.contentDir);
    await session.answer('Date (YYYY-MM-DD)', '2025-11-20\r');
    await session.answer('tradeFairs', ctrlC);
    expect(await session.exited).toBe(130);
    expect(session.output()).toContain('Cancelled, nothing written.');
    expect(session.output()).not.toMatch(/\n\s+at /);
    expect(await readdir(path.join(copy.contentDir, 'events'))).toEqual(before);
  });
});
