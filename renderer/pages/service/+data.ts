import { relatedDownloads } from '../../data/downloads.ts';
import { sizedImage } from '../../data/images.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { splitParagraphs } from '../../text/paragraphs.ts';

export const data = pageDataHook((content, address, site) => {
  const { language, page } = address;
  const slug = page.slice('services/'.length);
  const service = content.services[slug];
  if (!service) throw new Error(`No service ${slug}`);
  return {
    name: localize(service.name, language),
    items: service.items.map((item) => {
      const { title1, title, subtitle, description, desc1, detailedContent } = localize(item, language);
      return {
        image: sizedImage(content, localize(item.image, language)),
        draft: item.draft === true,
        title1,
        title,
        subtitle,
        description,
        desc1,
        details: {
          mainTitle: detailedContent.mainTitle,
          columns: detailedContent.columns.map((column) => ({ subtitle: column.subtitle, paragraphs: splitParagraphs(column.text) })),
        },
        logos: item.logos.map((logo) => ({
          ...sizedImage(content, { src: logo.image, alt: logo.altText }),
          link: logo.link,
        })),
      };
    }),
    documents: relatedDownloads(content, address, site, { service: slug }),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type ServicePageBody = Data['body'];
export type ServiceItemData = ServicePageBody['items'][number];
