import { lookup, menuLabelKey } from '../../generator/checks/cross-checks.ts';
import { entryOf, officesOf, stringsIn } from '../../generator/content/content-entries.ts';
import {
  anchorHref,
  homePath,
  pagePath,
  regionPages,
  regionSwitchHref,
  searchScriptPath,
  servicePage,
} from '../../generator/routes/urls.ts';
import { languageName } from '../../schemas/language-codes.ts';
import type { RegionId } from '../../schemas/locales.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import { pageTemplateOf } from '../../schemas/pages.ts';
import type { Route } from '../../schemas/route.ts';
import type { Region } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { certificationsId } from './anchors.ts';
import { sizedImage } from './images.ts';
import { localize } from './localize.ts';

/** Which page of which region in which language: the part of a route that page data is built from. */
export type PageAddress = Pick<Route, 'region' | 'language' | 'page'>;

export function regionOf(content: SiteContent, id: RegionId): Region {
  const region = content.site.regions.find((candidate) => candidate.id === id);
  if (!region) throw new Error(`Unknown region ${id}`);
  return region;
}

/**
 * Everything the header, footer and language switch need, in one language. `regionDomains`: production builds link
 * regions to their own domains; local runs stay on one origin (renderer/build/site-input.ts).
 */
export function layoutData(content: SiteContent, { region: regionId, language, page }: PageAddress, regionDomains: boolean) {
  const { site } = content;
  const region = regionOf(content, regionId);
  const strings = stringsIn(content, language);
  const pages = new Set<string>(regionPages(region));
  const href = (target: PageRef) => pagePath(region, language, target);
  const regionName = (id: RegionId) => localize(regionOf(content, id).name, language);

  const shown = (item: { page?: string | undefined; regions?: RegionId[] | undefined }) =>
    (!item.page || pages.has(item.page)) && (!item.regions || item.regions.includes(region.id));
  const text = (key: string) => {
    const value = lookup(strings, key);
    return typeof value === 'string' ? value : key;
  };
  /** A menu entry's own text, or the title of the page it opens (site.yaml may name only the page). */
  const labelOf = (item: { label?: string | undefined; page?: string | undefined }) => text(menuLabelKey(item));

  const header = site.menus.header.filter(shown).map((item) => {
    const label = labelOf(item);
    if (item.submenu === 'services') {
      return {
        id: item.id,
        label,
        submenu: region.services.map((slug) => ({
          id: slug,
          label: localize(content.services[slug]?.name, language) ?? slug,
          href: href(servicePage(slug)),
          current: page === servicePage(slug),
        })),
      };
    }
    if (item.submenu === 'regions') {
      return {
        id: item.id,
        label,
        submenu: site.regions.map((target) => ({
          id: target.id,
          label: regionName(target.id),
          href: regionSwitchHref(target, language, region, regionDomains),
          current: target.id === region.id,
        })),
      };
    }
    if (item.submenu === 'languages') {
      return {
        id: item.id,
        label,
        languageSelector: true,
        submenu: region.languages.map((target) => ({
          id: target,
          // Each language is offered in its own name (Deutsch, Português), as a speaker of it looks for it.
          label: languageName(target),
          href: pagePath(region, target, page),
          current: target === language,
          language: target,
        })),
      };
    }
    return { id: item.id, label, href: href(item.page ?? 'home'), current: item.page === page };
  });

  const [office] = officesOf(content, region.id);
  if (!office) throw new Error(`Region ${region.id} has no office`);

  return {
    language,
    page,
    company: site.company.name,
    homeHref: homePath(region, language),
    // The header's search control: the search page's address, and whether it is the page shown.
    search: { href: href('search'), current: page === 'search', script: searchScriptPath() },
    // The template that renders the page (its folder in renderer/pages/), named here so components need no registry.
    template: pageTemplateOf(page).template.name,
    region: {
      id: region.id,
      name: regionName(region.id),
      logo: sizedImage(content, localize(region.logo, language)),
    },
    strings,
    header,
    // The countries selector offers every region, in site.yaml's order, by its country code.
    countries: site.regions.map((target) => ({
      code: target.countryCode,
      label: regionName(target.id),
      href: regionSwitchHref(target, language, region, regionDomains),
      current: target.id === region.id,
    })),
    footer: {
      office: localize(office, language),
      singleOffice: officesOf(content, region.id).length === 1,
      year: new Date().getFullYear(),
      links: site.menus.footer.filter(shown).map((item) => ({ id: item.id, label: labelOf(item), href: href(item.page ?? 'home') })),
      legal: site.menus.legal.filter(shown).map((item) => ({ id: item.id, label: labelOf(item), href: href(item.page ?? 'home') })),
      logo: sizedImage(content, localize(region.logo, language)),
      services: region.services.map((slug) => ({
        id: slug,
        label: localize(content.services[slug]?.name, language) ?? slug,
        href: href(servicePage(slug)),
      })),
      social: site.social.map((link) => ({
        network: link.network,
        url: region.social[link.network] ?? link.url,
        label: localize(link.label, language),
      })),
      presence: localize(site.presence, language),
      certifications: content.certifications.map((certification) => ({
        standard: certification.standard,
        href: anchorHref(href('about'), certificationsId),
      })),
    },
    preview: content.unfinished && {
      unfinished: content.unfinished,
      draftPage: isDraftPage(content, page),
    },
  };
}

/** An entry (a service line, a success-case sector) whose file says `draft: true`: its page exists only in the preview. */
function isDraftPage(content: SiteContent, page: PageRef): boolean {
  const { template, slug = '' } = pageTemplateOf(page);
  return 'each' in template && entryOf(content, template.each, slug)?.draft === true;
}
export type LayoutData = ReturnType<typeof layoutData>;
