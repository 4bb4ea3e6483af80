import { z } from 'zod';
import { httpsUrl, type LocaleSchemas, picturePath } from './primitives.ts';

const brand = z
  .strictObject({
    name: z.string().trim().min(1).max(60).meta({ description: 'Brand name, read out in place of the logo.' }),
    logo: picturePath.meta({ description: 'Logo file of the brand.' }),
    link: httpsUrl.optional().meta({ description: "Optional: the brand's website." }),
  })
  .meta({ description: 'A distributor or partner brand.' });

/** One logo strip per region of the site. */
export function brandsSchemas({ region, locales }: LocaleSchemas) {
  const brandsFile = z
    .strictObject({
      sets: z.record(region, z.array(brand).min(1)).meta({ description: `The logo strip of each region: ${locales.regions.join(', ')}.` }),
    })
    .meta({ description: 'Distributor and partner brands per region: content/brands.yaml.' });
  return { brandsFile };
}
