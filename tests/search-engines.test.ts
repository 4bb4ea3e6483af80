import assert from 'node:assert/strict';
import { glob, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { descriptionLimit } from '../schemas/page-fields.ts';
import { defaultDistDir } from './support/site-server.ts';

/**
 * What a search engine and a share preview read of every page of the build that names itself canonical (the pages
 * of the sitemap; not `/`, which only sends a visitor on, nor the 404 pages), from its HTML as served.
 */
async function builtPages(): Promise<{ page: string; html: string }[]> {
  const client = path.join(await realpath(defaultDistDir), 'client');
  const pages: { page: string; html: string }[] = [];
  for await (const file of glob('**/index.html', { cwd: client })) {
    const html = await readFile(path.join(client, file), 'utf8');
    if (html.includes('rel="canonical"')) pages.push({ page: `/${path.dirname(file)}`, html });
  }
  return pages;
}

const decoded = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

test(`every page's description fits what a search result shows (${descriptionLimit} characters), names filled in`, async () => {
  const pages = await builtPages();
  assert.ok(pages.length > 150, `${pages.length} pages`);
  const tooLong = pages.flatMap(({ page, html }) => {
    const description = decoded(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    assert.ok(description.length > 50, `${page} has a description`);
    return description.length > descriptionLimit ? [`${page}: ${description.length}`] : [];
  });
  assert.deepEqual(tooLong, []);
});

test('every page shares itself in a locale Open Graph reads, a language and a country', async () => {
  for (const { page, html } of await builtPages()) {
    const locales = [...html.matchAll(/<meta property="og:locale" content="([^"]*)"/g)].map((match) => match[1]);
    assert.equal(locales.length, 1, page);
    assert.match(locales[0] ?? '', /^[a-z]{2,3}_[A-Z]{2}$/, page);
  }
});

test("every page but a region's home says where it sits (BreadcrumbList): the home, its listing page, itself", async () => {
  let openings = 0;
  for (const { page, html } of await builtPages()) {
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    const trails = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; itemListElement?: { position: number; item: string }[] })
      .filter((data) => data['@type'] === 'BreadcrumbList');
    if (page.endsWith('/home')) {
      assert.deepEqual(trails, [], page);
      continue;
    }
    assert.equal(trails.length, 1, page);
    const items = trails[0]?.itemListElement ?? [];
    assert.deepEqual(
      items.map((item) => item.position),
      items.map((_, index) => index + 1),
      page,
    );
    assert.match(items[0]?.item ?? '', /\/home$/, page);
    assert.equal(items.at(-1)?.item, canonical, page);
    if (page.includes('/jobs/')) {
      assert.match(items[1]?.item ?? '', /\/careers$/, `${page}: an opening is listed on the careers page`);
      openings++;
    }
  }
  assert.ok(openings > 0, 'the job openings were looked at');
});
