import { describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('vike/plugin', () => ({
  default: (options: object) => {
    made.count++;
    return Promise.resolve([{ name: 'vike', options }]);
  },
}));

const { VikeWhenResolved } = await import('./vike-when-resolved.ts');

describe('Vike’s plugin made when Vite resolves the configuration', () => {
  it('is not made with the configuration, only when awaited, and once however often it is awaited', async () => {
    made.count = 0;
    const plugin = new VikeWhenResolved();
    expect(made.count).toBe(0);
    // What Vite does with its plugins, and what a plugin of Vike's looks for.
    expect(plugin).toBeInstanceOf(Promise);
    const [plugins] = await Promise.all([plugin]);
    expect(plugins).toEqual([{ name: 'vike', options: plugin._vikeVitePluginOptions }]);
    await plugin;
    expect(made.count).toBe(1);
  });

  it('is the one Vike plugin of the site’s configuration, and making the configuration does not make it', async () => {
    made.count = 0;
    const { siteViteConfig } = await import('../../vite.config.ts');
    const plugins = siteViteConfig().plugins ?? [];
    expect(plugins.filter((plugin) => plugin instanceof VikeWhenResolved)).toHaveLength(1);
    expect(made.count).toBe(0);
  });
});
