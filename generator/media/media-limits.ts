import { documentMaxBytes } from '../../schemas/asset-kinds.ts';

/**
 * Limits on content media, in one place for `site validate`, CONTENT.md and the tests. A photo is re-encoded
 * by the build, so its limit only keeps the repository and the build reasonable; SVG, video and PDF are shipped as
 * they are, so theirs is what a visitor downloads.
 */
export const mediaLimits = {
  photoBytes: 30 * 1024 * 1024,
  svgBytes: 500 * 1024,
  /** A PDF is downloaded as it is; declared with the document kind (schemas/asset-kinds.ts), which its schema describes. */
  documentBytes: documentMaxBytes,
  video: {
    bytes: 8 * 1024 * 1024,
    seconds: 60,
    maxWidth: 1920,
    maxHeight: 1080,
    /** H.264 plays in every browser; the codec string of an MP4 track starts with avc1 (or avc3). */
    codecs: ['avc1', 'avc3'],
  },
} as const;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
