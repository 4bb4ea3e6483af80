import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { webManifest, writeIcons } from '../generator/media/icons.ts';
import { copyPublishedImages, type PublishResult } from '../generator/media/publish-images.ts';
import { writeShareImages } from '../generator/media/share-images.ts';
import { sharePhotoOf } from '../generator/media/share-photo.ts';
import { homePath, manifestPath, shareImagePath } from '../generator/routes/urls.ts';
import { headData } from '../renderer/data/head-data.ts';
import { regionOf } from '../renderer/data/layout-data.ts';
import { localize } from '../renderer/data/localize.ts';
import { codeAssets } from '../schemas/asset-kinds.ts';
import type { Route } from '../schemas/route.ts';
import type { SiteContent } from '../schemas/site-content.ts';

/** The one SVG logo the share cards and icons are drawn from. */
const brandMarkSrc = codeAssets.brandMark;

interface MediaPhase {
  contentDir: string;
  clientDir: string;
  content: SiteContent;
  routes: readonly Route[];
  published: PublishResult;
  /** The image cache the photos were encoded into and share images are kept in (generator/media/image-cache.ts). */
  imageCacheDir: string;
}

/**
 * The media of a build, written into the rendered output: the encoded photos (from the image cache, filled
 * before rendering so pages know every width) a share card per page and language, favicon.ico, app icons and a web manifest per region. Returns a summary line.
 */
export async function writeMedia({ contentDir, clientDir, content, routes, published, imageCacheDir }: MediaPhase): Promise<string> {
  const brandMark = await readFile(path.join(contentDir, brandMarkSrc), 'utf8');
  const [share] = await Promise.all([
    writeShareImages(
      routes.map((route) => {
        const region = regionOf(content, route.region);
        const photo = sharePhotoOf(content, route.page);
        return {
          url: shareImagePath(region, route.language, route.page, photo ? 'jpg' : 'png'),
          photo: photo && { file: path.join(contentDir, photo.src), focus: photo.focus },
          title: headData(content, route).heading,
          company: content.site.company.name,
          region: localize(region.name, route.language),
        };
      }),
      brandMark,
      clientDir,
      imageCacheDir,
    ),
    copyPublishedImages(published.images, clientDir, imageCacheDir),
    writeIcons(brandMark, clientDir),
    ...content.site.regions.map(async (region) => {
      const file = path.join(clientDir, ...manifestPath(region).split('/').filter(Boolean));
      await mkdir(path.dirname(file), { recursive: true });
      const manifest = webManifest({
        name: `${content.site.company.name} ${localize(region.name, region.defaultLanguage)}`,
        shortName: content.site.company.name,
        startUrl: homePath(region, region.defaultLanguage),
        language: region.locale,
      });
      await writeFile(file, JSON.stringify(manifest));
    }),
  ]);
  return [`${routes.length} share images (${share.rendered} rendered)`, `icons and ${content.site.regions.length} web manifests`].join(
    ', ',
  );
}
