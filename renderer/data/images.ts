import type { Focus, PublishedImage } from '../../schemas/media.ts';
import type { SiteContent } from '../../schemas/site-content.ts';

const publishedOf = new WeakMap<SiteContent, Record<string, PublishedImage>>();

/** The photos the build encoded for this content (site-content.ts hands them over once per build). */
export function attachPublishedImages(content: SiteContent, images: Record<string, PublishedImage>): void {
  publishedOf.set(content, images);
}

/**
 * An image ready for the Picture component: its upright size comes from the file, so the browser reserves its
 * space, and a photo carries every published width and format. An SVG passes through as it is.
 */
export function sizedImage(content: SiteContent, image: { src: string; alt: string; focus?: Focus | undefined }) {
  const published = publishedOf.get(content)?.[image.src];
  const size = published ?? content.assetSizes[image.src];
  if (!size) throw new Error(`No size known for ${image.src}`);
  return {
    src: image.src,
    alt: image.alt,
    width: size.width,
    height: size.height,
    ...(image.focus ? { focus: image.focus } : {}),
    ...(published ? { published } : {}),
  };
}
export type SizedImage = ReturnType<typeof sizedImage>;
