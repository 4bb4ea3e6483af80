import { z } from 'zod';
import { assetPath, draft, type LocaleSchemas } from './primitives.ts';
import { eventCategory } from './translations.ts';

/** An event's texts are in every language of the site. */
export function eventSchemas({ localizedText }: LocaleSchemas) {
  const eventFile = z
    .strictObject({
      draft,
      id: z.int().min(1).max(100000).meta({ description: 'Unique number of the event (1, 2, 3, ...).' }),
      date: z.iso.date().meta({ description: 'Date of the event, YYYY-MM-DD.' }),
      category: eventCategory.meta({
        description: `Category of the event: ${eventCategory.options.join(' or ')}. A new category is added to schemas/translations.ts first.`,
      }),
      title: localizedText.meta({ description: 'Title of the event.' }),
      description: localizedText.meta({ description: 'Short text shown on the card.' }),
      imageUrl: z
        .union([assetPath, z.array(assetPath).min(1)])
        .optional()
        .meta({ description: 'One image, or a list of images shown as a carousel; leave out to use the placeholder.' }),
      imageAlt: localizedText.optional().meta({ description: 'What the images show, for people who cannot see them.' }),
      details: localizedText.meta({
        description: 'Full text in the modal. A line ending with ":" is a heading, a line starting with "- " a bullet, **text** is bold.',
      }),
    })
    .meta({ description: 'An event or news item: content/events/{name}.yaml.' });
  return { eventFile };
}
export type SiteEvent = z.infer<ReturnType<typeof eventSchemas>['eventFile']>;
