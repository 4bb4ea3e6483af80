import { createServer, type Server } from 'node:net';
import { SettingsError } from '../generator/settings/contact-public-config.ts';

/** Where a server listens, and the settings a person changes to move it: `PORT (or --port)`, `METRICS_PORT`. */
interface ListenPlace {
  host: string;
  port: number;
  settings: { port: string; host: string };
}

/** How a person moves the site's server (`site serve`, the production bundle, `site dev`) elsewhere. */
export const siteListenSettings = { port: 'PORT (or --port)', host: 'HOST (or --host)' };

/** How an operator moves the metrics server (server/metrics.ts) elsewhere. */
export const metricsListenSettings = { port: 'METRICS_PORT', host: 'METRICS_HOST' };

/**
 * A port taken or an address not on this machine is a setting to change, said in one line like the other start-up
 * problems (cli/failure.ts prints a SettingsError without a stack); any other error stays as it is.
 */
export function listenProblem(error: unknown, { host, port, settings }: ListenPlace): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = `${host}:${port}`;
  if (code === 'EADDRINUSE')
    return new SettingsError([`${settings.port}: ${where} is already in use by another process; choose a free ${settings.port}`]);
  if (code === 'EADDRNOTAVAIL') return new SettingsError([`${settings.host}: ${host} is not an address of this machine`]);
  // A name the resolver does not know (a mistyped 127.0.0.l, a host name without DNS yet).
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL')
    return new SettingsError([`${settings.host}: ${host} is not a name this machine can look up; write an address, such as 127.0.0.1`]);
  if (code === 'EACCES')
    return new SettingsError([`${settings.port}: ${where} needs privileges this process lacks; choose a port above 1023`]);
  return error;
}

/**
 * Rejects with the listen problem when `port` on `host` cannot be listened on now: for a command that would
 * otherwise find out only once half started (`site dev` loads the content and opens the contact endpoint first,
 * and Vite's own message has no code to tell why).
 */
export async function checkListenable(place: ListenPlace): Promise<void> {
  const probe = createServer();
  // Closed at once: no error can come after the start.
  await listenAt(probe, place, () => undefined);
  await new Promise((resolve) => probe.close(resolve));
}

/**
 * Listens `server` at `place`, or rejects with the listen problem. Once it listens, its later errors (an accept that
 * fails, as with too many open files) go to `onLaterError`: the listener that waited for the start is taken off, so
 * such an error is neither dropped unseen nor left to end the process it shares with the site's server.
 */
export function listenAt(server: Server, place: ListenPlace, onLaterError: (error: Error) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(listenProblem(error, place));
    server.once('error', failed);
    server.listen(place.port, place.host, () => {
      server.off('error', failed);
      server.on('error', onLaterError);
      resolve();
    });
  });
}
