import { z } from 'zod';
import { type LocaleSchemas, picturePath } from './primitives.ts';
import { choiceWordsKeyword } from './ui-text.ts';

const percent = z.number().min(0).max(100);

/** Where the subject of a photo is, so every crop (a 16:9 banner, a 3:2 card) keeps it in the frame. */
const focus = z
  .union([
    z
      .strictObject({
        x: percent.meta({ description: 'From the left edge, in percent (0 = left, 50 = centre, 100 = right).' }),
        y: percent.meta({ description: 'From the top edge, in percent (0 = top, 50 = centre, 100 = bottom).' }),
      })
      .meta({ title: 'A point', description: 'The subject as a point, in percent of the upright photo, e.g. { x: 30, y: 60 }.' }),
    z.enum(['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right']).meta({
      [choiceWordsKeyword]: true,
      title: 'A side or corner',
      description: 'The subject as a side or corner of the photo, e.g. top or bottom left.',
    }),
  ])
  .meta({ description: 'The part of the photo to keep when it is cropped; the centre when not given.' });
export type Focus = z.infer<typeof focus>;

/** Images and columns carry text in every language of the site. */
export function mediaSchemas({ localizedText }: LocaleSchemas) {
  /** Width and height are read from the file by the generator, so editors only name the file. */
  const image = z
    .strictObject({
      src: picturePath,
      alt: localizedText.meta({ description: 'What the image shows, for people who cannot see it.' }),
      focus: focus.optional(),
    })
    .meta({ description: 'An image file with its alternative text and, for photos, the point to keep in crops.' });

  const column = z
    .strictObject({
      subtitle: localizedText.meta({ description: 'Column heading.' }),
      text: localizedText.meta({ description: 'Column text; each line break starts a new paragraph.' }),
    })
    .meta({ description: 'A titled column of detail text.' });
  return { image, column };
}
type MediaSchemas = ReturnType<typeof mediaSchemas>;
export type Image = z.infer<MediaSchemas['image']>;

const assetSize = z.strictObject({ width: z.int().positive(), height: z.int().positive() });
export type AssetSize = z.infer<typeof assetSize>;

/** The places a photo is shown; their widths and layout sizes are in generator/media/image-uses.ts. */
const imageUseSchema = z.enum([
  'hero',
  'portrait',
  'sector',
  'tile',
  'tileFour',
  'tilePair',
  'card',
  'sectorCard',
  'showcase',
  'map',
  'mapBanner',
  'event',
  'dialog',
  'logo',
  'poster',
  'cover',
]);
export type ImageUse = z.infer<typeof imageUseSchema>;

/** One encoded width of a photo, as a srcset candidate. */
const variant = z.strictObject({ url: z.string(), width: z.int().positive() });

/**
 * A photo as the build published it: upright size, every width in AVIF and WebP, a JPEG or PNG (with alpha)
 * fallback, and a blurred preview shown until the file arrives.
 */
export const publishedImage = z.strictObject({
  ...assetSize.shape,
  use: imageUseSchema,
  avif: z.array(variant),
  webp: z.array(variant),
  fallback: z.strictObject({ type: z.enum(['image/jpeg', 'image/png']), variants: z.array(variant) }),
  placeholder: z.string(),
});
export type PublishedImage = z.infer<typeof publishedImage>;
