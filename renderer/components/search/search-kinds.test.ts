import { describe, expect, it } from 'vitest';
import { pageTemplates } from '../../../schemas/pages.ts';
import { namesEntry, searchIndexAttributes, searchKindOf } from './search-kinds.ts';

describe('searchIndexAttributes', () => {
  it('marks a page as indexed content, with its region as a filter and its kind', () => {
    expect(searchIndexAttributes('pe', 'service')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'region:pe',
      'data-pagefind-meta': 'kind:service',
    });
    expect(searchIndexAttributes('ec', 'case')['data-pagefind-meta']).toBe('kind:case');
    expect(searchIndexAttributes('ec', 'cases')['data-pagefind-meta']).toBe('kind:case');
    expect(searchIndexAttributes('br', 'events')['data-pagefind-meta']).toBe('kind:news');
    expect(searchIndexAttributes('ec', 'about')['data-pagefind-meta']).toBe('kind:page');
    expect(searchIndexAttributes('pe', 'downloads')['data-pagefind-meta']).toBe('kind:download');
    expect(searchIndexAttributes('br', 'job')['data-pagefind-meta']).toBe('kind:opening');
    expect(searchIndexAttributes('br', 'careers')['data-pagefind-meta']).toBe('kind:opening');
  });

  it('leaves the search page out of the index, and indexes every other template', () => {
    expect(searchIndexAttributes('ec', 'search')).toEqual({});
    for (const { name } of pageTemplates.filter((template) => template.name !== 'search')) {
      expect(searchIndexAttributes('ec', name)).toHaveProperty('data-pagefind-body');
    }
  });
});

describe('search kinds read back from results', () => {
  it('knows the kinds it wrote and nothing else', () => {
    expect(searchKindOf('news')).toBe('news');
    expect(searchKindOf('download')).toBe('download');
    expect(searchKindOf('opening')).toBe('opening');
    expect(searchKindOf('brochure')).toBeUndefined();
    expect(searchKindOf(undefined)).toBeUndefined();
  });

  it('names the matched entry for the events page and the download centre only', () => {
    expect(namesEntry('news')).toBe(true);
    expect(namesEntry('download')).toBe(true);
    expect(namesEntry('service')).toBe(false);
    expect(namesEntry(undefined)).toBe(false);
  });
});
