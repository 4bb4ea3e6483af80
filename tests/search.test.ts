import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { closePage, desktop, eventually, gotoHydrated, newPage, pageProblems } from './support/browser.ts';
import { checkLayout, settleAfterResize } from './support/layout-checks.ts';
import {
  defaultDistDir,
  type Language,
  languages,
  pathOf,
  projectRoot,
  type RegionFacts,
  rawGet,
  readContentYaml,
  regionById,
  regionIds,
} from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';
import { templatePages } from './support/templates.ts';

/**
 * Site search (Pagefind, one index per language, built by `site build`): the header's control and `/` open it,
 * results are the visitor's region's only, each with its kind, title and excerpt, and nothing of it loads before
 * search is opened. Without JavaScript the control is a link to the search page, which says so and lists the pages.
 */
const suite = registerSiteSuite();

/**
 * A word of each language that the oil service, the oil case and the event about the alliance with actuator and
 * valve makers all use (content/services/oil.yaml, content/cases/oil.yaml, content/events/…-alianzas-…yaml).
 */
const termOf: Record<Language, string> = { es: 'actuadores', en: 'actuators', pt: 'atuadores', de: 'Stellantriebe' };

/** A word only pages of Ecuador use: the telecommunications stations in the Amazon region (service and case). */
const ecuadorOnlyTerm = 'Amazonía';

/** The first search fetches React, the island, Pagefind's script, its WebAssembly and the index: on a busy machine, seconds. */
const answerTimeout = 15_000;

interface ShownResult {
  href: string;
  kind: string;
  title: string;
  excerpt: string;
}

/**
 * Content-Security-Policy violations of a page, collected from its first script on: the page's events, and
 * Chromium's console, where those of Pagefind's worker appear, and Pagefind's own warning when its worker fails.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Pagefind/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeBinding('reportSearchViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportSearchViolation: (text: string) => void }).reportSearchViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  return violations;
}

/** Types `words` into the open search field and waits for the answer: the results, or the status line alone. */
async function search(page: Page, scope: string, words: string): Promise<{ status: string; results: ShownResult[] }> {
  const field = page.locator(`${scope} input[type="search"]`);
  await field.fill(words);
  const status = page.locator(`${scope} [role="status"]`);
  await eventually(async () => (await status.textContent())?.includes(words) ?? false, true, `an answer for "${words}"`, answerTimeout);
  const results = await page.locator(`${scope} ol > li`).evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      title: item.querySelector('a')?.textContent ?? '',
      kind: item.querySelector('span')?.textContent ?? '',
      excerpt: item.querySelector('p')?.textContent ?? '',
    })),
  );
  return { status: (await status.textContent()) ?? '', results };
}

const inRegion = (region: RegionFacts, language: Language, href: string) =>
  href.startsWith(language === region.defaultLanguage ? `/${region.id}/` : `/${region.id}/${language}/`);

describe('site search', () => {
  for (const regionId of regionIds) {
    for (const language of languages) {
      test(`${regionId} in ${language}: "/" opens search; a term of a service, a case and an event finds them in the region; a result opens its page`, async () => {
        const region = regionById(suite.site, regionId);
        const kinds = suite.translations[language].search.kinds;
        const page = await newPage(suite.browser, { viewport: desktop });
        const violations = await watchViolations(page);
        try {
          await gotoHydrated(page, suite.url(regionId, language, 'about'));
          await page.keyboard.press('/');
          const dialog = page.locator('#site-search');
          await eventually(() => dialog.evaluate((element: HTMLDialogElement) => element.open), true, 'the search panel opens');
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search', 'the field has focus');
          const { results } = await search(page, '#site-search', termOf[language]);
          const shownKinds = new Set(results.map((result) => result.kind));
          assert.ok(shownKinds.has(kinds.service), `a service among ${JSON.stringify(results)}`);
          assert.ok(shownKinds.has(kinds.news), `the event among ${JSON.stringify(results)}`);
          for (const news of results.filter((result) => result.kind === kinds.news))
            assert.match(news.href, /\/events#event-\d+$/, 'an event result names its event, whose details the link opens');
          if (region.cases.length > 0) assert.ok(shownKinds.has(kinds.case), `a case among ${JSON.stringify(results)}`);
          else assert.ok(!shownKinds.has(kinds.case), 'no case in a region without cases');
          for (const result of results) {
            assert.ok(inRegion(region, language, result.href), `${result.href} is a page of ${regionId} in ${language}`);
            assert.ok(result.title.trim() && result.excerpt.trim(), `${result.href} has a title and an excerpt`);
          }
          assert.ok(
            results.some((result) => result.excerpt.toLowerCase().includes(termOf[language].toLowerCase().slice(0, 6))),
            'the excerpts show the words found',
          );
          const service = results.find((result) => result.kind === kinds.service);
          assert.ok(service);
          await page.locator(`#site-search ol a[href="${service.href}"]`).click();
          await page.waitForURL(`${suite.server.origin}${service.href}`);
          assert.equal((await page.locator('main h1').first().textContent())?.trim(), service.title, 'the page of the result is shown');
          assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
          assert.deepEqual(pageProblems(page), [], 'no script errors');
        } finally {
          await closePage(page);
        }
      });
    }
  }

  test("a result pointing into the page shown (an event on the events page) closes the panel and opens the event's details", async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, suite.url('ec', 'es', 'events'));
      await page.keyboard.press('/');
      const { results } = await search(page, '#site-search', termOf.es);
      const event = results.find((result) => result.kind === suite.translations.es.search.kinds.news);
      assert.ok(event, `an event among ${JSON.stringify(results)}`);
      await page.locator(`#site-search ol a[href="${event.href}"]`).click();
      const dialog = page.locator('#site-search');
      await eventually(() => dialog.evaluate((element: HTMLDialogElement) => element.open), false, 'the search panel closed');
      const details = page.locator('dialog[open]:not(#site-search)');
      await eventually(() => details.count(), 1, "the event's details open");
      assert.equal(await details.locator('h2').first().textContent(), event.title);
    } finally {
      await closePage(page);
    }
  });

  test('a visitor of Peru gets no page of Ecuador: a word only Ecuador uses finds nothing there', async () => {
    await suite.withPage(pathOf(regionById(suite.site, 'ec'), 'es', 'search'), async (page) => {
      await page.locator('#search-page-field').focus();
      const { results } = await search(page, 'main', ecuadorOnlyTerm);
      assert.ok(results.length > 0, 'Ecuador has pages about the Amazon region');
      assert.ok(results.every((result) => result.href.startsWith('/ec/')));
    });
    await suite.withPage(pathOf(regionById(suite.site, 'pe'), 'es', 'search'), async (page) => {
      await page.locator('#search-page-field').focus();
      const { status, results } = await search(page, 'main', ecuadorOnlyTerm);
      assert.deepEqual(results, []);
      assert.equal(status, suite.translations.es.search.noResults.replace('{{query}}', ecuadorOnlyTerm));
    });
  });

  test('nothing of search is fetched on a first load, on any template; opening it fetches the index of the page language only', async () => {
    for (const template of templatePages(regionById(suite.site, 'ec'))) {
      const page = await newPage(suite.browser, { viewport: desktop });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      try {
        await page.goto(`${suite.server.origin}${pathOf(regionById(suite.site, 'ec'), 'de', template.page)}`);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        assert.deepEqual(
          fetched.filter((pathname) => pathname.startsWith('/pagefind/')),
          [],
          `${template.template}: no Pagefind file on first load`,
        );
        if (template.template !== 'home') continue;
        await page.locator('header a[data-search-open]:visible').click();
        await search(page, '#site-search', termOf.de);
        const indexFiles = fetched.filter((pathname) => /\/pagefind\/(index|fragment|filter)\//.test(pathname));
        assert.ok(indexFiles.length > 0, 'the index is fetched once search is used');
        assert.ok(
          indexFiles.every((pathname) => /\/de_[0-9a-f]+\.pf_/.test(pathname)),
          `only the German index: ${indexFiles.join(', ')}`,
        );
      } finally {
        await closePage(page);
      }
    }
  });

  test('a page opened with a query for a field of its own (?q=, ?name=) still loads nothing of React or search at first', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(`${suite.url('ec', 'es', 'contact')}?q=valvulas&name=Ana&message=Hola`);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        fetched.filter((pathname) => pathname.startsWith('/pagefind/') || /react|island/i.test(pathname)),
        [],
        'no search index, no React',
      );
      assert.equal(await page.locator('[data-hydrated]').count(), 0, 'no island taken over');
    } finally {
      await closePage(page);
    }
  });

  test('"/" is a letter in a text field, the panel closes with Escape and the close button, and the mobile menu opens search', async () => {
    await suite.withPage(pathOf(regionById(suite.site, 'ec'), 'es', 'contact'), async (page) => {
      const dialog = page.locator('#site-search');
      const isOpen = () => dialog.evaluate((element: HTMLDialogElement) => element.open);
      const message = page.locator('main textarea');
      await message.click();
      await page.keyboard.type('a/b');
      assert.equal(await message.inputValue(), 'a/b');
      assert.equal(await isOpen(), false, 'typing "/" in a field does not open search');
      await page.locator('header').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      await eventually(isOpen, true, '"/" opens it');
      await page.keyboard.press('Escape');
      await eventually(isOpen, false, 'Escape closes it');
      await page.locator('header a[data-search-open]:visible').click();
      await eventually(isOpen, true, 'the header control opens it');
      await dialog.locator('[data-close-search]').click();
      await eventually(isOpen, false, 'the close button closes it');
    });
    await suite.withPage(
      pathOf(regionById(suite.site, 'br'), 'pt', 'home'),
      async (page) => {
        await page.locator('header button[aria-controls="mobile-menu"]').click();
        await page.locator('#mobile-menu a[data-search-open]').click();
        const open = await page.evaluate(() => ({
          search: (document.getElementById('site-search') as HTMLDialogElement).open,
          menu: (document.getElementById('mobile-menu') as HTMLDialogElement).open,
          focused: document.activeElement?.id,
        }));
        assert.deepEqual(open, { search: true, menu: false, focused: 'site-search-field' });
        const { results } = await search(page, '#site-search', termOf.pt);
        assert.ok(results.length > 0 && results.every((result) => result.href.startsWith('/br/')));
      },
      { viewport: { width: 375, height: 800 } },
    );
  });

  test('the search page searches the words of its address and answers Enter in its field', async () => {
    const region = regionById(suite.site, 'ec');
    await suite.withPage(`${pathOf(region, 'en', 'search')}?q=${termOf.en}`, async (page) => {
      // The address's words are searched at once, with no touch.
      await eventually(async () => (await page.locator('main ol > li').count()) > 0, true, 'results for ?q=', answerTimeout);
      assert.equal(await page.locator('#search-page-field').inputValue(), termOf.en);
      await page.locator('#search-page-field').fill('');
      await page.locator('#search-page-field').pressSequentially(ecuadorOnlyTerm);
      await page.keyboard.press('Enter');
      assert.equal(new URL(page.url()).pathname, pathOf(region, 'en', 'search'), 'Enter searches in place');
      await eventually(
        async () => (await page.locator('main [role="status"]').textContent())?.includes(ecuadorOnlyTerm),
        true,
        'answered',
        answerTimeout,
      );
      await page.keyboard.press('/');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-page-field', '"/" on the search page goes to its field');
    });
  });

  test('a matched word in an excerpt sits as close to the text around it as an unmarked word (its padding left a gap before a comma)', async () => {
    for (const [language, term] of [
      ['de', 'Ventile'],
      ['es', 'Válvulas'],
    ] as const) {
      await suite.withPage(`${pathOf(regionById(suite.site, 'ec'), language, 'search')}?q=${encodeURIComponent(term)}`, async (page) => {
        await eventually(async () => (await page.locator('main ol > li mark').count()) > 0, true, 'marked results', answerTimeout);
        // From the marked word's last letter to the character after the mark, and from the character before it to its first.
        const gaps = await page.locator('main ol > li mark').evaluateAll((marks) =>
          marks.flatMap((mark) => {
            const box = (node: Node, from: number, to: number) => {
              const range = document.createRange();
              range.setStart(node, from);
              range.setEnd(node, to);
              return { rect: range.getBoundingClientRect(), text: range.toString() };
            };
            const word = box(mark, 0, mark.childNodes.length).rect;
            const found: { at: string; gap: number }[] = [];
            // Only where both sit on one line.
            const next = mark.nextSibling?.textContent ? box(mark.nextSibling, 0, 1) : undefined;
            if (next && Math.abs(next.rect.top - word.top) < 1)
              found.push({ at: `${mark.textContent}|${next.text}`, gap: next.rect.left - word.right });
            const length = mark.previousSibling?.textContent?.length ?? 0;
            const previous = mark.previousSibling && length > 0 ? box(mark.previousSibling, length - 1, length) : undefined;
            if (previous && Math.abs(previous.rect.top - word.top) < 1)
              found.push({ at: `${previous.text}|${mark.textContent}`, gap: word.left - previous.rect.right });
            return found;
          }),
        );
        assert.ok(
          gaps.some((gap) => gap.at.includes('|,')),
          `${language}: a comma right after a marked word, for this test`,
        );
        assert.deepEqual(
          gaps.filter((gap) => Math.abs(gap.gap) > 0.5),
          [],
          language,
        );
      });
    }
  });

  test('the search page writes the words searched into its address, so a reload searches them again', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, suite.url('ec', 'de', 'search'));
      const { results } = await search(page, 'main', termOf.de);
      assert.ok(results.length > 0);
      await eventually(async () => new URL(page.url()).searchParams.get('q'), termOf.de);
      await page.reload();
      await eventually(async () => (await page.locator('main ol > li').count()) > 0, true, 'the results again after a reload');
      assert.equal(await page.locator('#search-page-field').inputValue(), termOf.de);
    } finally {
      await closePage(page);
    }
  });

  test('the words of every indexed page are in the index as the page writes them: none runs into the next', async () => {
    // Pagefind's fragments (one per page, gzipped JSON after a signature) hold the text it matches and excerpts.
    const folder = path.join(defaultDistDir, 'client', 'pagefind', 'fragment');
    const fragments = await Promise.all(
      (await readdir(folder))
        .filter((file) => file.endsWith('.pf_fragment'))
        .map(async (file) => {
          const text = gunzipSync(await readFile(path.join(folder, file))).toString('utf8');
          return JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
        }),
    );
    assert.ok(fragments.length > 100, 'every indexed page of every region and language');
    const page = await newPage(suite.browser);
    try {
      const glued: string[] = [];
      for (const { url, content } of fragments) {
        const html = (await rawGet(suite.server.origin, url)).body;
        // The words of each text of the page's main as written, one text at a time: a word of the index that is none
        // of them joins the end of one text to the start of the next.
        const written = new Set(
          await page.evaluate((markup) => {
            const main = new DOMParser().parseFromString(markup, 'text/html').querySelector('main');
            const walker = document.createTreeWalker(main ?? document.createElement('main'), NodeFilter.SHOW_TEXT);
            const words: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              words.push(...(node.textContent?.match(/[\p{L}\p{N}]+/gu) ?? []));
            return words;
          }, html),
        );
        const joined = new Set((content.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !written.has(word)));
        if (joined.size > 0) glued.push(`${url}: ${[...joined].join(', ')}`);
      }
      assert.deepEqual(glued, []);
    } finally {
      await closePage(page);
    }
  });

  test('no word of a page runs from one element into the next, which the index, parting elements, would cut in two', async () => {
    const failures: string[] = [];
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      for (const regionId of regionIds) {
        const region = regionById(suite.site, regionId);
        for (const language of new Set([region.defaultLanguage, 'de' as const])) {
          for (const template of templatePages(region).filter((candidate) => !candidate.notFound)) {
            await page.goto(`${suite.server.origin}${pathOf(region, language, template.page)}`);
            // Two texts of different elements that touch on one line, letter to letter, are one word as drawn (Tecn<b>andes</b>).
            const cut = await page.evaluate(() => {
              const texts: Text[] = [];
              const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode())
                if (node instanceof Text && node.parentElement?.checkVisibility()) texts.push(node);
              const edge = (text: Text, at: number) => {
                const range = document.createRange();
                range.setStart(text, at);
                range.setEnd(text, at + 1);
                return range.getBoundingClientRect();
              };
              return texts.flatMap((text, index) => {
                const next = texts[index + 1];
                if (!next || !/[\p{L}\p{N}]$/u.test(text.data) || !/^[\p{L}\p{N}]/u.test(next.data)) return [];
                const end = edge(text, text.data.length - 1);
                const start = edge(next, 0);
                return Math.abs(end.top - start.top) < 1 && Math.abs(start.left - end.right) < 1
                  ? [`${text.data.slice(-12)}|${next.data.slice(0, 12)}`]
                  : [];
              });
            });
            if (cut.length > 0) failures.push(`${pathOf(region, language, template.page)}: ${cut.join(', ')}`);
          }
        }
      }
    } finally {
      await closePage(page);
    }
    assert.deepEqual(failures, []);
  });

  test('a result of the download centre is the document that matched best, not the first one the page lists that matched at all', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      // The oldest document is the centre's last (newest first): every other one that shares a word of its title
      // comes before it, and was the result named.
      const folder = path.join(projectRoot, 'content', 'downloads');
      const documents = await Promise.all(
        (await readdir(folder)).map(async (file) => ({
          slug: file.replace(/\.yaml$/, ''),
          ...(await readContentYaml<{ date: string; title: Record<Language, string> }>(`downloads/${file}`)),
        })),
      );
      const oldest = documents.toSorted((a, b) => a.date.localeCompare(b.date))[0];
      assert.ok(oldest);
      await gotoHydrated(page, suite.url('ec', 'en', 'search'));
      const { results } = await search(page, 'main', oldest.title.en);
      const found = results.filter((result) => result.kind === suite.translations.en.search.kinds.download);
      assert.equal(found.length, 1, 'the download centre is one result');
      assert.equal(found[0]?.href, `${pathOf(regionById(suite.site, 'ec'), 'en', 'downloads')}#download-${oldest.slug}`);
    } finally {
      await closePage(page);
    }
  });

  test('a document is found where it is, in the download centre, not on each service page that lists it at its foot', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, suite.url('ec', 'en', 'search'));
      // The maker of the actuators of the oil and industry lines' datasheet (content/downloads/actuon-electric-actuators.yaml).
      const { results } = await search(page, 'main', 'Actuon');
      const { kinds } = suite.translations.en.search;
      assert.ok(results.some((result) => result.kind === kinds.download));
      assert.deepEqual(
        results.filter((result) => result.kind !== kinds.download && result.kind !== kinds.news),
        [],
        'the documents and the news of the alliance only',
      );
    } finally {
      await closePage(page);
    }
  });

  test('more results than fit at first: the count says how many, "more" adds the next ones and takes focus to the first of them', async () => {
    const page = await newPage(suite.browser, { viewport: desktop });
    try {
      await gotoHydrated(page, suite.url('ec', 'es', 'search'));
      const { status, results } = await search(page, 'main', 'mantenimiento');
      const total = Number(/\d+/.exec(status)?.[0]);
      assert.ok(total > 8, `a word on more pages than are shown at first (${status})`);
      assert.equal(results.length, 8);
      const more = page.getByRole('button', { name: suite.translations.es.search.more });
      await more.click();
      await eventually(async () => page.locator('main ol > li').count(), Math.min(total, 16), 'up to eight more');
      await eventually(
        () => page.evaluate(() => document.activeElement?.closest('li') === document.querySelectorAll('main ol > li')[8]),
        true,
        'focus on the first result added',
      );
      assert.equal(await page.locator('main [role="status"]').textContent(), status, 'the count stays');
      for (let shown = 16; shown < total; shown += 8) {
        await more.click();
        await eventually(async () => page.locator('main ol > li').count(), Math.min(total, shown + 8), 'eight more each time');
      }
      await eventually(async () => more.count(), 0, 'no "more" once every result is shown');
      const hrefs = await page.locator('main ol > li > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.equal(new Set(hrefs).size, total, 'each result once');
      assert.deepEqual(pageProblems(page), [], 'no script errors');
    } finally {
      await closePage(page);
    }
  });

  test('without JavaScript the control goes to the search page, which says search needs it and lists every page of the region', async () => {
    const region = regionById(suite.site, 'pe');
    const page = await newPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    try {
      await page.goto(suite.url('pe', 'de', 'about'));
      await page.locator('header a[data-search-open]:visible').click();
      await page.waitForURL(suite.url('pe', 'de', 'search'));
      assert.equal(
        await page.locator('header a[data-search-open]:visible').getAttribute('aria-current'),
        'page',
        'the control marks the page',
      );
      const main = page.locator('main');
      assert.ok((await main.textContent())?.includes(suite.translations.de.search.needsJavaScript), 'the note is shown');
      assert.equal(await page.locator('#search-page-field').isVisible(), false, 'no field that could not answer');
      const links = await page
        .locator('nav[aria-labelledby="search-site-map"] a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      const expected = templatePages(region)
        .filter((template) => !template.notFound && template.template !== 'search')
        .map((template) => pathOf(region, 'de', template.page));
      for (const href of expected) assert.ok(links.includes(href), `the site map lists ${href}: ${links.join(', ')}`);
      for (const href of links) {
        const response = await fetch(`${suite.server.origin}${href}`);
        assert.equal(response.status, 200, `${href} answers`);
      }
    } finally {
      await closePage(page);
    }
  });

  for (const language of ['es', 'de'] as const) {
    test(`the search page and the open panel hold their layout at 375, 1024, 1440 and 1920 px (${language})`, async () => {
      const region = regionById(suite.site, 'ec');
      const failures: string[] = [];
      for (const width of [375, 1024, 1440, 1920]) {
        const page = await newPage(suite.browser, { viewport: { width, height: 900 } });
        try {
          await gotoHydrated(page, `${suite.server.origin}${pathOf(region, language, 'search')}?q=${encodeURIComponent(termOf[language])}`);
          await eventually(async () => (await page.locator('main ol > li').count()) > 0, true, 'results', answerTimeout);
          await settleAfterResize(page);
          for (const problem of await checkLayout(page, width))
            failures.push(`search page at ${width}: ${problem.check}: ${problem.element}: ${problem.detail}`);
          await gotoHydrated(page, `${suite.server.origin}${pathOf(region, language, 'home')}`);
          await page.locator('header a[data-search-open]:visible').click();
          await search(page, '#site-search', termOf[language]);
          const overflow = await page.evaluate(() => {
            const panel = document.getElementById('site-search')?.getBoundingClientRect();
            return panel ? panel.left < 0 || panel.right > window.innerWidth : true;
          });
          if (overflow) failures.push(`open panel at ${width}: wider than the window`);
          const clipped = await page
            .locator('#site-search ol a, #site-search label, #site-search button')
            .evaluateAll((elements) =>
              elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent),
            );
          if (clipped.length > 0) failures.push(`open panel at ${width}: clipped ${clipped.join(', ')}`);
        } finally {
          await closePage(page);
        }
      }
      assert.deepEqual(failures, []);
    });
  }
});
