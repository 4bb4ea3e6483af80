import { z } from 'zod';
import { assetPath, localizedText } from './primitives.ts';

/** Width and height are read from the file by the generator, so editors only name the file. */
export const image = z
  .strictObject({
    src: assetPath,
    alt: localizedText.meta({ description: 'What the image shows, for people who cannot see it.' }),
  })
  .meta({ description: 'An image file with its alternative text.' });
export type Image = z.infer<typeof image>;

export const column = z
  .strictObject({
    subtitle: localizedText.meta({ description: 'Column heading.' }),
    text: localizedText.meta({ description: 'Column text; each line break starts a new paragraph.' }),
  })
  .meta({ description: 'A titled column of detail text.' });
export type Column = z.infer<typeof column>;

export const assetSize = z.strictObject({ width: z.int().positive(), height: z.int().positive() });
export type AssetSize = z.infer<typeof assetSize>;
