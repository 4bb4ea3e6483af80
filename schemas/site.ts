import { z } from 'zod';
import { type ListedName, listedCollections } from './collections.ts';
import { languageCode, regionCode } from './locales.ts';
import { mediaSchemas } from './media.ts';
import { pageName, pageRef } from './page-fields.ts';
import { countryCode, fileNameIn, httpsUrl, type LocaleSchemas, slug, translationKey } from './primitives.ts';
import type { ProblemWords } from './problem-words.ts';

const hostName = z
  .string()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'host-name')
  .meta({ description: 'A host name without https://, e.g. www.example.com.ec.' });

const socialNetwork = z.enum(['facebook', 'instagram', 'linkedin', 'whatsapp']);
export type SocialNetwork = z.infer<typeof socialNetwork>;

/** A language as a country writes it: es-EC, en-GB. */
export const localeTag = z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'locale');

/** The language a locale tag is written in: en for en-GB. */
export const languageOfTag = (tag: string) => tag.slice(0, tag.indexOf('-'));

/**
 * The region fields that list the entries of a kind the region shows, by file name (`services: [oil, energy]`):
 * one per kind declared `listedBy` (schemas/collections.ts). A kind a region may leave empty defaults to none.
 */
function regionLists() {
  return Object.fromEntries(
    listedCollections.map(({ name, regions: { listedBy } }) => {
      const list = z.array(fileNameIn(name, listedBy.item));
      return [name, (listedBy.min === 0 ? list.default([]) : list.min(listedBy.min)).meta({ description: listedBy.description })];
    }),
  ) as unknown as Record<ListedName, z.ZodType<string[]>>;
}

/** A region's lists of entries (`services`, `cases`), as the keys of a zod `pick` of the region schema. */
export const regionListKeys = Object.fromEntries(listedCollections.map(({ name }) => [name, true])) as Record<ListedName, true>;

/** A region's lists when it lists nothing of any kind: every kind regions list, so a kind declared later is in it too. */
export const noRegionLists = (): Record<ListedName, string[]> =>
  Object.fromEntries(listedCollections.map(({ name }) => [name, []])) as unknown as Record<ListedName, string[]>;

/** site.yaml, built from its own languages and regions (schemas/locales.ts), which are read from it first. */
export function siteSchemas(locale: LocaleSchemas) {
  const { localizedText, language, region } = locale;
  const { image } = mediaSchemas(locale);
  const fullHome = z
    .strictObject({
      variant: z.literal('full').meta({ description: 'The complete home page (Ecuador).' }),
      banner: z
        .strictObject({
          title: localizedText.meta({ description: 'Banner headline.' }),
          subtitle: localizedText.meta({ description: 'Line under the headline.' }),
          description: localizedText.meta({ description: 'Paragraph of the banner.' }),
          image: image.meta({ description: 'Background illustration of the banner.' }),
        })
        .meta({ description: 'The large banner at the top of the home page.' }),
      sectors: z
        .array(
          z.strictObject({
            id: slug,
            title: localizedText.meta({ description: 'Sector name.' }),
            text: localizedText.meta({ description: 'Two or three sentences about the sector.' }),
            image: image,
            link: pageRef.meta({ description: "Page the 'know more' button opens, e.g. services/oil or cases/energy." }),
          }),
        )
        .min(1)
        .meta({ description: 'Sector cards with a know-more button.' }),
      mapBanner: z
        .strictObject({
          title: localizedText.meta({ description: 'Heading of the map banner.' }),
          subtitles: z.tuple([localizedText, localizedText]).meta({ description: 'Exactly two subtitles under the heading.' }),
          image: image,
        })
        .meta({ description: 'The map banner of the home page.' }),
    })
    .meta({ title: 'Full home page', description: 'Home page of a full region.' });

  const regionalHome = z
    .strictObject({
      variant: z.literal('regional').meta({ description: 'The reduced home page (Peru and Brazil).' }),
      banner: z
        .strictObject({
          title: localizedText.meta({ description: 'Banner headline.' }),
          subtitle: localizedText.meta({ description: 'Line under the headline.' }),
          description: localizedText.meta({ description: 'Paragraph of the banner.' }),
          portraits: z.tuple([image, image]).meta({ description: 'Exactly two portrait images beside the banner text.' }),
        })
        .meta({ description: 'The banner at the top of the regional home page.' }),
      map: z
        .strictObject({
          image: image,
          captions: z.tuple([localizedText, localizedText]).meta({ description: 'Exactly two captions of the map.' }),
        })
        .meta({ description: 'Map image with two captions.' }),
      regionalBlock: z
        .strictObject({
          title: localizedText.meta({ description: 'Heading of the regional block.' }),
          text: localizedText.meta({ description: 'Paragraph about the regional office.' }),
        })
        .meta({ description: 'A block about the regional office.' }),
    })
    .meta({ title: 'Reduced home page', description: 'Home page of a reduced region.' });

  const regionEntry = z
    .strictObject({
      id: regionCode.meta({ description: 'The region code, the first segment of its URLs, e.g. ec.' }),
      name: localizedText.meta({ description: 'Country name of the region.' }),
      countryCode: countryCode.meta({ description: 'ISO country code, shown in the countries selector, e.g. EC.' }),
      defaultLanguage: language.meta({ description: 'Language of the unprefixed URLs of this region.' }),
      languages: z
        .array(language)
        .min(1)
        .default(() => [...locale.locales.everywhere])
        .meta({
          description:
            'Languages of this region, when not those of `languages`; a language no other region has is published here once every text the region shows is written in it.',
        }),
      locale: localeTag.meta({ description: 'Language tag of the default language in this country, e.g. es-EC.' }),
      domains: z.array(hostName).default([]).meta({ description: 'Host names of this region’s own site; the first is the canonical one.' }),
      logo: image.meta({ description: 'Company logo shown in the header of this region.' }),
      social: z.partialRecord(socialNetwork, httpsUrl).default({}).meta({
        description:
          "This region's own address for a network of `social`, where it is not the site's: its office's WhatsApp number, e.g. whatsapp: https://wa.me/5116154201.",
      }),
      ...regionLists(),
      home: z.discriminatedUnion('variant', [fullHome, regionalHome]).meta({ description: 'The home page of this region.' }),
    })
    .meta({ description: 'A country site.' });

  const menuItem = z
    .strictObject({
      id: slug,
      label: translationKey.optional().meta({
        description: "Key of the menu text in translations, e.g. nav.home; leave out to show the page's own title (meta.{page}.title).",
      }),
      page: pageName.optional().meta({ description: 'Page the item opens; hidden in regions that lack the page.' }),
      submenu: z
        .enum(['services', 'regions', 'languages'])
        .optional()
        .meta({ description: 'A submenu built from content: services of the region, regions, or languages.' }),
      languageSelector: z.boolean().default(false).meta({ description: 'True for the language selector entry.' }),
      regions: z.array(region).optional().meta({ description: 'Regions where the entry shows; leave out to show it everywhere.' }),
    })
    .refine((item) => item.label !== undefined || item.page !== undefined, {
      message: 'needs a label (a key of translations, e.g. nav.home) or a page, whose title it then shows',
      path: ['label'],
    })
    .meta({ description: 'A menu entry.' });

  const siteFile = z
    .strictObject({
      company: z
        .strictObject({
          name: z.string().trim().min(1).meta({ description: 'Short company name.' }),
          legalName: z.string().trim().min(1).meta({ description: 'Registered company name.' }),
          founded: z.int().min(1900).max(2100).meta({ description: 'Year the company was founded.' }),
          collaborators: z.int().min(1).meta({ description: 'Number of collaborators (shown as 70+).' }),
          engineers: z.int().min(1).meta({ description: 'Number of engineers (shown as 50+).' }),
          support: z.string().trim().min(1).meta({ description: 'Support hours, e.g. 24/7.' }),
          description: localizedText.meta({ description: 'One-paragraph description for search engines and sharing.' }),
          history: z
            .tuple([localizedText, localizedText, localizedText])
            .meta({ description: 'The three history paragraphs of the About page.' }),
          mission: localizedText.meta({ description: 'Mission statement.' }),
          vision: localizedText.meta({ description: 'Vision statement.' }),
        })
        .meta({ description: 'Facts about the company.' }),
      // The declaration itself: any language code, so an editor can add one before its texts exist.
      languages: z
        .array(languageCode)
        .min(1)
        .meta({ description: 'Languages the site is published in (language codes); each needs content/translations/{code}.yaml.' }),
      languageLocales: z
        .array(localeTag)
        .default([])
        .superRefine((tags, context) => {
          const first = new Map<string, string>();
          for (const [index, tag] of tags.entries()) {
            const code = languageOfTag(tag);
            const earlier = first.get(code);
            if (earlier === undefined) first.set(code, tag);
            else {
              const words: ProblemWords = { id: 'localeTwice', values: { found: tag, language: code, first: earlier } };
              context.addIssue({ code: 'custom', path: [index], input: tag, params: { words } });
            }
          }
        })
        .meta({
          description:
            "How a language writes its dates and numbers where it is not the region's own language (there the region's `locale` decides): one tag per language, its language first, e.g. [en-GB] for English texts written in British English (17 March 2027, not March 17, 2027); by default as the language itself writes them.",
        }),
      referenceLanguage: language.meta({
        description: 'The language every text is written in first; the other languages are checked against it.',
      }),
      defaultLanguage: language.meta({ description: 'Language used when nothing else decides.' }),
      defaultRegion: region.meta({ description: 'Region used when neither host nor path decides.' }),
      regions: z.array(regionEntry).min(1).meta({ description: 'The country sites.' }),
      menus: z
        .strictObject({
          header: z.array(menuItem).min(1).meta({ description: 'Header menu, in order.' }),
          footer: z.array(menuItem).min(1).meta({ description: 'Footer links, in order.' }),
          legal: z
            .array(menuItem)
            .default([])
            .meta({ description: 'Legal links of the footer (privacy policy, terms), in order; none when empty.' }),
        })
        .meta({ description: 'Menus of the site.' }),
      presence: z
        .array(
          z.strictObject({
            code: countryCode,
            name: localizedText.meta({ description: 'Country name.' }),
            note: localizedText.optional().meta({ description: 'What we have there, e.g. logistics warehouses.' }),
          }),
        )
        .min(1)
        .meta({ description: 'International presence list of the footer.' }),
      social: z
        .array(
          z.strictObject({
            network: socialNetwork.meta({ description: 'Which network.' }),
            url: httpsUrl,
            label: localizedText.meta({ description: 'Accessible name of the link, e.g. "Chat with us on WhatsApp".' }),
          }),
        )
        .min(1)
        .meta({ description: 'Social links of the side bar.' }),
      stats: z
        .array(
          z.strictObject({
            value: z.int().min(1).max(1000000).meta({ description: 'The number, shown with a + in front.' }),
            label: localizedText.meta({ description: 'What the number counts.' }),
          }),
        )
        .min(1)
        .meta({ description: 'Statistics of the About page.' }),
      timeline: z
        .array(
          z.strictObject({
            kind: z
              .enum(['founded', 'headquarters', 'secondCityOffice', 'support', 'employees', 'thirdCityOffice', 'engineers'])
              .meta({ description: 'Which milestone this entry is.' }),
            year: z.int().min(1900).max(2100).meta({ description: 'Year of the milestone.' }),
            text: localizedText.meta({ description: 'Milestone headline.' }),
            subtext: localizedText.meta({ description: 'One sentence of detail.' }),
          }),
        )
        .min(1)
        .meta({ description: 'Timeline of the About page, oldest first.' }),
      taglines: z.array(localizedText).min(1).meta({ description: 'Rotating taglines of the home banner.' }),
    })
    .meta({ description: 'The whole site: content/site.yaml.' });
  return { region: regionEntry, siteFile };
}
type SiteSchemas = ReturnType<typeof siteSchemas>;
export type Region = z.infer<SiteSchemas['region']>;
export type Site = z.infer<SiteSchemas['siteFile']>;

/**
 * The regions of a site.yaml that may be half written (`site new`, `site report` read content being edited) that
 * pass `schema`, a pick of the region schema: the facts a tool needs, checked by the rules that check them in
 * `site validate`; a region whose facts do not pass is left out.
 */
export function regionsPassing<Schema extends z.ZodType>(site: unknown, schema: Schema): z.output<Schema>[] {
  const listed = z.looseObject({ regions: z.array(z.unknown()) }).safeParse(site);
  return (listed.data?.regions ?? []).flatMap((region) => {
    const parsed = schema.safeParse(region);
    return parsed.success ? [parsed.data] : [];
  });
}
