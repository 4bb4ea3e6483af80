import { publishImages } from '../../generator/media/publish-images.ts';
import type { SiteInput, ValidContent } from '../build/site-input.ts';
import { attachPublishedImages } from './images.ts';

const withImages = new WeakMap<ValidContent, Promise<ValidContent>>();

/**
 * The content to render, with the widths of its photos: `site build` hands over the photos it published before
 * rendering; `site dev` encodes here. Once per content: `site dev` hands a new object after a save.
 */
export function siteContent(site: SiteInput): Promise<ValidContent> {
  const current = site.current();
  let loaded = withImages.get(current);
  if (!loaded) {
    const published =
      site.publishedImages ?? publishImages(site.contentDir, current.content, site.imageCacheDir).then(({ images }) => images);
    loaded = Promise.resolve(published).then((images) => {
      attachPublishedImages(current.content, images);
      return current;
    });
    withImages.set(current, loaded);
  }
  return loaded;
}
