import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../schemas/site-content.ts';
import { realContentDir } from '../../tests/support/content-fixture.ts';
import { officesOf, stringsIn } from './content-entries.ts';
import { loadContent } from './load-content.ts';

/**
 * SPEC conformance: the committed content holds SPEC.md's entities, counts and wordings. This suite, and only
 * this one, pins content: when an editor adds an event or a case (`site new`) it fails on purpose and is updated
 * with SPEC.md; behaviour tests derive what they expect from the content and keep passing.
 */
let content: SiteContent;
// Loading and checking the whole content takes about a second alone, and more than Vitest's 10 s while npm test
// runs the typecheck, lint and build beside it on two cores.
beforeAll(async () => {
  const result = await loadContent(realContentDir);
  expect(result.problems).toEqual([]);
  if (!result.content) throw new Error('content did not load');
  content = result.content;
}, 60_000);

const region = (id: string) => {
  const found = content.site.regions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no region ${id}`);
  return found;
};

describe('SPEC conformance: the committed content', () => {
  it('has the service lines with their items and partner logos', () => {
    const telecom = content.services.telecomunications;
    expect(telecom?.items).toHaveLength(4);
    expect(telecom?.items.map((item) => item.logos.length)).toEqual([7, 7, 7, 7]);
    expect(content.services.oil?.items.map((item) => item.logos.length)).toEqual([9]);
    expect(content.services.industrial?.items.map((item) => item.logos.length)).toEqual([9]);
    expect(content.services.energy?.items.map((item) => item.logos.length)).toEqual([2]);
  });

  it('offers all four lines and cases in Ecuador, only oil and industrial in Peru and Brazil', () => {
    expect([...region('ec').services].sort()).toEqual(['energy', 'industrial', 'oil', 'telecomunications']);
    expect([...region('ec').cases].sort()).toEqual(['energy', 'industrial', 'oil', 'telecomunications']);
    for (const id of ['pe', 'br']) {
      expect([...region(id).services].sort()).toEqual(['industrial', 'oil']);
      expect(region(id).cases).toEqual([]);
    }
    expect(region('br').defaultLanguage).toBe('pt');
    // The service tiles, and the case stories after them, in SPEC.md's order.
    expect(region('ec').services).toEqual(['telecomunications', 'oil', 'industrial', 'energy']);
  });

  it('has the success cases per sector with the case figures', () => {
    expect(content.cases.telecomunications?.cards).toHaveLength(4);
    expect(content.cases.industrial?.cards).toHaveLength(5);
    expect(content.cases.energy?.cards).toHaveLength(1);
    expect(content.cases.oil?.cards).toHaveLength(3);
    const english = (slug: string) =>
      JSON.stringify(content.cases[slug]?.cards.map((card) => [card.title.en, card.description.en, card.columns]));
    expect(english('telecomunications')).toMatch(/400 VSAT/);
    expect(english('telecomunications')).toMatch(/2013/);
    expect(english('telecomunications')).toMatch(/23 /);
    expect(english('telecomunications')).toMatch(/300 links/);
    expect(english('energy')).toMatch(/16 backup power systems/);
    expect(english('energy')).toMatch(/15 years/);
    expect(english('energy')).toMatch(/25 °C/);
  });

  it('has the three events of SPEC.md in two categories, then the news of September to November 2026', () => {
    expect(content.events.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(content.events.map((event) => event.category)).toEqual(['news', 'news', 'tradeFairs', 'tradeFairs', 'news', 'news']);
    expect(content.events[2]?.title.en).toMatch(/German|Germany|Hannover/);
    // Issue 24: the newsroom runs to late 2026.
    expect(content.events.slice(3).map((event) => event.date)).toEqual(['2026-09-24', '2026-10-19', '2026-11-12']);
    expect(content.events.some((event) => (event.images?.length ?? 0) > 1)).toBe(true);
  });

  it('has the office cards and phones of each region', () => {
    const ecuador = officesOf(content, 'ec');
    expect(ecuador).toHaveLength(3);
    const quito = ecuador.filter((office) => office.city === 'Quito');
    expect(quito.flatMap((office) => office.phones)).toHaveLength(5);
    expect(ecuador.find((office) => office.city === 'Guayaquil')?.phones).toHaveLength(3);
    expect(ecuador.every((office) => office.fax)).toBe(true);
    for (const id of ['pe', 'br'] as const) {
      expect(officesOf(content, id)).toHaveLength(1);
      expect(officesOf(content, id)[0]?.phones).toHaveLength(1);
    }
    expect(officesOf(content, 'br')[0]?.fax).toBeUndefined();
  });

  it('has the brand sets, timeline, statistics, taglines and company facts', () => {
    expect(content.brands.sets.ec).toHaveLength(13);
    expect(content.brands.sets.pe).toHaveLength(9);
    expect(content.brands.sets.br).toHaveLength(9);
    expect(content.site.timeline.map((entry) => entry.kind)).toEqual([
      'founded',
      'headquarters',
      'secondCityOffice',
      'support',
      'employees',
      'thirdCityOffice',
      'engineers',
    ]);
    expect(content.site.timeline[0]?.year).toBe(1975);
    expect(content.site.stats.map((stat) => stat.value)).toEqual([50, 1000, 30]);
    expect(content.site.taglines.map((tagline) => tagline.en)).toEqual([
      'Innovating since 1975',
      'Creating the technology of the future',
      'Technology that transforms industries',
      'Now in Peru and Brazil',
    ]);
    expect(content.site.company).toMatchObject({ founded: 1975, collaborators: 70, engineers: 50, support: '24/7' });
    expect(content.site.regions.map((region) => region.countryCode)).toEqual(['EC', 'PE', 'BR']);
    expect(content.site.social.map((link) => link.network).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'whatsapp']);
  });

  it("keeps SPEC.md's English wording of the contact flow", () => {
    const form = stringsIn(content, 'en').contact.form;
    expect(form.successMessage).toBe('Message sent successfully! We will contact you soon.');
    expect(form.errorMessage).toBe('There was an error sending the message. Please try again.');
    expect(form.captcha).toMatchObject({
      required: 'Please complete the reCAPTCHA.',
      expired: 'The reCAPTCHA has expired. Please try again.',
      error: 'Error verifying the reCAPTCHA. Please try again.',
    });
    expect(form.validation.nameInvalid).toBe('Name must contain only letters and spaces (2-50 characters).');
    expect(form.validation.emailInvalid).toBe('Please enter a valid email address.');
    expect(form.validation.messageTooShort).toBe('Message must be at least 10 characters');
    expect(form.validation.messageTooLong).toBe('Message cannot exceed 1000 characters');
    expect(form.validationErrors).toBe('Validation errors');
    expect(form.sending).toBe('Sending...');
    expect(stringsIn(content, 'en').notFound.title).toBe('Not Found');
    const spanish = stringsIn(content, 'es');
    expect(spanish.contact.form.errorFallback).toBe('Error al validar reCAPTCHA');
    expect(spanish.home.videoFallback).toBe('Tu navegador no soporta el elemento de video.');
    expect([spanish.cases.readMore, spanish.cases.readLess]).toEqual(['Ver más', 'Ver menos']);
  });

  it('gives every language its own text', () => {
    for (const language of content.site.languages) expect(content.translations[language]).toBeDefined();
  });

  it('contains no placeholder copy', async () => {
    const files = await readdir(realContentDir, { recursive: true });
    for (const name of files.filter((file) => file.endsWith('.yaml'))) {
      const text = await readFile(path.join(realContentDir, name), 'utf8');
      expect(text, name).not.toMatch(/lorem ipsum|dolor sit amet|placeholder text/i);
      expect(text, name).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b/);
    }
  });
});
