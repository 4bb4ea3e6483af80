import type { PublishResult } from '../generator/media/publish-images.ts';
import { copyPublishedImages } from '../generator/media/publish-images.ts';

/**
 * The media of a build, written into the rendered output: the encoded photos (from the image cache, filled
 * before rendering so pages know every width).
 */
export async function writeMedia({ clientDir, published }: { clientDir: string; published: PublishResult }): Promise<string> {
  await copyPublishedImages(published.images, clientDir);
  return `${Object.keys(published.images).length} photos (${published.encoded} encoded, ${published.cached} from the image cache)`;
}
