import { entryOf, officesOf, stringsIn } from '../../generator/content/content-entries.ts';
import { sharePhotoOf } from '../../generator/media/share-photo.ts';
import { absoluteUrl, hreflangOf, manifestPath, pageAlternates, pagePath, shareImagePath } from '../../generator/routes/urls.ts';
import { type EntryTemplate, type FixedTemplate, pageTemplateOf, pageTemplates } from '../../schemas/pages.ts';
import type { Language, LocalizedText } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';
import type { Region, Site } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { i18nFor } from '../i18n/create-i18n.ts';
import { writingLocale } from './intl-formats.ts';
import { type PageAddress, regionOf } from './layout-data.ts';
import { localize } from './localize.ts';

/** The browser tab's title of a page whose own title is `pageTitle`: the site's title template in the language. */
export function documentTitle(content: SiteContent, language: Language, pageTitle: string): string {
  return i18nFor(language, stringsIn(content, language)).t('meta.titleTemplate', { page: pageTitle, company: content.site.company.name });
}

/** An entry's own name in a language, which its page's title shows: its kind's `titleField`, else `name`. */
export function entryName(content: SiteContent, template: EntryTemplate, slug: string, language: Language): string {
  const titleField = 'titleField' in template && typeof template.titleField === 'string' ? template.titleField : 'name';
  return localize(entryOf(content, template.each, slug)?.[titleField] as LocalizedText | undefined, language) ?? slug;
}

/** Title, description, language, canonical and alternates of a page: what search engines and browsers read. */
export function headData(content: SiteContent, address: PageAddress) {
  const { site } = content;
  const region = regionOf(content, address.region);
  const { language, page } = address;
  const { t } = i18nFor(language, stringsIn(content, language));
  const { template, slug = '' } = pageTemplateOf(page);
  const { pageTitle, description } = (() => {
    if (!('each' in template)) return { pageTitle: t(`meta.${template.name}.title`), description: t(`meta.${template.name}.description`) };
    // An entry's page names the entry (its service line or sector) in its texts; its title is the entry's name
    // unless the page has a title text (schemas/pages.ts).
    const entry = entryName(content, template, slug, language);
    const values = { [template.param]: entry, defaultValue: entry };
    return { pageTitle: t(`meta.${template.name}.title`, values), description: t(`meta.${template.name}.description`, values) };
  })();

  return {
    heading: pageTitle,
    title: documentTitle(content, language, pageTitle),
    description,
    htmlLang: hreflangOf(region, language),
    ogLocale: openGraphLocale(site, region, language),
    canonical: absoluteUrl(region, pagePath(region, language, page)),
    alternates: pageAlternates(region, page),
    // The 1200x630 image the build renders for this page (cli/media-phase.ts): the branded card (title, region,
    // logo), or the photo of the service line or case sector the page is about, under the same title.
    image: absoluteUrl(region, shareImagePath(region, language, page, sharePhotoOf(content, page) ? 'jpg' : 'png')),
    imageAlt: `${pageTitle} · ${site.company.name} ${localize(region.name, language)}`,
    siteName: site.company.name,
    manifest: manifestPath(region),
  };
}

/** The listing page of the kind an entry's page shows (the careers page of a job opening), where the kind has one. */
function listPageOf(template: EntryTemplate): FixedTemplate | undefined {
  return pageTemplates.find(
    (candidate): candidate is FixedTemplate => !('each' in candidate) && 'kind' in candidate && candidate.kind === template.kind,
  );
}

/**
 * Where a page sits on its region's site, as a search result shows it above the title (schema.org BreadcrumbList):
 * the region's home, the listing page an entry is on where the region has it, then the page, named by its heading.
 * None for the home page.
 */
export function breadcrumbList(content: SiteContent, address: PageAddress, routes: readonly Route[], heading: string): object | undefined {
  const { page, language } = address;
  if (page === 'home') return undefined;
  const region = regionOf(content, address.region);
  const { template } = pageTemplateOf(page);
  const list = 'each' in template ? listPageOf(template) : undefined;
  const listed = list && routes.some((route) => route.region === region.id && route.language === language && route.page === list.name);
  const { t } = i18nFor(language, stringsIn(content, language));
  const crumbs = [
    { name: content.site.company.name, page: 'home' },
    ...(listed ? [{ name: t(`meta.${list.name}.title`), page: list.name }] : []),
    { name: heading, page },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(region, pagePath(region, language, crumb.page)),
    })),
  };
}

/**
 * Open Graph's locale is a language and a country (en_GB, es_EC): the locale the page writes in, or, for a language
 * site.yaml gives no country, that language in the region's country.
 */
function openGraphLocale(site: Pick<Site, 'languageLocales'>, region: Region, language: Language): string {
  const [code, country = region.countryCode] = writingLocale(site, region, language).split('-');
  return `${code}_${country}`;
}

/** An office's postal address (schema.org PostalAddress), as the region writes it in its own language. */
export function officeAddress(
  region: Pick<Region, 'defaultLanguage' | 'countryCode'>,
  office: Pick<ReturnType<typeof officesOf>[number], 'address' | 'city'>,
) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address[region.defaultLanguage],
    addressLocality: office.city,
    addressCountry: region.countryCode,
  };
}

/** Organization plus one LocalBusiness per office, as JSON-LD; the same on every page. */
export function structuredData(content: SiteContent) {
  const { site } = content;
  const home = (id: (typeof site.regions)[number]['id']) => {
    const region = regionOf(content, id);
    return absoluteUrl(region, pagePath(region, region.defaultLanguage, 'home'));
  };
  const organization = {
    '@type': 'Organization',
    '@id': `${home(site.defaultRegion)}#organization`,
    name: site.company.name,
    legalName: site.company.legalName,
    foundingDate: String(site.company.founded),
    // The head office's: the first office of the default region, as that region's footer shows it.
    email: officesOf(content, site.defaultRegion)[0]?.email,
    url: home(site.defaultRegion),
    logo: absoluteUrl(regionOf(content, site.defaultRegion), regionOf(content, site.defaultRegion).logo.src),
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: site.company.collaborators },
    sameAs: site.social.filter((link) => link.network !== 'whatsapp').map((link) => link.url),
  };
  const offices = site.regions.flatMap((region) =>
    officesOf(content, region.id).map((office) => ({
      '@type': 'LocalBusiness',
      '@id': `${home(region.id)}#${office.id}`,
      name: `${site.company.name} ${office.title[region.defaultLanguage]}`,
      parentOrganization: { '@id': organization['@id'] },
      url: home(region.id),
      telephone: office.phones[0],
      email: office.email,
      ...(office.fax ? { faxNumber: office.fax } : {}),
      address: officeAddress(region, office),
      geo: { '@type': 'GeoCoordinates', latitude: office.geo.lat, longitude: office.geo.lng },
    })),
  );
  return { '@context': 'https://schema.org', '@graph': [organization, ...offices] };
}
