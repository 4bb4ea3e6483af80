import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DevProcess, startDev } from '../tests/support/dev-server.ts';
import { copyProject, editFile } from '../tests/support/project-copy.ts';

const followTimeout = 30_000;

/**
 * `site dev` in a copy of the project, whose event schema is tightened so that the content breaks it, and then
 * loosened again: each save is validated at once, as a save of content is, before and after the server restarts.
 */
describe('site dev with a schema saved', () => {
  let root: string;
  let dev: DevProcess;

  beforeAll(async () => {
    root = await copyProject('site-dev-schema');
    dev = await startDev(path.join(root, 'content'), { root });
  }, 120_000);
  afterAll(async () => {
    await dev?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** Waits until what the server printed after `mark` (a length of its output) says `text`. */
  const printedSince = (mark: number, text: string) =>
    vi.waitFor(() => expect(dev.output().slice(mark)).toContain(text), { timeout: followTimeout, interval: 100 });

  /** The error the overlay shows a page that connects now, if any: the dev server sends it right after Vite's greeting. */
  const overlayShown = () =>
    new Promise<string | undefined>((resolve, reject) => {
      const socket = new WebSocket(`${dev.origin.replace('http', 'ws')}/`, 'vite-hmr');
      let timer: NodeJS.Timeout | undefined;
      const done = (shown: string | undefined) => {
        clearTimeout(timer);
        socket.close();
        resolve(shown);
      };
      socket.addEventListener('error', () => reject(new Error('no connection to the dev server')));
      socket.addEventListener('message', ({ data }) => {
        const payload = JSON.parse(String(data)) as { type: string; err?: { message: string } };
        if (payload.type === 'connected') timer = setTimeout(() => done(undefined), 500);
        if (payload.type === 'error') done(payload.err?.message);
      });
    });

  const eventSchema = () => path.join(root, 'schemas', 'event.ts');
  const tightened = "'id' must be at most 1;";

  /** Events numbered up to 1 only: every event but the first breaks the schema, said as soon as it is saved; loosened again, the error goes. */
  async function tightenAndLoosen(): Promise<void> {
    let mark = dev.output().length;
    await editFile(eventSchema(), (text) => text.replace('.max(100000)', '.max(1)'));
    await printedSince(mark, 'the page shows the error');
    expect(dev.output().slice(mark)).toContain(tightened);
    expect(await overlayShown()).toContain(tightened);

    mark = dev.output().length;
    await editFile(eventSchema(), (text) => text.replace('.max(1)', '.max(100000)'));
    await printedSince(mark, '✔ content valid');
    expect(await overlayShown()).toBeUndefined();
  }

  it('reports a saved schema the content breaks at once, with the overlay, and clears it when the schema is reverted', async () => {
    await tightenAndLoosen();
  }, 90_000);

  it('still does after pages were removed', async () => {
    const mark = dev.output().length;
    // Peru offers one service line fewer: its page goes, and the open pages reload.
    await editFile(path.join(root, 'content', 'site.yaml'), (text) => text.replace('services: [oil, industrial]', 'services: [oil]'));
    await printedSince(mark, 'pages added or removed; pages reloaded');
    await tightenAndLoosen();
  }, 90_000);
});
