import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { settleAll } from '../generator/outputs/settle-all.ts';
import type { BrowserDelivery } from '../generator/settings/contact-public-config.ts';
import type { ContactServerConfig } from '../server/config.ts';
import { readOutbox } from '../server/contact/outbox.ts';
import { checkAxe, closePage, eventually, gotoHydrated, launchBrowser, newPage, pageProblems } from './support/browser.ts';
import { type FakeSiteverify, startFakeSiteverify } from './support/fake-siteverify.ts';
import {
  type Language,
  loadSite,
  loadTranslations,
  pathOf,
  readContentYaml,
  regionById,
  regionIds,
  type SiteFacts,
  type SiteServer,
  startSiteServer,
  type Translations,
} from './support/site-server.ts';

let server: SiteServer;
let browser: Browser;
let siteverify: FakeSiteverify;
let folder: string;
let outboxFile: string;
let strings: Record<Language, Translations>;
let site: SiteFacts;

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'contact-browser-'));
  outboxFile = path.join(folder, 'outbox.sqlite');
  // The page is served from 127.0.0.1, so that is where the (fake) challenge was solved.
  siteverify = await startFakeSiteverify({ hostname: '127.0.0.1' });
  const contact: ContactServerConfig = {
    recaptcha: {
      secret: 'browser-test-secret',
      verifyUrl: siteverify.url,
      allowedHostnames: [],
      timeoutMs: 2000,
      maxAgeSeconds: 120,
      usesTestKeys: false,
    },
    outboxFile,
    delivery: 'none',
    rateLimit: { max: 1000, windowMs: 60_000 },
    allowedOrigins: [],
  };
  // Each kept as it starts, so that `after` closes it even when another part fails (tests/support/site-suite.ts).
  await settleAll([
    startSiteServer({ contact }).then((started) => {
      server = started;
    }),
    launchBrowser().then((started) => {
      browser = started;
    }),
    loadTranslations().then((started) => {
      strings = started;
    }),
    loadSite().then((started) => {
      site = started;
    }),
  ]);
});

after(async () => {
  await browser?.close();
  await server?.close();
  await siteverify?.close();
  await rm(folder, { recursive: true, force: true });
});

// --- Everything external is faked: Google's reCAPTCHA script, the map embeds, EmailJS. ---

/**
 * A tiny grecaptcha: a checkbox that hands the callback a token when ticked. The token is `window.nextRecaptchaToken`
 * when a test set one (the fake siteverify answers by token), else a fresh ok-token. `fakeRecaptcha.expire()` and
 * `.fail()` fire the widget's expired and error callbacks.
 */
const fakeRecaptchaScript = `(() => {
  const widgets = [];
  let issued = 0;
  window.grecaptcha = {
    render(container, options) {
      const id = widgets.length;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.id = 'fake-recaptcha-' + id;
      label.append(box, " I'm not a robot");
      container.append(label);
      const widget = { options, box, token: '' };
      box.addEventListener('change', () => {
        if (!box.checked) return;
        widget.token = window.nextRecaptchaToken || 'ok-token-' + ++issued;
        options.callback(widget.token);
      });
      widgets.push(widget);
      return id;
    },
    reset(id = 0) { const w = widgets[id]; if (w) { w.box.checked = false; w.token = ''; } },
    getResponse(id = 0) { return widgets[id] ? widgets[id].token : ''; },
    execute() {},
  };
  window.fakeRecaptcha = {
    expire() { const w = widgets[0]; w.box.checked = false; w.token = ''; w.options['expired-callback'](); },
    fail() { const w = widgets[0]; w.box.checked = false; w.token = ''; w.options['error-callback'](); },
  };
  // Like Google's script: the onload callback comes after the script element's own load event.
  const script = document.currentScript;
  const onload = new URL(script.src).searchParams.get('onload');
  script.addEventListener('load', () => onload && typeof window[onload] === 'function' && window[onload]());
})();`;

const fakeMap = '<!doctype html><html lang="en"><title>Map</title><body style="margin:0;background:#dbe5ee"></body></html>';
const emailjsOrigin = 'https://api.emailjs.com';
const browserDelivery: BrowserDelivery = {
  mode: 'browser',
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  apiOrigin: emailjsOrigin,
};

interface ContactPageOptions {
  /** Serve the page as a build with CONTACT_DELIVERY=browser and these EmailJS ids would be (default: none). */
  delivery?: BrowserDelivery;
  /** What the fake EmailJS answers: an HTTP status, or 'network' for a failed connection. */
  emailjs?: number | 'network';
  /** Hide navigator.webdriver, so EmailJS's blockHeadless lets this automated browser through. */
  asVisitor?: boolean;
  width?: number;
  /**
   * Leave the page as it arrives: the form is the server's HTML until the visitor first touches it, and then
   * React and its code come (an island hydrated on interaction). By default the pointer has passed over the form
   * and React has taken it over, as for any visitor about to use it.
   */
  untouched?: boolean;
  /** Hold the form's code (the script that posts to /api/send-email) until `release()`, as a slow connection would. */
  holdFormCode?: boolean;
  /** How Google answers for reCAPTCHA, read at each request (a test may change it): see GoogleReach. */
  google?: GoogleReach;
}

/**
 * Google's reCAPTCHA as a visitor's network lets it through: 'fake' (the tiny grecaptcha above), 'blocked' (a
 * corporate proxy or a blocker refuses it) or 'never' (the request hangs). `requests` counts what was asked.
 */
interface GoogleReach {
  answer: 'fake' | 'blocked' | 'never';
  requests: number;
}

interface ContactPage {
  page: Page;
  emailjsRequests: Record<string, unknown>[];
  /** Lets the held form code through (holdFormCode). */
  release: () => void;
}

/** Text only the contact form's code carries: the endpoint it posts to (renderer/components/contact/send-message.ts). */
const formCodeMarker = '/api/send-email';
/** Text only React's DOM runtime carries: the key it marks its nodes with. */
const reactMarker = '__reactFiber$';
const island = (page: Page) => page.locator('[data-island="contact-section"]');

/** The text of an HTML attribute as React escapes it. */
function decodeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

async function openContact(pathname: string, options: ContactPageOptions = {}): Promise<ContactPage> {
  const page = await newPage(browser, { viewport: { width: options.width ?? 1280, height: 900 } });
  const emailjsRequests: Record<string, unknown>[] = [];
  if (options.asVisitor) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.route('https://www.google.com/recaptcha/**', async (route) => {
    const google = options.google ?? { answer: 'fake', requests: 0 };
    google.requests += 1;
    if (google.answer === 'blocked') return route.abort('blockedbyclient');
    if (google.answer === 'fake') return route.fulfill({ contentType: 'text/javascript', body: fakeRecaptchaScript });
  });
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: fakeMap }));
  await page.route(`${emailjsOrigin}/**`, async (route) => {
    emailjsRequests.push(route.request().postDataJSON() as Record<string, unknown>);
    if (options.emailjs === 'network') return route.abort('connectionrefused');
    return route.fulfill({ status: options.emailjs ?? 200, contentType: 'text/plain', body: options.emailjs ? 'Refused' : 'OK' });
  });
  // The delivery mode is fixed at build time; each test decides it, whatever the build under test was made with.
  const delivery: BrowserDelivery = options.delivery ?? { mode: 'none' };
  await page.route(`${server.origin}${pathname}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/data-delivery="[a-z]+"/, `data-delivery="${delivery.mode}"`)
      .replace(/(data-island="contact-section"[^>]*?data-props=")([^"]*)(")/, (_match, open: string, attribute: string, close: string) => {
        const payload = JSON.parse(decodeAttribute(attribute)) as { props: { config: { delivery: BrowserDelivery } } };
        payload.props.config.delivery = delivery;
        return `${open}${JSON.stringify(payload).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}${close}`;
      });
    // A browser-delivery build's policy also allows EmailJS (server/security-headers.ts).
    const policy = response.headers()['content-security-policy'] ?? '';
    const headers = {
      ...response.headers(),
      'content-security-policy':
        delivery.mode === 'browser' ? policy.replace("connect-src 'self'", `connect-src 'self' ${delivery.apiOrigin}`) : policy,
    };
    await route.fulfill({ response, body: html, headers });
  });
  let release: () => void = () => undefined;
  if (options.holdFormCode) {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${server.origin}/_app/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(formCodeMarker)) await held;
      await route.fulfill({ response, body });
    });
  }
  await gotoHydrated(page, `${server.origin}${pathname}`);
  if (!options.untouched) {
    await page.locator('#contact-form').hover();
    await island(page).and(page.locator('[data-hydrated]')).waitFor();
  }
  return { page, emailjsRequests, release };
}

const field = (page: Page, name: string) => page.locator(`#contact-${name}`);
const submitButton = (page: Page) => page.locator('#contact-form button[type="submit"]');

async function solveCaptcha(page: Page, token?: string): Promise<void> {
  if (token) await page.evaluate((next) => Object.assign(window, { nextRecaptchaToken: next }), token);
  const box = page.locator('#fake-recaptcha-0');
  await box.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await box.check();
}

async function fillValid(page: Page, values: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {}): Promise<void> {
  const all = {
    name: 'María Ñúñez',
    email: 'maria@example.com',
    phone: '+593 99 123 4567',
    message: 'Necesitamos una cotización de baterías.',
    ...values,
  };
  for (const [name, value] of Object.entries(all)) {
    await field(page, name).fill(value);
    await field(page, name).blur();
  }
}

const errorOf = (page: Page, name: string) => page.locator(`#contact-${name}-error`);
const captchaMessage = (page: Page) => page.locator('#contact-captcha-message');
const requestsTo = (page: Page, pathname: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) seen.push(request);
  });
  return seen;
};

// --- The page ---

describe('office cards', () => {
  for (const region of regionIds) {
    test(`${region}: a card per office of the region, with tel: links, fax where there is one, and a titled map that loads when its card comes near`, async () => {
      const { offices } = await readContentYaml<{ offices: { id: string; phones: string[]; fax?: string; email: string; map: string }[] }>(
        `locations/${region}.yaml`,
      );
      const { page } = await openContact(`/${region}/contact`);
      try {
        const cards = page.locator('[data-office]');
        assert.ok(offices.length > 0, `locations/${region}.yaml lists offices`);
        assert.equal(await cards.count(), offices.length);
        const { contact } = strings[regionById(site, region).defaultLanguage];
        assert.equal(
          await page.locator('#contact-offices-title').innerText(),
          offices.length === 1 ? contact.locationsTitle_one : contact.locationsTitle_other,
          'the heading counts the offices: singular for one',
        );
        for (const office of offices) {
          const card = page.locator(`[data-office="${office.id}"]`);
          const tel = await card.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
          assert.deepEqual(
            tel,
            office.phones.map((phone) => `tel:${phone.replaceAll(' ', '')}`),
          );
          assert.equal(await card.getByText(office.fax ?? '@@no fax@@', { exact: true }).count(), office.fax ? 1 : 0);
          assert.deepEqual(
            await card.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
            [`mailto:${office.email}`],
            "the office's own e-mail",
          );
          const map = card.locator('iframe');
          assert.equal(await map.getAttribute('data-map-src'), office.map);
          await map.scrollIntoViewIfNeeded();
          await eventually(() => map.getAttribute('src'), office.map, `${office.id}: the map loads once its card is near`);
          assert.match((await map.getAttribute('title')) ?? '', /\S/);
          assert.equal(
            await card.getByRole('link', { name: strings[regionById(site, region).defaultLanguage].contact.contactButton }).count(),
            1,
          );
        }
        const options = await field(page, 'location')
          .locator('option')
          .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
        assert.deepEqual(
          options,
          offices.map((office) => office.id),
        );
      } finally {
        await closePage(page);
      }
    });
  }

  test('a map a few screens down is not fetched with the page, only when the visitor scrolls near it', async () => {
    const { page } = await openContact('/ec/contact', { width: 375, untouched: true });
    try {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://www.openstreetmap.org/')) requested.push(request.url());
      });
      const last = page.locator('[data-office="guayaquil"] iframe');
      const address = (await last.getAttribute('data-map-src')) ?? '';
      assert.match(address, /^https:\/\/www\.openstreetmap\.org\//);
      await page.waitForTimeout(500);
      assert.equal(await last.getAttribute('src'), null, 'not while it is screens away');
      assert.ok(!requested.includes(address), 'nor fetched');
      await last.scrollIntoViewIfNeeded();
      await eventually(() => last.getAttribute('src'), address, 'set once near');
      await eventually(async () => requested.includes(address), true, 'and fetched');
    } finally {
      await closePage(page);
    }
  });

  test('the contact button brings the form into view, chooses its office and focuses the first field', async () => {
    const { page } = await openContact('/ec/en/contact');
    try {
      await page.locator('[data-office="guayaquil"]').getByRole('link', { name: strings.en.contact.contactButton }).click();
      await eventually(() => page.evaluate(() => document.activeElement?.id), 'contact-name');
      assert.equal(await field(page, 'location').inputValue(), 'guayaquil');
      await eventually(() => page.locator('#contact-form h2').isVisible(), true);
      const top = await page.locator('#contact-form').evaluate((element) => element.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 200, `form top at ${top}px`);
    } finally {
      await closePage(page);
    }
  });
});

describe('contact layout', () => {
  for (const region of regionIds) {
    for (const width of [375, 768, 1024, 1440, 1920]) {
      test(`${region} at ${width} px: no empty half beside an office, no tall maps before the form, one height for every control`, async () => {
        const { page } = await openContact(`/${region}/contact`, { width });
        try {
          const layout = await page.evaluate(() => {
            const form = document.querySelector('#contact-form');
            const columns = form?.parentElement?.getBoundingClientRect();
            if (!form || !columns) return undefined;
            const boxes = [...document.querySelectorAll('[data-office]'), form].map((element) => element.getBoundingClientRect());
            const cards = boxes.slice(0, -1);
            return {
              // How far right the row of each office card reaches: the card itself, or what stands beside it.
              rowGaps: cards.map((card) =>
                Math.round(
                  columns.right -
                    Math.max(...boxes.filter((box) => box.top < card.bottom && box.bottom > card.top).map((box) => box.right)),
                ),
              ),
              mapHeights: [...document.querySelectorAll('[data-office] iframe')].map((map) =>
                Math.round(map.getBoundingClientRect().height),
              ),
              controlHeights: [...form.querySelectorAll('input:not([type="checkbox"]), select')].map(
                (control) => `${control.id} ${control.getBoundingClientRect().height}`,
              ),
            };
          });
          assert.ok(layout, 'the form is on the page');
          assert.deepEqual(
            layout.rowGaps,
            layout.rowGaps.map(() => 0),
            'each office card, or the form beside it, reaches the right edge of the content',
          );
          for (const height of layout.mapHeights) assert.ok(height <= 300, `a map ${height} px tall (at most 300)`);
          const [first] = layout.controlHeights;
          const height = first?.split(' ')[1];
          assert.ok(height && Number(height) >= 44, `controls ${height} px tall`);
          assert.deepEqual(
            layout.controlHeights,
            layout.controlHeights.map((control) => `${control.split(' ')[0]} ${height}`),
          );
        } finally {
          await closePage(page);
        }
      });
    }
  }
});

// --- Validation ---

describe('validation', () => {
  const en = () => strings.en.contact.form;
  const cases = [
    ['name', '', () => en().validation.nameInvalid],
    ['name', 'A', () => en().validation.nameInvalid],
    ['name', 'R2D2', () => en().validation.nameInvalid],
    ['email', '', () => en().validation.emailInvalid],
    ['email', 'maria@', () => en().validation.emailInvalid],
    ['phone', '12345', () => en().validation.phoneInvalid],
    ['phone', '099-ABC-1234', () => en().validation.phoneInvalid],
    ['message', '', () => en().validation.messageTooShort],
    ['message', 'Hola', () => en().validation.messageTooShort],
    // Pasted terminal codes (a screen clear, a bell) would reach the operator's terminal in `site messages`.
    ['message', 'Necesitamos \u001b[2J una cotización\u0007', () => en().validation.messageControlCharacters],
  ] as const;

  test('each message shows on blur, next to its field and under "Validation errors"', async (t) => {
    const { page } = await openContact('/ec/en/contact');
    try {
      for (const [name, value, message] of cases) {
        await t.test(`${name} ${JSON.stringify(value)}`, async () => {
          const input = field(page, name);
          await input.fill(value);
          await input.focus();
          await input.blur();
          await eventually(() => errorOf(page, name).textContent(), message());
          assert.equal(await input.getAttribute('aria-invalid'), 'true');
          assert.ok((await input.getAttribute('aria-describedby'))?.split(' ').includes(`contact-${name}-error`));
          const summary = page.locator('#contact-errors-title');
          assert.equal(await summary.textContent(), 'Validation errors');
          assert.ok((await page.locator('[aria-labelledby="contact-errors-title"] li').allTextContents()).includes(message()));
          await input.fill('');
        });
      }
    } finally {
      await closePage(page);
    }
  });

  test("on a phone a field's error keeps the field's width and its counter goes under it", async () => {
    const { page } = await openContact('/ec/de/contact', { width: 375 });
    try {
      for (const name of ['name', 'message']) {
        await field(page, name).focus();
        await field(page, name).blur();
        await eventually(async () => (await errorOf(page, name).count()) > 0, true);
        const [input, error, counter] = await Promise.all(
          [field(page, name), errorOf(page, name), page.locator(`#contact-${name}-counter`)].map((part) => part.boundingBox()),
        );
        assert.ok(input && error && counter);
        assert.ok(error.width >= input.width - 1, `${name}: the error ${error.width} px wide under a ${input.width} px field`);
        assert.ok(counter.y >= error.y + error.height - 1, `${name}: the counter under the error`);
      }
    } finally {
      await closePage(page);
    }
  });

  test('nothing shows before the first blur; once touched, every change re-validates', async () => {
    const { page } = await openContact('/ec/en/contact');
    try {
      await field(page, 'email').fill('maria@');
      await page.waitForTimeout(100);
      assert.equal(await errorOf(page, 'email').count(), 0, 'untouched: no error while typing');
      await field(page, 'email').blur();
      await eventually(() => errorOf(page, 'email').textContent(), en().validation.emailInvalid);
      await field(page, 'email').fill('maria@example.com');
      await eventually(() => errorOf(page, 'email').count(), 0, 'touched: fixed while typing, without a blur');
      assert.equal(await field(page, 'email').getAttribute('aria-invalid'), null);
      await field(page, 'email').fill('maria');
      await eventually(() => errorOf(page, 'email').textContent(), en().validation.emailInvalid);
    } finally {
      await closePage(page);
    }
  });

  test('inputs are capped at 30, 40, 20 and 1000 with counters for 30, 20 and 1000', async () => {
    const { page } = await openContact('/ec/en/contact');
    try {
      const caps = { name: 30, email: 40, phone: 20, message: 1000 } as const;
      for (const [name, cap] of Object.entries(caps)) {
        assert.equal(await field(page, name).getAttribute('maxlength'), String(cap));
        await field(page, name).fill('1'.repeat(cap + 5));
        assert.equal((await field(page, name).inputValue()).length, cap, `${name} is capped`);
      }
      assert.equal(await page.locator('#contact-name-counter').textContent(), '30/30 characters');
      assert.equal(await page.locator('#contact-phone-counter').textContent(), '20/20 characters');
      assert.equal(await page.locator('#contact-message-counter').textContent(), '1000/1000 characters');
      assert.equal(await page.locator('#contact-email-counter').count(), 0);
      await field(page, 'message').fill('Hola');
      assert.equal(await page.locator('#contact-message-counter').textContent(), '4/1000 characters');
    } finally {
      await closePage(page);
    }
  });

  test('captcha: required while unsolved; expiry and error clear the token and say so', async () => {
    const { page } = await openContact('/ec/en/contact');
    try {
      const captcha = en().captcha;
      assert.equal(await captchaMessage(page).textContent(), captcha.required);
      await fillValid(page);
      await solveCaptcha(page);
      await eventually(() => captchaMessage(page).textContent(), '');
      await eventually(() => submitButton(page).isEnabled(), true);

      await page.evaluate(() => (window as unknown as { fakeRecaptcha: { expire(): void } }).fakeRecaptcha.expire());
      await eventually(() => captchaMessage(page).textContent(), captcha.expired);
      assert.equal(
        await captchaMessage(page).locator('[aria-live="polite"]').textContent(),
        captcha.expired,
        'what went wrong is announced',
      );
      assert.equal(await submitButton(page).isEnabled(), false, 'an expired token cannot be sent');

      await solveCaptcha(page);
      await eventually(() => captchaMessage(page).textContent(), '');
      await page.evaluate(() => (window as unknown as { fakeRecaptcha: { fail(): void } }).fakeRecaptcha.fail());
      await eventually(() => captchaMessage(page).textContent(), captcha.error);
      assert.equal(await submitButton(page).isEnabled(), false, 'no token after an error');
    } finally {
      await closePage(page);
    }
  });

  test('the submit button is disabled unless name, email and message are filled, nothing is wrong and the captcha is solved', async () => {
    const { page } = await openContact('/ec/en/contact');
    try {
      const enabled = () => submitButton(page).isEnabled();
      assert.equal(await enabled(), false, 'empty form');
      await fillValid(page, { phone: '' });
      assert.equal(await enabled(), false, 'valid fields, captcha unsolved');
      await solveCaptcha(page);
      await eventually(enabled, true, 'valid fields, captcha solved (phone is optional)');
      await field(page, 'email').fill('maria@');
      await eventually(enabled, false, 'an error');
      await field(page, 'email').fill('maria@example.com');
      await eventually(enabled, true);
      await field(page, 'phone').fill('12');
      await field(page, 'phone').blur();
      await eventually(enabled, false, 'an invalid optional phone');
      await field(page, 'phone').fill('');
      await eventually(enabled, true);
      await field(page, 'message').fill('');
      await eventually(enabled, false, 'an empty message');
    } finally {
      await closePage(page);
    }
  });

  test('axe finds no violations with errors showing', async () => {
    const { page } = await openContact('/ec/en/contact');
    try {
      for (const name of ['name', 'email', 'phone', 'message']) {
        await field(page, name).fill(name === 'phone' ? '12' : name === 'message' ? 'Hola' : 'x1');
        await field(page, name).blur();
      }
      await eventually(() => page.locator('[aria-invalid="true"]').count(), 4);
      await page.locator('#contact-form').scrollIntoViewIfNeeded();
      await page.locator('#fake-recaptcha-0').waitFor();
      const { violations, summary } = await checkAxe(page);
      assert.equal(violations.length, 0, summary);
    } finally {
      await closePage(page);
    }
  });
});

// --- Sending ---

describe('an invalid field keeps the error colour while focused', () => {
  test('its border and label are the error colour, focused or not, and the focus ring still shows where the visitor is', async () => {
    const { page } = await openContact('/ec/de/contact');
    try {
      /** The design tokens as the browser resolves them, to compare with computed colours. */
      const token = (name: string) =>
        page.evaluate((property) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${property})`;
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        }, name);
      const looks = () =>
        page.evaluate(() => {
          const input = document.getElementById('contact-email') as HTMLElement;
          const label = document.querySelector('label[for="contact-email"]') as HTMLElement;
          return {
            border: getComputedStyle(input).borderTopColor,
            label: getComputedStyle(label).color,
            ring: getComputedStyle(input).outlineStyle,
          };
        });
      /** What the field looks like once its styles have settled (the check polls for up to 2 s, then compares). */
      const settledLooks = async (expected: Awaited<ReturnType<typeof looks>>) => {
        await page
          .waitForFunction(
            (wanted) => {
              const input = document.getElementById('contact-email') as HTMLElement;
              const label = document.querySelector('label[for="contact-email"]') as HTMLElement;
              return (
                getComputedStyle(input).borderTopColor === wanted.border &&
                getComputedStyle(label).color === wanted.label &&
                getComputedStyle(input).outlineStyle === wanted.ring
              );
            },
            expected,
            { timeout: 2000 },
          )
          .catch(() => undefined);
        return looks();
      };
      await field(page, 'email').fill('maria@');
      await field(page, 'email').blur();
      await errorOf(page, 'email').waitFor();
      const [error, errorDark] = [await token('--color-error'), await token('--color-error-dark')];
      const leftInvalid = { border: error, label: errorDark, ring: 'none' };
      assert.deepEqual(await settledLooks(leftInvalid), leftInvalid, 'left invalid');
      await field(page, 'email').focus();
      await page.keyboard.press('End');
      const focusedInvalid = { border: error, label: errorDark, ring: 'solid' };
      assert.deepEqual(await settledLooks(focusedInvalid), focusedInvalid, 'focused again, still invalid');
    } finally {
      await closePage(page);
    }
  });
});

/** The office of `region` with its e-mail and first phone as content/locations gives them, and their links. */
const contactsOf = async (region: 'ec' | 'pe' | 'br', officeId: string) => {
  const { offices } = await readContentYaml<{
    offices: { id: string; title: Record<Language, string>; email: string; phones: string[] }[];
  }>(`locations/${region}.yaml`);
  const office = offices.find((candidate) => candidate.id === officeId);
  assert.ok(office, `${officeId} is in locations/${region}.yaml`);
  const phone = office.phones[0] ?? '';
  return {
    office,
    links: [
      [office.email, `mailto:${office.email}`],
      [phone, `tel:${phone.replaceAll(' ', '')}`],
    ],
  };
};

describe('sending', () => {
  const en = () => strings.en.contact.form;
  const typedMessage = `Need <b>"UPS"</b> & 'racks' 2/3 for the plant`;

  test('the whole flow: Sending..., escaped values at the server, stored as typed, success and reset', async () => {
    const { page, emailjsRequests } = await openContact('/ec/en/contact');
    try {
      const posts = requestsTo(page, '/api/send-email');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/send-email', async (route: Route) => {
        await held;
        await route.continue();
      });
      await fillValid(page, { message: typedMessage });
      await field(page, 'location').selectOption('guayaquil');
      await solveCaptcha(page);
      await eventually(() => submitButton(page).isEnabled(), true);
      const before = readOutbox(outboxFile).length;
      await submitButton(page).click();

      await eventually(() => submitButton(page).textContent(), en().sending);
      assert.equal(await submitButton(page).isEnabled(), false, 'disabled while sending');
      // The rules (zod) load on first use, so the request may leave a moment after "Sending...".
      await eventually(async () => posts.length, 1);
      const body = posts[0]?.postDataJSON() as Record<string, string>;
      assert.equal(body.message, 'Need &lt;b&gt;&quot;UPS&quot;&lt;&#x2F;b&gt; &amp; &#x27;racks&#x27; 2&#x2F;3 for the plant');
      assert.equal(body.name, 'María Ñúñez');
      assert.equal(body.location, 'guayaquil');
      assert.match(body.recaptchaToken ?? '', /^ok-token-/);
      assert.deepEqual(Object.keys(body).sort(), ['email', 'location', 'message', 'name', 'phone', 'recaptchaToken']);
      release();

      await eventually(() => page.locator('main form [role="status"]').textContent(), en().successMessage);
      const stored = readOutbox(outboxFile);
      assert.equal(stored.length, before + 1);
      assert.deepEqual(
        { ...stored.at(-1), id: 0, receivedAt: '' },
        {
          id: 0,
          receivedAt: '',
          name: 'María Ñúñez',
          email: 'maria@example.com',
          phone: '+593 99 123 4567',
          message: typedMessage,
          location: 'guayaquil',
          delivery: 'none',
          state: 'stored',
          attempts: 0,
          lastAttemptAt: null,
          lastError: null,
          sentAt: null,
        },
      );
      assert.ok(
        siteverify.requests.some((request) => request.response === body.recaptchaToken && request.secret === 'browser-test-secret'),
      );

      for (const name of ['name', 'email', 'phone', 'message']) assert.equal(await field(page, name).inputValue(), '', `${name} reset`);
      assert.equal(await field(page, 'location').inputValue(), 'quito-matriz');
      assert.equal(await page.locator('[aria-invalid="true"]').count(), 0, 'touched flags reset: no errors shown');
      assert.equal(await page.locator('#fake-recaptcha-0').isChecked(), false, 'captcha reset');
      assert.equal(await captchaMessage(page).textContent(), en().captcha.required);
      const announced = await page
        .locator('main form [aria-live]')
        .evaluateAll((regions) => regions.map((region) => region.textContent?.trim()).filter(Boolean));
      assert.deepEqual(announced, [], 'the check, reset after the send, asks again on screen without being read out after "Message sent"');
      assert.equal(await submitButton(page).textContent(), en().submit);
      assert.equal(await submitButton(page).isEnabled(), false);
      assert.equal(await page.locator('#contact-name-counter').textContent(), '0/30 characters');
      assert.deepEqual(emailjsRequests, [], 'delivery none: no EmailJS call');
      assert.deepEqual(pageProblems(page), []);

      const { violations, summary } = await checkAxe(page);
      assert.equal(violations.length, 0, summary);
    } finally {
      await closePage(page);
    }
  });

  test('on a phone, the outcome takes the focus and stands in view above the social bar', async () => {
    const { page } = await openContact('/ec/de/contact', { width: 360 });
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await fillValid(page);
      await solveCaptcha(page);
      await submitButton(page).click();
      const success = page.locator('main form [role="status"] p');
      await eventually(() => success.textContent(), strings.de.contact.form.successMessage);
      await eventually(() => success.evaluate((element) => element === document.activeElement), true, 'focus on the outcome');
      const [outcome, bar] = await Promise.all([success.boundingBox(), page.locator('[data-social-bar]').boundingBox()]);
      assert.ok(outcome && bar, 'both drawn');
      assert.ok(
        outcome.y >= 0 && outcome.y + outcome.height <= bar.y,
        `outcome ${outcome.y}-${outcome.y + outcome.height}, bar from ${bar.y}`,
      );
    } finally {
      await closePage(page);
    }
  });

  test('browser delivery: EmailJS gets the template params after the server stored the message', async () => {
    const { page, emailjsRequests } = await openContact('/ec/en/contact', { delivery: browserDelivery, asVisitor: true });
    try {
      assert.equal(await page.locator('#contact-form form').getAttribute('data-delivery'), 'browser');
      const before = readOutbox(outboxFile).length;
      await fillValid(page, { message: typedMessage });
      await solveCaptcha(page);
      await submitButton(page).click();
      await eventually(() => page.locator('main form [role="status"]').textContent(), en().successMessage);
      assert.equal(readOutbox(outboxFile).length, before + 1);
      assert.equal(emailjsRequests.length, 1);
      assert.deepEqual(emailjsRequests[0], {
        lib_version: '4.4.1',
        user_id: 'public_test',
        service_id: 'service_test',
        template_id: 'template_test',
        template_params: {
          from_name: 'María Ñúñez',
          from_email: 'maria@example.com',
          phone: '+593 99 123 4567',
          message: 'Need &lt;b&gt;&quot;UPS&quot;&lt;&#x2F;b&gt; &amp; &#x27;racks&#x27; 2&#x2F;3 for the plant',
          location: 'Quito – Head office',
        },
      });
      assert.equal(await field(page, 'name').inputValue(), '');
    } finally {
      await closePage(page);
    }
  });

  const failures: [string, ContactPageOptions, string | undefined][] = [
    ['the server refuses the captcha', {}, 'fail-token'],
    ['EmailJS refuses a headless browser (451)', { delivery: browserDelivery }, undefined],
    ['EmailJS blocks (403)', { delivery: browserDelivery, asVisitor: true, emailjs: 403 }, undefined],
    ['EmailJS: too many requests (429)', { delivery: browserDelivery, asVisitor: true, emailjs: 429 }, undefined],
    ['EmailJS cannot be reached (0)', { delivery: browserDelivery, asVisitor: true, emailjs: 'network' }, undefined],
  ];
  for (const [name, options, token] of failures) {
    test(`error path: ${name} -> the error message, and the input stays`, async () => {
      const { page, emailjsRequests } = await openContact('/ec/en/contact', options);
      try {
        await fillValid(page);
        await solveCaptcha(page, token);
        await submitButton(page).click();
        await eventually(() => page.locator('[role="alert"] p').first().textContent(), en().errorMessage);
        // Trying again may not help: the chosen office's e-mail and phone are offered with the message.
        const office = await contactsOf('ec', await field(page, 'location').inputValue());
        assert.deepEqual(
          await page
            .locator('[role="alert"] [data-office-contacts]')
            .evaluate((element) => [
              element.querySelector('p')?.textContent,
              ...[...element.querySelectorAll('a')].map((link) => link.getAttribute('href')),
            ]),
          [en().captcha.reachUs.replace('{{office}}', office.office.title.en), ...office.links.map((link) => link[1])],
        );
        assert.equal(await page.locator('main form [role="status"]').textContent(), '');
        assert.equal(await field(page, 'name').inputValue(), 'María Ñúñez');
        assert.equal(await field(page, 'message').inputValue(), 'Necesitamos una cotización de baterías.');
        assert.equal(await submitButton(page).textContent(), en().submit);
        // A token verifies once: the visitor solves a fresh one and sends the same text again.
        assert.equal(await captchaMessage(page).textContent(), en().captcha.required);
        if (name.includes('451')) assert.equal(emailjsRequests.length, 0, 'refused before any request');
        else if (options.delivery) assert.equal(emailjsRequests.length, 1);
      } finally {
        await closePage(page);
      }
    });
  }
});

// --- When Google cannot be reached ---

describe('when Google cannot be reached (a corporate proxy or a blocker)', () => {
  const en = () => strings.en.contact.form;
  const captchaBox = (page: Page) => page.locator('[data-captcha]');
  const officeContacts = (page: Page) =>
    captchaBox(page)
      .locator('[data-office-contacts]')
      .evaluate((element) => ({
        text: element.querySelector('p')?.textContent,
        links: [...element.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
      }));
  /** The console's report of each blocked request is what this test causes; anything else is a problem. */
  const problemsBesideTheBlock = (page: Page) => pageProblems(page).filter((problem) => !problem.includes('ERR_BLOCKED_BY_CLIENT'));

  for (const [region, language] of [
    ['ec', 'es'],
    ['ec', 'de'],
    ['br', 'pt'],
  ] as const) {
    test(`${region}/${language}: the box says it could not load, offers a retry and, beside it, the chosen office's e-mail and phone`, async () => {
      const google: GoogleReach = { answer: 'blocked', requests: 0 };
      const pathname = pathOf(regionById(site, region), language, 'contact');
      const { page } = await openContact(pathname, { google });
      try {
        const texts = strings[language].contact.form;
        await eventually(() => captchaBox(page).getAttribute('data-captcha'), 'failed');
        assert.equal(
          await captchaMessage(page).textContent(),
          `${texts.captcha.required} ${texts.captcha.unavailable}`,
          "SPEC's 'captcha required', then why, in the page language, as an error",
        );
        assert.doesNotMatch((await captchaBox(page).textContent()) ?? '', new RegExp(texts.captchaLoading.slice(0, 12)), 'no "loading"');
        assert.equal(await captchaBox(page).getByRole('button', { name: texts.captcha.retry }).count(), 1);

        const first = await field(page, 'location').inputValue();
        const expected = await contactsOf(region, first);
        assert.deepEqual(await officeContacts(page), {
          text: texts.captcha.reachUs.replace('{{office}}', expected.office.title[language]),
          links: expected.links,
        });
        const others = await field(page, 'location')
          .locator('option')
          .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
        const other = others.find((id) => id !== first);
        if (other) {
          await field(page, 'location').selectOption(other);
          const chosen = await contactsOf(region, other);
          await eventually(async () => (await officeContacts(page)).links, chosen.links, 'the contacts follow the chosen office');
        }
        const retry = await captchaBox(page).getByRole('button', { name: texts.captcha.retry }).boundingBox();
        const contacts = await captchaBox(page).locator('[data-office-contacts]').boundingBox();
        assert.ok(retry && contacts && contacts.x >= retry.x + retry.width, 'the contacts stand beside the retry button');
        assert.deepEqual(problemsBesideTheBlock(page), []);
      } finally {
        await closePage(page);
      }
    });
  }

  test('retry asks Google again: still blocked it says so again; once through, the check appears and the form can be sent', async () => {
    const google: GoogleReach = { answer: 'blocked', requests: 0 };
    const { page } = await openContact('/ec/en/contact', { google });
    try {
      const texts = en().captcha;
      const retry = captchaBox(page).getByRole('button', { name: texts.retry });
      await eventually(() => captchaBox(page).getAttribute('data-captcha'), 'failed');
      const asked = google.requests;
      await retry.click();
      await eventually(async () => google.requests, asked + 1, 'a second request');
      await eventually(() => captchaBox(page).getAttribute('data-captcha'), 'failed');

      google.answer = 'fake';
      await retry.click();
      await page.locator('#fake-recaptcha-0').waitFor();
      assert.equal(await captchaMessage(page).textContent(), texts.required);
      assert.equal(await captchaBox(page).locator('[data-office-contacts]').count(), 0);
      await fillValid(page);
      await solveCaptcha(page);
      await eventually(() => submitButton(page).isEnabled(), true);
      assert.deepEqual(problemsBesideTheBlock(page), []);
    } finally {
      await closePage(page);
    }
  });

  test('before the form is near, the box promises nothing is loading; a load that hangs offers the office, then gives up with a retry', async () => {
    const google: GoogleReach = { answer: 'never', requests: 0 };
    const { page } = await openContact('/ec/de/contact', { untouched: true, google });
    try {
      const texts = strings.de.contact.form;
      assert.equal(await captchaBox(page).getAttribute('data-captcha'), 'waiting');
      assert.equal(await captchaBox(page).innerText(), texts.captcha.waiting);
      assert.equal(google.requests, 0, 'nothing was asked for');

      await page.clock.install();
      await page.locator('#contact-form').hover();
      await island(page).and(page.locator('[data-hydrated]')).waitFor();
      await eventually(async () => google.requests, 1);
      assert.equal(await captchaBox(page).getAttribute('data-captcha'), 'loading');
      assert.equal(await captchaBox(page).innerText(), texts.captchaLoading);

      await page.clock.runFor(8_000);
      await eventually(() => captchaBox(page).getAttribute('data-captcha'), 'slow');
      assert.match((await captchaBox(page).textContent()) ?? '', new RegExp(texts.captcha.slow));
      assert.equal((await officeContacts(page)).links.length, 2, 'the office is offered while it still loads');

      await page.clock.runFor(30_000);
      await eventually(() => captchaBox(page).getAttribute('data-captcha'), 'failed');
      assert.equal(await captchaMessage(page).textContent(), `${texts.captcha.required} ${texts.captcha.unavailable}`);
      assert.equal(await captchaBox(page).getByRole('button', { name: texts.captcha.retry }).count(), 1);
    } finally {
      await closePage(page);
    }
  });

  test('without JavaScript the form offers the first office first, in place of fields and a check that cannot send', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    try {
      await page.goto(`${server.origin}/pe/contact`);
      const [office] = (await readContentYaml<{ offices: { title: { es: string }; email: string }[] }>('locations/pe.yaml')).offices;
      assert.ok(office);
      const form = page.locator('#contact-form form');
      const first = form.locator(':scope > :visible').first();
      assert.equal(
        await first.locator('p').textContent(),
        strings.es.contact.form.captcha.noScript.replace('{{office}}', office.title.es),
        'the first thing the form says',
      );
      assert.equal(await first.locator(`a[href="mailto:${office.email}"]`).isVisible(), true);
      assert.equal(
        await form.locator('input, select, textarea, button').filter({ visible: true }).count(),
        0,
        'nothing to fill in for nothing',
      );
      assert.equal(await captchaBox(page).isVisible(), false);
      assert.equal(await captchaMessage(page).isVisible(), false, 'no "please complete the reCAPTCHA" for a check that cannot come');
    } finally {
      await closePage(page);
    }
  });
});

// --- Before React takes the form over ---

describe('before React takes the form over', () => {
  const en = () => strings.en.contact.form;

  /** What the scripts the page fetched so far carry, read from the server as the browser got them. */
  async function fetchedSoFar(page: Page) {
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const scripts = urls.filter((url) => url.startsWith(server.origin) && new URL(url).pathname.endsWith('.js'));
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    return {
      react: bodies.some((body) => body.includes(reactMarker)),
      form: bodies.some((body) => body.includes(formCodeMarker)),
      recaptcha: urls.some((url) => url.startsWith('https://www.google.com/recaptcha/')),
    };
  }

  test('without JavaScript: offices with phones and maps, and each contact button writes to its own office, the form saying how to write or call instead', async () => {
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    try {
      const { offices } = await readContentYaml<{ offices: { id: string; email: string }[] }>('locations/ec.yaml');
      await page.goto(`${server.origin}/ec/en/contact`);
      assert.equal(await page.locator('[data-office]').count(), offices.length);
      const maps = page.locator('[data-office] iframe[src^="https://www.openstreetmap.org/"]');
      assert.equal(await maps.count(), offices.length);
      for (const map of await maps.all()) assert.ok(await map.isVisible(), 'each office shows its map');
      assert.equal(await page.locator('[data-office] iframe[data-map-src]:visible').count(), 0, 'and no empty frame beside it');
      assert.ok((await page.locator('[data-office] a[href^="tel:"]').count()) >= offices.length);
      // The form cannot send and names the first office: each card's button writes to its own office instead.
      for (const office of offices) {
        const buttons = page.locator(`[data-office="${office.id}"]`).getByRole('link', { name: strings.en.contact.contactButton });
        assert.equal(await buttons.count(), 1, `${office.id}: one button`);
        assert.equal(await buttons.getAttribute('href'), `mailto:${office.email}`, `${office.id}: writes to ${office.email}`);
      }
      await page.locator('#contact-form').scrollIntoViewIfNeeded();
      assert.equal(await field(page, 'name').isVisible(), false, 'no field to fill in for a form that cannot send');
      assert.equal(await submitButton(page).isVisible(), false);
      assert.equal(await submitButton(page).isEnabled(), false, 'nor a button that could post it half-ready');
      const notice = page.locator('#contact-form [data-office-contacts]');
      assert.ok(await notice.isVisible(), 'the way to write or call instead');
      assert.ok((await notice.locator('a[href^="mailto:"]').count()) === 1 && (await notice.locator('a[href^="tel:"]').count()) === 1);
    } finally {
      await closePage(page);
    }
  });

  test('the page loads neither React, the form code nor reCAPTCHA; focus on the first field brings React and the form', async () => {
    const { page } = await openContact('/ec/en/contact', { untouched: true });
    try {
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await fetchedSoFar(page), { react: false, form: false, recaptcha: false });
      assert.equal(await island(page).getAttribute('data-hydrated'), null);
      await field(page, 'name').focus();
      await island(page).and(page.locator('[data-hydrated]')).waitFor();
      const touched = await fetchedSoFar(page);
      assert.deepEqual({ react: touched.react, form: touched.form }, { react: true, form: true });
      assert.deepEqual(pageProblems(page), []);
    } finally {
      await closePage(page);
    }
  });

  test('what was typed, chosen and left before React took over stays; the form counts, checks and sends it once', async () => {
    const { page, release } = await openContact('/ec/en/contact', { untouched: true, holdFormCode: true });
    try {
      const posts = requestsTo(page, '/api/send-email');
      await field(page, 'name').focus();
      await page.keyboard.type('María Ñúñez');
      await page.keyboard.press('Tab');
      await page.keyboard.type('maria@');
      await field(page, 'location').selectOption('guayaquil');
      await field(page, 'message').focus();
      await page.keyboard.type('Necesitamos una cotización');
      assert.equal(await island(page).getAttribute('data-hydrated'), null, 'the form code is still on its way');

      release();
      // The held code arrives all at once and hydrates: past 10 s under the whole suite's load on two cores.
      await island(page).and(page.locator('[data-hydrated]')).waitFor({ timeout: 30_000 });
      await page.keyboard.type(' de baterías.');
      const message = 'Necesitamos una cotización de baterías.';
      await eventually(() => page.locator('#contact-message-counter').textContent(), `${message.length}/1000 characters`);
      assert.equal(await field(page, 'message').inputValue(), message);
      assert.equal(await field(page, 'name').inputValue(), 'María Ñúñez');
      assert.equal(await page.locator('#contact-name-counter').textContent(), '11/30 characters');
      assert.equal(await field(page, 'location').inputValue(), 'guayaquil');
      // The e-mail was left half written: checked as on blur. The message is still being written: not yet.
      await eventually(() => errorOf(page, 'email').textContent(), en().validation.emailInvalid);
      assert.equal(await errorOf(page, 'message').count(), 0);

      await field(page, 'email').fill('maria@example.com');
      await eventually(() => errorOf(page, 'email').count(), 0);
      await solveCaptcha(page);
      await eventually(() => submitButton(page).isEnabled(), true);
      await submitButton(page).click();
      await eventually(() => page.locator('main form [role="status"]').textContent(), en().successMessage);
      assert.equal(posts.length, 1);
      const body = posts[0]?.postDataJSON() as Record<string, string>;
      assert.deepEqual(
        { name: body.name, email: body.email, phone: body.phone, message: body.message, location: body.location },
        { name: 'María Ñúñez', email: 'maria@example.com', phone: '', message, location: 'guayaquil' },
      );
      assert.deepEqual(pageProblems(page), [], 'no hydration mismatch, no error');
    } finally {
      await closePage(page);
    }
  });

  test("focus that reached a field before the page's script ran brings React and the form as soon as it runs", async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 900 } });
    try {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${server.origin}/_app/entries/**`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.origin}/ec/en/contact`, { waitUntil: 'domcontentloaded' });
      await field(page, 'name').focus();
      await page.keyboard.type('María');
      release();
      // The held code arrives all at once and hydrates: past 10 s under the whole suite's load on two cores.
      await island(page).and(page.locator('[data-hydrated]')).waitFor({ timeout: 30_000 });
      assert.equal(await field(page, 'name').inputValue(), 'María');
      await eventually(() => page.locator('#contact-name-counter').textContent(), '5/30 characters');
    } finally {
      await closePage(page);
    }
  });

  test('a field focused and left empty before React took over is checked once it has, as on blur', async () => {
    const { page, release } = await openContact('/ec/en/contact', { untouched: true, holdFormCode: true });
    try {
      await field(page, 'name').focus();
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'contact-email');
      assert.equal(await island(page).getAttribute('data-hydrated'), null, 'the form code is still on its way');

      release();
      // The held code arrives all at once and hydrates: past 10 s under the whole suite's load on two cores.
      await island(page).and(page.locator('[data-hydrated]')).waitFor({ timeout: 30_000 });
      await eventually(() => errorOf(page, 'name').textContent(), en().validation.nameInvalid);
      assert.equal(await errorOf(page, 'email').count(), 0, 'the field the visitor is in is not judged yet');
      await page.keyboard.press('Tab');
      await eventually(() => errorOf(page, 'email').textContent(), en().validation.emailInvalid);
      assert.deepEqual(pageProblems(page), [], 'no hydration mismatch, no error');
    } finally {
      await closePage(page);
    }
  });

  test('a click before React took over is answered once it has; Enter and the disabled submit button post nothing', async () => {
    const { page, release } = await openContact('/ec/en/contact', { untouched: true, holdFormCode: true });
    try {
      const address = page.url();
      const posts = requestsTo(page, '/api/send-email');
      const navigations: string[] = [];
      page.on(
        'request',
        (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && navigations.push(request.url()),
      );
      const contactLink = page.locator('[data-office="guayaquil"]').getByRole('link', { name: strings.en.contact.contactButton });
      await contactLink.evaluate((link) => {
        link.addEventListener('click', () => Object.assign(window, { answered: ((window as { answered?: number }).answered ?? 0) + 1 }));
      });

      await field(page, 'name').focus();
      await page.keyboard.type('María Ñúñez');
      await page.keyboard.press('Enter');
      await submitButton(page).click({ force: true });
      await contactLink.click();
      assert.equal(await island(page).getAttribute('data-hydrated'), null, 'the form code is still on its way');

      release();
      // The held code arrives all at once and hydrates: past 10 s under the whole suite's load on two cores.
      await island(page).and(page.locator('[data-hydrated]')).waitFor({ timeout: 30_000 });
      await eventually(() => field(page, 'location').inputValue(), 'guayaquil', 'the contact button chose its office');
      await eventually(() => page.evaluate(() => document.activeElement?.id), 'contact-name');
      assert.equal(await page.evaluate(() => (window as { answered?: number }).answered), 1, 'the click was answered once');
      assert.equal(await field(page, 'name').inputValue(), 'María Ñúñez');
      assert.equal(page.url(), address, 'the form was not posted as a page, and the link did not jump');
      assert.deepEqual(navigations, []);
      assert.deepEqual(posts, []);
      assert.deepEqual(pageProblems(page), []);
    } finally {
      await closePage(page);
    }
  });
});
