import type { Plugin, ResolvedConfig } from 'vite';
import type { PublishedImages } from '../../generator/media/publish-images.ts';
import type { Route } from '../../schemas/route.ts';
import type { SiteContent } from '../../schemas/site-content.ts';

/** Content that passed validation: what every page is rendered from. */
export interface ValidContent {
  content: SiteContent;
  routes: Route[];
}

/**
 * What rendering takes from the command that starts it (site build's prerender, site dev's server). The command
 * hands it to Vite as the options of the `site:input` plugin (vite.config.ts); renderer/+onCreateGlobalContext.server.ts
 * reads it back from the resolved Vite configuration Vike keeps, and every hook finds it as `globalContext.site`.
 * The content is not compiled into the bundles: a build after a change of content renders with the bundles it has.
 */
export interface SiteInput {
  /** The content folder, absolute: its assets are served and copied from there. */
  contentDir: string;
  /** Where the command encodes photos (generator/media/image-cache.ts): in site dev the pages read their widths from there. */
  imageCacheDir: string;
  /** The regions menu links to each region's own domain (SITE_REGION_DOMAINS=1, cli/build-settings.ts) instead of the same origin. */
  regionDomains: boolean;
  /**
   * The build's date, YYYY-MM-DD: what closes an entry past its closing date (generator/content/closed-entries.ts).
   * An input of the command, so a test pins it and a page never reads the clock.
   */
  today: string;
  /**
   * The photos of the content as site build published them before rendering (their files and widths). Absent in
   * site dev, whose pages publish the photos of each save themselves (renderer/data/site-content.ts).
   */
  publishedImages?: PublishedImages;
  /**
   * The content to render: the one site build validated before rendering, or the last valid save in site dev.
   * The same object until the content changes, so what is derived from it can be kept per object.
   */
  current(): ValidContent;
}

const pluginName = 'site:input';

/** Carries the command's input into the Vite configuration (Vite's `api` field is how plugins expose data). */
export function siteInputPlugin(input: SiteInput): Plugin {
  return { name: pluginName, api: input };
}

/** The input a command handed to Vite, from the configuration it resolved to. */
export function siteInputOf(config: Pick<ResolvedConfig, 'plugins'> | null | undefined): SiteInput {
  const api: unknown = config?.plugins.find((plugin) => plugin.name === pluginName)?.api;
  if (!api)
    throw new Error('The pages render only under site build or site dev, which hand the content to Vite (renderer/build/site-input.ts).');
  return api as SiteInput;
}
