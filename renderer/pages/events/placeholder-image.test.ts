import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../schemas/site-content.ts';
import { eventPlaceholderSize, eventPlaceholderSrc } from './placeholder-image.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../content');

describe('event placeholder image', () => {
  it('is sized from its file when no content names it, so its <img> gets width and height', () => {
    const content = { assetSizes: {} } as unknown as SiteContent;
    expect(eventPlaceholderSrc).toBe('/assets/events/placeholder.svg');
    expect(eventPlaceholderSize(content, contentDir)).toEqual({ width: 1200, height: 800 });
  });

  it('uses the size the generator read when content names it', () => {
    const content = { assetSizes: { [eventPlaceholderSrc]: { width: 10, height: 5 } } } as unknown as SiteContent;
    expect(eventPlaceholderSize(content, contentDir)).toEqual({ width: 10, height: 5 });
  });
});
