import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Service } from '../schemas/service.ts';
import { checkAxe, closePage, desktop, eventually, mobile, newPage } from './support/browser.ts';
import { languages, pathOf, rawGet, readContentYaml, regionById, type Translations } from './support/site-server.ts';
import { registerSiteSuite } from './support/site-suite.ts';

let es: Translations;
const services: Record<string, Service> = {};

const suite = registerSiteSuite(async () => {
  es = suite.translations.es;
  for (const slug of ['telecomunications', 'oil', 'industrial', 'energy'])
    services[slug] = await readContentYaml<Service>(`services/${slug}.yaml`);
});

/** The slide on screen (the others are hidden). */
const slide = (page: Page) => page.locator('main article:not([hidden])');
const knowMore = (page: Page) => slide(page).getByRole('button', { name: es.services.knowMore });
const backButton = (page: Page) => slide(page).getByRole('button', { name: es.services.back });
const arrow = (page: Page, label: string) => page.locator('main').getByRole('button', { name: label, exact: true });

/** What a visitor can tell about the slide: which face shows, what each face hides, where focus is. */
function cardState(page: Page) {
  return slide(page).evaluate((article) => {
    const [front, back] = [...article.querySelectorAll<HTMLElement>('[inert], [aria-hidden], article > div > div')].filter(
      (element, index, all) => all.indexOf(element) === index && element.parentElement?.parentElement === article,
    );
    const active = document.activeElement;
    return {
      flipped: article.dataset.flipped === 'true',
      frontInert: front?.inert ?? null,
      frontHidden: front?.getAttribute('aria-hidden') === 'true',
      backInert: back?.inert ?? null,
      backHidden: back?.getAttribute('aria-hidden') === 'true',
      focused: active && article.contains(active) ? (active.textContent ?? '').replace(/[←→]/g, '').trim() : null,
      title: article.querySelector('h2')?.textContent ?? '',
    };
  });
}

/** The card's rotation about the vertical axis, in degrees, as the browser draws it now. */
const rotation = (page: Page) =>
  slide(page).evaluate((article) => {
    const card = article.firstElementChild as HTMLElement;
    const matrix = new DOMMatrixReadOnly(getComputedStyle(card).transform);
    return Math.round((Math.atan2(-matrix.m13, matrix.m11) * 180) / Math.PI + 360) % 360;
  });

const finishCardTransition = (page: Page) =>
  slide(page).evaluate((article) => {
    for (const animation of article.firstElementChild?.getAnimations() ?? []) animation.finish();
  });

/** The transitions running on the slide's card itself (hover effects elsewhere have their own). */
const cardTransitions = (page: Page) =>
  slide(page).evaluate((article) => {
    const card = article.firstElementChild;
    return card
      ? card
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => ({
            property: (animation as CSSTransition).transitionProperty,
            duration: animation.effect?.getTiming().duration,
          }))
      : [];
  });

const visibleLogos = (page: Page) =>
  page
    .locator('main section[aria-labelledby="partners-heading"] li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
const dots = (page: Page) => page.locator('main section[aria-labelledby="partners-heading"] button');

describe('service card flip', () => {
  test("'know more' turns the card to its details and moves focus to 'back'; 'back' turns it round again", () =>
    suite.withPage('/ec/services/telecomunications', async (page) => {
      const first = services.telecomunications?.items[0];
      assert.ok(first);
      assert.deepEqual(await cardState(page), {
        flipped: false,
        frontInert: false,
        frontHidden: false,
        backInert: true,
        backHidden: true,
        focused: null,
        title: first.title.es,
      });
      assert.equal(await backButton(page).count(), 0, "the back face's button is out of reach before the flip");

      await knowMore(page).click();
      await eventually(() => cardState(page), {
        flipped: true,
        frontInert: true,
        frontHidden: true,
        backInert: false,
        backHidden: false,
        focused: es.services.back,
        title: first.title.es,
      });
      assert.equal(await rotation(page), 180);
      const details = slide(page).locator('h3');
      assert.equal(await details.textContent(), first.detailedContent.mainTitle.es);
      const columnTitles = await slide(page).locator('h4').allTextContents();
      assert.deepEqual(
        columnTitles,
        first.detailedContent.columns.map((column) => column.subtitle.es),
      );
      const firstColumnParagraphs = await slide(page).locator('section').first().locator('p').allTextContents();
      assert.deepEqual(
        firstColumnParagraphs,
        (first.detailedContent.columns[0]?.text.es ?? '').split('\n').filter((line) => line.trim() !== ''),
        'one paragraph per line of the column text',
      );
      assert.equal(await knowMore(page).count(), 0, "'know more' is out of reach on the turned-away face");

      await backButton(page).click();
      await eventually(() => cardState(page), {
        flipped: false,
        frontInert: false,
        frontHidden: false,
        backInert: true,
        backHidden: true,
        focused: es.services.knowMore,
        title: first.title.es,
      });
      assert.equal(await rotation(page), 0);
    }));

  test('the keyboard flips the card and never reaches the hidden face', () =>
    suite.withPage('/ec/services/telecomunications', async (page) => {
      await knowMore(page).focus();
      await page.keyboard.press('Enter');
      await eventually(async () => (await cardState(page)).focused, es.services.back);
      // Tabbing on from 'back' leaves the card: nothing on the front face can take focus.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => {
        const active = document.activeElement;
        return { text: active?.textContent?.trim() ?? '', insideInert: Boolean(active?.closest('[inert]')) };
      });
      assert.equal(next.insideInert, false);
      assert.match(next.text, new RegExp(es.services.previous), 'the arrow after the card');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await eventually(async () => (await cardState(page)).focused, es.services.knowMore);
    }));

  test('with motion allowed the flip is a 1 s rotation of the card; with reduced motion it is an instant swap', async () => {
    await suite.withPage(
      '/ec/services/oil',
      async (page) => {
        // Animations stand still (a controlled clock for CSS), so the test sees the rotation start, whatever the machine load.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Animation.enable');
        await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
        await knowMore(page).click();
        await eventually(() => cardTransitions(page), [{ property: 'transform', duration: 1000 }]);
        assert.equal(await rotation(page), 0, 'the turn has only begun');
        // Then skip to the end of the rotation rather than waiting a real second.
        await finishCardTransition(page);
        assert.equal(await rotation(page), 180);
        await backButton(page).click();
        await eventually(() => cardTransitions(page), [{ property: 'transform', duration: 1000 }]);
        await finishCardTransition(page);
        assert.equal(await rotation(page), 0);
      },
      { reducedMotion: 'no-preference' },
    );
    await suite.withPage(
      '/ec/services/oil',
      async (page) => {
        await knowMore(page).click();
        // The first click on the slider is answered once React has taken it over (an island hydrated on interaction).
        await eventually(() => rotation(page), 180);
        assert.deepEqual(await cardTransitions(page), [], 'no animation');
      },
      { reducedMotion: 'reduce' },
    );
  });
});

describe('service slider arrows', () => {
  test('the arrows move through the telecom items, wrap around, and un-flip the card', () =>
    suite.withPage('/ec/services/telecomunications', async (page) => {
      const titles = services.telecomunications?.items.map((item) => item.title.es) ?? [];
      const count = titles.length;
      assert.ok(count >= 3, 'telecom needs three items or more for this walk');
      const position = page.locator('main [aria-live="polite"]');
      assert.equal(await position.textContent(), `1 de ${count}`);

      await knowMore(page).click();
      await eventually(async () => (await cardState(page)).flipped, true);
      await arrow(page, es.services.next).click();
      await eventually(() => position.textContent(), `2 de ${count}`);
      const state = await cardState(page);
      assert.equal(state.title, titles[1]);
      assert.equal(state.flipped, false, 'changing item un-flips');
      assert.equal(await page.locator('main article[data-flipped="true"]').count(), 0, 'no slide stays flipped');
      assert.equal(await knowMore(page).isVisible(), true);

      await arrow(page, es.services.previous).click();
      await arrow(page, es.services.previous).click();
      await eventually(() => position.textContent(), `${count} de ${count}`, 'previous from the first item wraps to the last');
      assert.equal((await cardState(page)).title, titles.at(-1));
      await arrow(page, es.services.next).click();
      await eventually(async () => (await cardState(page)).title, titles[0] ?? '', 'next from the last wraps to the first');
      assert.equal(await page.locator('main article').count(), count);
      assert.equal(await page.locator('main article:not([hidden])').count(), 1, 'one slide shows at a time');
    }));

  for (const slug of ['oil', 'industrial', 'energy']) {
    test(`${slug} shows a slide per item, with arrows and a position only when there is more than one`, () =>
      suite.withPage(`/ec/services/${slug}`, async (page) => {
        const count = services[slug]?.items.length ?? 0;
        assert.equal(await page.locator('main article').count(), count);
        const controls = count > 1 ? 1 : 0;
        assert.equal(await arrow(page, es.services.previous).count(), controls);
        assert.equal(await arrow(page, es.services.next).count(), controls);
        assert.equal(await page.locator('main [aria-live="polite"]').count(), controls);
      }));
  }
});

describe('moving between service pages', () => {
  test('following the menu from the last telecom item to oil shows oil from its first item, face up', () =>
    suite.withPage('/ec/services/telecomunications', async (page) => {
      await arrow(page, es.services.previous).click();
      await eventually(
        async () => (await cardState(page)).title,
        services.telecomunications?.items.at(-1)?.title.es ?? '?',
        'the last item',
      );
      await knowMore(page).click();
      await eventually(async () => (await cardState(page)).flipped, true);
      await page.locator('header nav').first().getByRole('button', { name: es.nav.services }).click();
      await page.locator('#submenu-services a', { hasText: services.oil?.name.es ?? '?' }).click();
      await page.waitForURL(`${suite.server.origin}/ec/services/oil`);
      await eventually(() => page.locator('h1').textContent(), services.oil?.name.es ?? '?');
      await eventually(async () => (await cardState(page)).title, services.oil?.items[0]?.title.es ?? '?');
      assert.equal((await cardState(page)).flipped, false);
      assert.equal(await visibleLogos(page).then((logos) => logos.length), Math.min(7, services.oil?.items[0]?.logos.length ?? 0));
    }));
});

describe('partner logo gallery', () => {
  test("telecom: each item's 7 logos fit one page, so there are no dots; the gallery follows the item", () =>
    suite.withPage('/ec/services/telecomunications', async (page) => {
      await assert.doesNotReject(page.getByRole('heading', { level: 2, name: es.services.partnersTitle }).waitFor());
      const items = services.telecomunications?.items ?? [];
      assert.deepEqual(
        await visibleLogos(page),
        items[0]?.logos.map((logo) => logo.altText),
      );
      assert.equal(await dots(page).count(), 0);
      await arrow(page, es.services.next).click();
      await eventually(
        () => visibleLogos(page),
        items[1]?.logos.map((logo) => logo.altText),
      );
    }));

  test('oil: more logos than fit one page make pages of 7, chosen with labelled dots that show which page is pressed', () =>
    suite.withPage('/ec/services/oil', async (page) => {
      const logos = services.oil?.items[0]?.logos.map((logo) => logo.altText) ?? [];
      assert.ok(logos.length > 7, "oil's first item needs more than 7 logos for this test");
      const pageCount = Math.ceil(logos.length / 7);
      assert.deepEqual(await visibleLogos(page), logos.slice(0, 7));
      assert.equal(await dots(page).count(), pageCount);
      const pressed = () =>
        dots(page).evaluateAll((buttons) =>
          buttons.map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-pressed')]),
        );
      assert.deepEqual(
        await pressed(),
        Array.from({ length: pageCount }, (_, index) => [es.services.logoPage.replace('{{page}}', String(index + 1)), String(index === 0)]),
      );
      assert.equal(await page.getByRole('group', { name: es.services.logoPages }).count(), 1);

      await dots(page).nth(1).click();
      await eventually(() => visibleLogos(page), logos.slice(7, 14));
      assert.deepEqual(
        (await pressed()).map(([, state]) => state),
        Array.from({ length: pageCount }, (_, index) => String(index === 1)),
      );
      // Still under the pointer (or the finger that tapped it), the dot shown is filled, as the others are not.
      const fill = (index: number) =>
        dots(page)
          .nth(index)
          .evaluate((dot) => getComputedStyle(dot, '::before').backgroundColor);
      await dots(page).nth(1).hover();
      const hovered = await fill(1);
      await page.mouse.move(0, 0);
      await eventually(() => fill(1), hovered, 'the pressed dot as filled under the pointer as away from it');
      assert.notEqual(hovered, await fill(0));
      await dots(page).nth(0).focus();
      await page.keyboard.press('Enter');
      await eventually(() => visibleLogos(page), logos.slice(0, 7));
    }));

  for (const width of [320, 375, 412]) {
    test(`on a phone ${width} px wide a partner's logo is drawn at least 100 px wide, its name legible`, () =>
      suite.withPage(
        '/ec/services/oil',
        async (page) => {
          const widths = await page
            .locator('main section[aria-labelledby="partners-heading"] img')
            .evaluateAll((images) => images.filter((image) => image.checkVisibility()).map((image) => image.getBoundingClientRect().width));
          assert.ok(widths.length > 0);
          assert.deepEqual(
            widths.filter((drawn) => drawn < 100),
            [],
            `logo widths: ${widths.map(Math.round)}`,
          );
        },
        { viewport: { width, height: 800 } },
      ));
  }

  test('a logo with a website opens it in a new tab, safely, and says so; every logo image has its size and loads lazily', () =>
    suite.withPage('/ec/services/oil', async (page) => {
      const withLink = services.oil?.items[0]?.logos.filter((logo) => logo.link).slice(0, 1)[0];
      assert.ok(withLink?.link);
      const link = page.getByRole('link', { name: `${withLink.altText} ${es.services.opensInNewTab}` });
      assert.equal(await link.getAttribute('href'), withLink.link);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      const images = await page.locator('main section[aria-labelledby="partners-heading"] img').evaluateAll((elements) =>
        elements.map((image) => ({
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
        })),
      );
      for (const image of images) assert.deepEqual(image, { width: '240', height: '80', loading: 'lazy' });
      const logoWithoutLink = services.oil?.items[0]?.logos.find((logo) => !logo.link);
      assert.ok(logoWithoutLink);
      assert.equal(await page.locator(`main a img[alt="${logoWithoutLink.altText}"]`).count(), 0, 'a logo without a website is not a link');
    }));
});

describe('service pages in every region and language', () => {
  test('every service page of every region answers in each language with its items, buttons and partner heading', async () => {
    for (const region of suite.site.regions) {
      for (const language of languages) {
        for (const slug of region.services) {
          const path = pathOf(region, language, `services/${slug}`);
          const response = await rawGet(suite.server.origin, path);
          assert.equal(response.status, 200, path);
          const text = suite.translations[language].services;
          assert.ok(response.body.includes(`>${text.partnersTitle}<`), `${path}: partners heading`);
          assert.ok(response.body.includes(text.knowMore), `${path}: know more`);
          for (const item of services[slug]?.items ?? []) {
            assert.ok(response.body.includes(item.title[language].replaceAll('&', '&amp;')), `${path}: ${item.title[language]}`);
          }
        }
      }
    }
  });

  test('Peru and Brazil show their own service lines, and no page for the others', async () => {
    for (const [regionId, language, shown] of [
      ['pe', 'es', 0],
      ['br', 'pt', -1],
    ] as const) {
      const region = regionById(suite.site, regionId);
      const slug = region.services.at(shown);
      const service = slug === undefined ? undefined : services[slug];
      assert.ok(slug && service, `${regionId} offers a service line`);
      await suite.withPage(pathOf(region, language, `services/${slug}`), async (page) => {
        assert.equal(await page.locator('h1').textContent(), service.name[language]);
        assert.equal(await slide(page).locator('h2').textContent(), service.items[0]?.title[language]);
        await slide(page).getByRole('button', { name: suite.translations[language].services.knowMore }).click();
        await eventually(async () => (await cardState(page)).focused, suite.translations[language].services.back);
      });
      const others = Object.keys(services).filter((other) => !region.services.includes(other));
      assert.ok(others.length > 0, `${regionId} leaves out a service line, for this test`);
      for (const other of others) {
        for (const path of [pathOf(region, language, `services/${other}`), pathOf(region, 'en', `services/${other}`)]) {
          assert.equal((await rawGet(suite.server.origin, path)).status, 404, path);
        }
      }
    }
  });
});

describe('without JavaScript', () => {
  test('a service page shows every item with its details, and no button that would do nothing', async () => {
    const service = services.telecomunications;
    assert.ok(service);
    const page = await newPage(suite.browser, { viewport: mobile, javaScriptEnabled: false });
    try {
      await page.goto(`${suite.server.origin}/ec/services/telecomunications`);
      const main = page.locator('main');
      for (const item of service.items) {
        await main.getByRole('heading', { level: 2, name: item.title.es }).waitFor({ state: 'visible' });
        // By their text: the back face is still marked inert for when the card can turn (the page as served).
        const details = main.locator('h3').getByText(item.detailedContent.mainTitle.es ?? '', { exact: true });
        // Its face under the front one and facing the visitor, not turned away behind it.
        const seen = await details.evaluate((heading) => {
          const back = heading.parentElement;
          const front = back?.previousElementSibling;
          if (!back || !front) return false;
          return (
            getComputedStyle(back).transform === 'none' && back.getBoundingClientRect().top >= front.getBoundingClientRect().bottom - 1
          );
        });
        assert.ok(seen, `the details of '${item.title.es}' are shown`);
        for (const column of item.detailedContent.columns)
          await main
            .locator('h4')
            .getByText(column.subtitle.es ?? '', { exact: true })
            .first()
            .waitFor({ state: 'visible' });
      }
      const pageButtons = main.getByRole('group', { name: es.services.logoPages }).getByRole('button').filter({ visible: true });
      assert.equal(await pageButtons.count(), 0, 'logo pages');
      for (const label of [es.services.knowMore, es.services.back, es.services.previous, es.services.next])
        assert.equal(await main.getByRole('button', { name: label }).filter({ visible: true }).count(), 0, label);
    } finally {
      await closePage(page);
    }
  });

  test('the header opens its menu, and a language or a country is one focus away, on a phone and on a desktop', async () => {
    const phone = await newPage(suite.browser, { viewport: mobile, javaScriptEnabled: false });
    try {
      await phone.goto(`${suite.server.origin}/ec/services/telecomunications`);
      await phone.getByRole('button', { name: es.nav.openMenu }).click();
      const menu = phone.getByRole('dialog');
      await menu.waitFor({ state: 'visible' });
      await menu.getByRole('button', { name: es.nav.countries }).focus();
      await menu.getByRole('link', { name: /Perú/ }).click();
      await phone.waitForURL(/\/pe\/home$/);
    } finally {
      await closePage(phone);
    }
    const wide = await newPage(suite.browser, { viewport: desktop, javaScriptEnabled: false });
    try {
      await wide.goto(`${suite.server.origin}/ec/services/telecomunications`);
      const language = wide.locator('header').getByRole('button', { name: es.nav.language });
      await language.focus();
      await wide.locator('header').getByRole('link', { name: 'Deutsch' }).click();
      await wide.waitForURL(/\/ec\/de\/services\/telecomunications$/);
      assert.equal(await wide.locator('html').getAttribute('lang'), 'de');
    } finally {
      await closePage(wide);
    }
  });
});

describe('service page accessibility', () => {
  for (const viewport of [desktop, mobile]) {
    test(`axe finds nothing at ${viewport.width} px, front and flipped`, () =>
      suite.withPage(
        '/ec/services/telecomunications',
        async (page) => {
          const front = await checkAxe(page);
          assert.equal(front.violations.length, 0, front.summary);
          await knowMore(page).click();
          await eventually(async () => (await cardState(page)).flipped, true);
          const flipped = await checkAxe(page);
          assert.equal(flipped.violations.length, 0, flipped.summary);
        },
        { viewport },
      ));
  }

  test('every slide image has its size; only the first loads eagerly', () =>
    suite.withPage('/ec/services/telecomunications', async (page) => {
      const images = await page.locator('main article img').evaluateAll((elements) =>
        elements.map((image) => ({
          sized: Boolean(image.getAttribute('width') && image.getAttribute('height')),
          loading: image.getAttribute('loading'),
        })),
      );
      assert.deepEqual(images, [
        { sized: true, loading: 'eager' },
        { sized: true, loading: 'lazy' },
        { sized: true, loading: 'lazy' },
        { sized: true, loading: 'lazy' },
      ]);
    }));
});
