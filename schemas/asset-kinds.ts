/** The folder of content/ whose files the pages use as they are (pictures, PDFs, videos), served under /assets. */
export const assetsFolder = 'assets';
/** How content files name a file of content/assets: its public path, `/assets/events/a.jpg`. */
export const assetUrlPrefix = `/${assetsFolder}/`;

/**
 * The files of content/assets the code names, where no content file does: published with every build and never
 * reported as unused (generator/checks/unused-assets.ts).
 */
export const codeAssets = {
  /** The brand mark: the browser tab's icon, and what the share cards and the app icons are drawn from. */
  brandMark: '/assets/logos/favicon.svg',
  /** Shown for an event without pictures (schemas/event.ts). */
  eventPlaceholder: '/assets/events/placeholder.svg',
} as const;

/**
 * The files content/assets may hold, by kind: the one list the asset-path rule (schemas/primitives.ts), the media
 * checks, photo publishing and the content watchers read.
 */
const assetKinds = {
  vector: { svg: 'image/svg+xml' },
  raster: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' },
  // Videos are shipped as they are, so only the one format every browser plays (H.264 in MP4) and the media checks read.
  video: { mp4: 'video/mp4' },
  // Documents are offered for download as they are (a certificate): only the one format every browser opens.
  document: { pdf: 'application/pdf' },
} as const;

const assetExtensions = {
  vector: Object.keys(assetKinds.vector),
  raster: Object.keys(assetKinds.raster),
  video: Object.keys(assetKinds.video),
  document: Object.keys(assetKinds.document),
};

/**
 * The most a document in content/assets may weigh: what a visitor downloads as it is, often on a phone in the field.
 * `site validate` checks every PDF against it (generator/media/media-checks.ts).
 */
export const documentMaxBytes = 2 * 1024 * 1024;

/** The media type an asset is sent with, by its lower-case ending without the dot. */
export const assetContentTypes: Readonly<Record<string, string>> = {
  ...assetKinds.vector,
  ...assetKinds.raster,
  ...assetKinds.video,
  ...assetKinds.document,
};

const allAssetExtensions = [...assetExtensions.vector, ...assetExtensions.raster, ...assetExtensions.video, ...assetExtensions.document];
const endingIn = (extensions: readonly string[]) => `\\.(${extensions.join('|')})$`;

/** The file kinds an asset path may end in, as a reader of `locale` reads them: `.svg, .png, … or .pdf`. */
export const assetEndingsIn = (locale: string) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(allAssetExtensions.map((extension) => `.${extension}`));

const mediaTypesOf = (...kinds: (keyof typeof assetKinds)[]) =>
  [...new Set(kinds.flatMap((kind) => Object.values(assetKinds[kind] as Record<string, string>)))].join(',');

/**
 * What a path of content/assets takes, as its schema declares it with this JSON Schema keyword: the browser editor
 * offers to add such a file from the computer, and its file input accepts these media types.
 */
export const assetFieldKeyword = 'x-asset';
export const assetFieldTypes = {
  picture: mediaTypesOf('raster', 'vector'),
  video: mediaTypesOf('video'),
  document: mediaTypesOf('document'),
  any: mediaTypesOf('raster', 'vector', 'video', 'document'),
} as const;
export type AssetField = keyof typeof assetFieldTypes;

/** The end of an asset's path, e.g. `.svg` or `.JPG` (camera names keep their capitals). */
export const assetFileEnding = endingIn(allAssetExtensions);
export const vectorExtension = new RegExp(endingIn(assetExtensions.vector), 'i');
export const rasterExtension = new RegExp(endingIn(assetExtensions.raster), 'i');
/** Pictures, whose width and height the pages carry. */
export const imageExtension = new RegExp(endingIn([...assetExtensions.vector, ...assetExtensions.raster]), 'i');
export const videoExtension = new RegExp(endingIn(assetExtensions.video), 'i');
export const documentExtension = new RegExp(endingIn(assetExtensions.document), 'i');
/** What a content watcher follows: YAML files and the assets they name. */
export const contentFileExtension = new RegExp(endingIn(['yaml', 'yml', ...allAssetExtensions]), 'i');
