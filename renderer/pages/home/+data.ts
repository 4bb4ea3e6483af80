import { brandSetOf } from '../../../generator/content/content-entries.ts';
import { casePage, pagePath, servicePage } from '../../../generator/routes/urls.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';
import { regionClients } from '../../data/clients.ts';
import { sizedImage } from '../../data/images.ts';
import { type PageAddress, regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';

/** The line-of-services tiles, the clients of the region's cases and the logo strip every region's home page shows. */
function commonSections(content: SiteContent, { region: regionId, language }: PageAddress) {
  const region = regionOf(content, regionId);
  return {
    services: region.services.map((slug) => {
      const service = content.services[slug];
      if (!service) throw new Error(`Region ${region.id} lists unknown service ${slug}`);
      return {
        slug,
        name: localize(service.name, language),
        summary: localize(service.summary, language),
        image: sizedImage(content, localize(service.tileImage, language)),
        href: pagePath(region, language, servicePage(slug)),
        draft: service.draft === true,
      };
    }),
    /** The hero's one call to action: write to the region's offices. */
    contactHref: pagePath(region, language, 'contact'),
    brands: brandSetOf(content, region.id).map((brand) => ({
      ...sizedImage(content, { src: brand.logo, alt: brand.name }),
      link: brand.link,
    })),
    clients: regionClients(content, region, language),
  };
}

/** Case stories in the order of the service tiles above them (SPEC.md: telecom, oil, industrial, energy); others after. */
function storyOrder(services: readonly string[], cases: readonly string[]): string[] {
  return [...services.filter((slug) => cases.includes(slug)), ...cases.filter((slug) => !services.includes(slug))];
}

export const data = pageDataHook((content, address) => {
  const { language } = address;
  const region = regionOf(content, address.region);
  const { home } = region;
  const common = commonSections(content, address);

  if (home.variant === 'regional') {
    const { banner, map, regionalBlock } = home;
    return {
      variant: 'regional' as const,
      ...common,
      banner: {
        title: localize(banner.title, language),
        subtitle: localize(banner.subtitle, language),
        description: localize(banner.description, language),
        portraits: banner.portraits.map((portrait) => sizedImage(content, localize(portrait, language))),
      },
      map: { image: sizedImage(content, localize(map.image, language)), captions: localize(map.captions, language) },
      regionalBlock: localize(regionalBlock, language),
    };
  }

  const { banner, sectors, mapBanner } = home;
  return {
    variant: 'full' as const,
    ...common,
    banner: {
      title: localize(banner.title, language),
      subtitle: localize(banner.subtitle, language),
      description: localize(banner.description, language),
      image: sizedImage(content, localize(banner.image, language)),
    },
    taglines: localize(content.site.taglines, language),
    stories: storyOrder(region.services, region.cases).map((slug) => {
      const sector = content.cases[slug];
      if (!sector) throw new Error(`Region ${region.id} lists unknown case sector ${slug}`);
      return {
        slug,
        title: localize(sector.story.title, language),
        sector: localize(sector.name, language),
        video: sector.story.video,
        // Decorative: the story's title is the text of the link; a photo poster comes in every published width.
        poster: sizedImage(content, { src: sector.story.poster, alt: '' }),
        href: pagePath(region, language, casePage(slug)),
        draft: sector.draft === true,
      };
    }),
    sectors: sectors.map((sector) => ({
      id: sector.id,
      title: localize(sector.title, language),
      text: localize(sector.text, language),
      image: sizedImage(content, localize(sector.image, language)),
      href: pagePath(region, language, sector.link),
    })),
    mapBanner: {
      title: localize(mapBanner.title, language),
      subtitles: localize(mapBanner.subtitles, language),
      image: sizedImage(content, localize(mapBanner.image, language)),
    },
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type HomeBody = Data['body'];
export type FullHomeBody = Extract<HomeBody, { variant: 'full' }>;
export type RegionalHomeBody = Extract<HomeBody, { variant: 'regional' }>;
export type ServiceTileData = HomeBody['services'][number];
export type BrandLogoData = HomeBody['brands'][number];
export type StoryData = FullHomeBody['stories'][number];
export type SectorData = FullHomeBody['sectors'][number];
export type ClientData = HomeBody['clients'][number];
