import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../generator/settings/contact-public-config.ts';
import { listenAt, listenProblem, metricsListenSettings, siteListenSettings } from './listen-problem.ts';

const place = { host: '10.9.9.9', port: 80, settings: siteListenSettings };
const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
const problems = (error: unknown) => (error instanceof SettingsError ? error.problems : error);

describe('listenProblem', () => {
  it('names the setting to change for an address not on this machine and a port that needs privileges', () => {
    expect(problems(listenProblem(failure('EADDRNOTAVAIL'), place))).toEqual([
      'HOST (or --host): 10.9.9.9 is not an address of this machine',
    ]);
    expect(problems(listenProblem(failure('EACCES'), place))).toEqual([
      'PORT (or --port): 10.9.9.9:80 needs privileges this process lacks; choose a port above 1023',
    ]);
  });

  it('names the setting for a host name that cannot be looked up (a mistyped 127.0.0.l), in one line', async () => {
    const failing = listenAt(createServer(), { host: '127.0.0.l', port: 0, settings: siteListenSettings }, () => undefined);
    expect(problems(await failing.catch((error: unknown) => error))).toEqual([
      'HOST (or --host): 127.0.0.l is not a name this machine can look up; write an address, such as 127.0.0.1',
    ]);
  });

  it('leaves any other error as it is, with its stack', () => {
    const other = failure('EMFILE');
    expect(listenProblem(other, place)).toBe(other);
  });
});

describe('listenAt', () => {
  const metricsPlace = (port: number) => ({ host: '127.0.0.1', port, settings: metricsListenSettings });

  it("hands the server's errors after the start to whoever logs them, and keeps none of its own", async () => {
    const server = createServer();
    const later: Error[] = [];
    await listenAt(server, metricsPlace(0), (error) => later.push(error));
    try {
      const accept = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE' });
      server.emit('error', accept);
      expect(later).toEqual([accept]);
      expect(server.listenerCount('error')).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says which setting to change when the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    try {
      const failing = listenAt(createServer(), metricsPlace(port), () => undefined);
      await expect(failing).rejects.toThrow(SettingsError);
      expect(problems(await failing.catch((error: unknown) => error))).toEqual([
        `METRICS_PORT: 127.0.0.1:${port} is already in use by another process; choose a free METRICS_PORT`,
      ]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
