/**
 * The files content/assets may hold, by kind: the one list the asset-path rule (schemas/primitives.ts), the media
 * checks, photo publishing and the content watchers read.
 */
const assetExtensions = {
  vector: ['svg'],
  raster: ['png', 'jpg', 'jpeg', 'webp', 'avif'],
  video: ['mp4', 'webm'],
} as const;

const allAssetExtensions = [...assetExtensions.vector, ...assetExtensions.raster, ...assetExtensions.video];
const endingIn = (extensions: readonly string[]) => `\\.(${extensions.join('|')})$`;

/** The end of an asset's path, e.g. `.svg` or `.JPG` (camera names keep their capitals). */
export const assetFileEnding = endingIn(allAssetExtensions);
export const rasterExtension = new RegExp(endingIn(assetExtensions.raster), 'i');
export const videoExtension = new RegExp(endingIn(assetExtensions.video), 'i');
/** What a content watcher follows: YAML files and the assets they name. */
export const contentFileExtension = new RegExp(endingIn(['yaml', 'yml', ...allAssetExtensions]), 'i');
