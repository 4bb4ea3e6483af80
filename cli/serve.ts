import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { type Environment, optionalText, SettingsError } from '../generator/settings/contact-public-config.ts';
import { createApp } from '../server/app.ts';
import { digitsAlone } from '../server/config.ts';
import { checkListenable, listenProblem, metricsListenSettings, siteListenSettings } from '../server/listen-problem.ts';
import { markServed } from './releases.ts';

interface ServeOptions {
  distDir: string;
  /** As typed (--port or PORT): checked with the other settings, so that every problem is named at once. */
  port: string;
  host: string;
  /** The contact endpoint's settings (server/config.ts), with the command's --production flag in them. */
  env: Environment;
}

/**
 * The metrics listen before the site (server/metrics.ts), so a metrics port that is taken stopped the start before
 * the site's port was tried: when that one is taken too, both are said at once, not one per restart.
 */
async function withSitePortProblem(problem: unknown, sitePlace: Parameters<typeof checkListenable>[0]): Promise<unknown> {
  const aboutMetrics = (line: string) => Object.values(metricsListenSettings).some((setting) => line.startsWith(`${setting}:`));
  if (!(problem instanceof SettingsError) || !problem.problems.every(aboutMetrics)) return problem;
  const site = await checkListenable(sitePlace).then(
    () => undefined,
    (error: unknown) => error,
  );
  return site instanceof SettingsError ? new SettingsError([...site.problems, ...problem.problems]) : problem;
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
  const sitePlace = { host, port: portNumber, settings: siteListenSettings };
  try {
    await app.listen({ port: portNumber, host });
  } catch (error) {
    await app.close();
    await unmark();
    throw await withSitePortProblem(listenProblem(error, sitePlace), sitePlace);
  }
  return 0;
}
