import { describe, expect, it } from 'vitest';
import { contentStrings, countLeaves, leavesByKey, walkContent } from './content-walk.ts';

const event = {
  id: 3,
  title: { es: 'Feria', en: 'Fair' },
  imageUrl: ['/assets/events/a.svg', '/assets/events/b.svg'],
  details: { es: 'Hannover', en: 'Hanover' },
};

describe('the content walker', () => {
  it('finds every text with the path its problem is reported at', () => {
    expect(contentStrings(event)).toEqual([
      { path: ['title', 'es'], value: 'Feria' },
      { path: ['title', 'en'], value: 'Fair' },
      { path: ['imageUrl', 0], value: '/assets/events/a.svg' },
      { path: ['imageUrl', 1], value: '/assets/events/b.svg' },
      { path: ['details', 'es'], value: 'Hannover' },
      { path: ['details', 'en'], value: 'Hanover' },
    ]);
  });

  it('does not look inside what a check takes as one value', () => {
    const seen: string[] = [];
    walkContent(
      event,
      ({ path }) => seen.push(path.join('.')),
      ({ value }) => !(value && typeof value === 'object' && 'es' in value),
    );
    expect(seen).toEqual(['', 'id', 'title', 'imageUrl', 'imageUrl.0', 'imageUrl.1', 'details']);
  });

  it('reads UI texts by dotted key, a list being one text', () => {
    const leaves = leavesByKey({ nav: { home: 'Inicio', items: ['a', 'b'] } });
    expect([...leaves.keys()]).toEqual(['nav.home', 'nav.items']);
    expect(leaves.get('nav.home')).toEqual({ path: ['nav', 'home'], value: 'Inicio' });
    expect(countLeaves(event)).toBe(7);
  });
});
