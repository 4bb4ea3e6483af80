import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { type Environment, optionalText } from '../generator/settings/contact-public-config.ts';
import { createApp } from '../server/app.ts';
import { digitsAlone } from '../server/config.ts';
import { listenProblem, siteListenSettings } from '../server/listen-problem.ts';
import { markServed } from './releases.ts';

interface ServeOptions {
  distDir: string;
  /** As typed (--port or PORT): checked with the other settings, so that every problem is named at once. */
  port: string;
  host: string;
  /** The contact endpoint's settings (server/config.ts), with the command's --production flag in them. */
  env: Environment;
}

/** `site serve`: the built site and its endpoints, until the process is stopped. */
export async function serveCommand({ distDir, port, host, env }: ServeOptions): Promise<number> {
  const portNumber = digitsAlone.test(port) ? Number(port) : Number.NaN;
  const portProblems = portNumber >= 0 && portNumber <= 65_535 ? [] : [`${siteListenSettings.port} is not a port number: ${port}`];
  // Else the site's listen fails on the metrics' own listener, reported as "in use by another process".
  if (portNumber > 0 && Number(optionalText.parse(env.METRICS_PORT)) === portNumber) {
    portProblems.push(`METRICS_PORT is the site's port too (${portNumber}): the metrics need a port of their own.`);
  }
  // The release the link names now, for this server's whole life: a build or a rollback switches the link, and
  // this server goes on serving its own release whole (pages and the files they name) until it is restarted.
  const release = await realpath(path.resolve(distDir)).catch(() => path.resolve(distDir));
  const app = await createApp({ distDir: release, logger: true, env, startupProblems: portProblems });
  const { unmark, problem: unmarked } = await markServed(release);
  if (unmarked) app.log.warn(unmarked);
  const stop = async () => {
    await app.close();
    await unmark();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await app.listen({ port: portNumber, host });
  } catch (error) {
    await app.close();
    await unmark();
    throw listenProblem(error, { host, port: portNumber, settings: siteListenSettings });
  }
  return 0;
}
