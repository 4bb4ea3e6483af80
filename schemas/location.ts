import { z } from 'zod';
import { draft, httpsUrl, type LocaleSchemas, phoneNumber, slug } from './primitives.ts';

/** An office's name and address are in every language of the site. */
export function locationSchemas({ localizedText }: LocaleSchemas) {
  const locationCard = z
    .strictObject({
      draft,
      id: slug.meta({ description: 'Unique identifier of the office, e.g. quito-matriz; also the contact form location value.' }),
      title: localizedText.meta({ description: 'Name of the office.' }),
      city: z.string().trim().min(1).max(60).meta({ description: 'City, as written locally.' }),
      address: localizedText.meta({ description: 'Street address.' }),
      phones: z.array(phoneNumber).min(1).max(6).meta({ description: 'Phone numbers (1 to 6).' }),
      fax: phoneNumber.optional().meta({ description: 'Optional fax number.' }),
      email: z.email().meta({
        description:
          "The office's public e-mail: on its card, in the footer (a region's first office), and offered beside the contact form.",
      }),
      map: httpsUrl.meta({ description: 'Embeddable map address (OpenStreetMap export/embed link).' }),
      geo: z
        .strictObject({
          lat: z.number().min(-90).max(90).meta({ description: 'Latitude.' }),
          lng: z.number().min(-180).max(180).meta({ description: 'Longitude.' }),
        })
        .meta({ description: 'Coordinates of the office, for search engines.' }),
    })
    .meta({ description: 'An office card on the contact page.' });

  const locationsFile = z
    .strictObject({
      offices: z.array(locationCard).min(1).meta({ description: 'Offices of the region; the first is shown in the footer.' }),
    })
    .meta({ description: "A region's offices: content/locations/{region}.yaml." });
  return { locationCard, locationsFile };
}
type LocationSchemas = ReturnType<typeof locationSchemas>;
export type LocationCard = z.infer<LocationSchemas['locationCard']>;
