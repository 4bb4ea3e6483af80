import path from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../generator/content/load-content.ts';
import { routeOf } from '../routing/site-routes.ts';
import { type SiteInput, siteInputOf, siteInputPlugin, type ValidContent } from './site-input.ts';

const contentDir = path.resolve(import.meta.dirname, '../../content');

async function validContent(): Promise<ValidContent> {
  const { content, routes } = await loadContent(contentDir);
  if (!content || !routes) throw new Error('content/ does not validate');
  return { content, routes };
}

describe('the input a command hands to the rendering', () => {
  it('is found again in the Vite configuration it was handed to, as Vike keeps it on globalContext', async () => {
    const rendered = await validContent();
    const input: SiteInput = { contentDir, imageCacheDir: contentDir, regionDomains: true, today: '2026-11-27', current: () => rendered };
    const config = await resolveConfig({ configFile: false, logLevel: 'silent', plugins: [siteInputPlugin(input)] }, 'build');
    expect(siteInputOf(config)).toBe(input);
    const withoutInput = await resolveConfig({ configFile: false, logLevel: 'silent' }, 'build');
    expect(() => siteInputOf(withoutInput)).toThrow(/site build or site dev/);
    expect(() => siteInputOf(null)).toThrow(/site build or site dev/);
  });

  it('routes by the content it gives now, so a region added in site dev is routed without a new input', async () => {
    const first = await validContent();
    const [region] = first.content.site.regions;
    if (!region) throw new Error('content/site.yaml has no region');
    let rendered = first;
    const input: SiteInput = { contentDir, imageCacheDir: contentDir, regionDomains: false, today: '2026-11-27', current: () => rendered };
    const home = `/${region.id}/home`;
    expect(routeOf(input, home)).toMatchObject({ region: region.id, page: 'home' });
    expect(routeOf(input, '/xx/home')).toBeUndefined();

    const added = { ...region, id: 'xx' as typeof region.id, domains: [] };
    rendered = {
      ...first,
      content: { ...first.content, site: { ...first.content.site, regions: [...first.content.site.regions, added] } },
    };
    expect(routeOf(input, '/xx/home')).toMatchObject({ region: 'xx', page: 'home' });
  });
});
