import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PhaseClock } from './build-phases.ts';

describe('PhaseClock', () => {
  it('times a phase run alongside the marked ones on its own, and says so, without moving their times', async () => {
    const clock = new PhaseClock();
    const index = clock.alongside('search index', async () => {
      await sleep(60);
      return '4 languages';
    });
    await sleep(20);
    clock.mark('media and site files', 'sitemap');
    await index;
    await sleep(20);
    clock.mark('compression');
    const [media, search, compression] = clock.phases;
    expect(clock.phases.map((phase) => phase.name)).toEqual(['media and site files', 'search index', 'compression']);
    expect(search?.milliseconds).toBeGreaterThanOrEqual(55);
    // The marked phases still add up to the time the build took: the one alongside counts in neither.
    expect((media?.milliseconds ?? 0) + (compression?.milliseconds ?? 0)).toBeGreaterThanOrEqual(75);
    expect(compression?.milliseconds).toBeGreaterThanOrEqual(55);
    expect(clock.format()).toMatch(/^ {2}search index +\d+ ms {2}4 languages \(alongside the phases around it\)$/m);
  });
});
