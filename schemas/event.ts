import { z } from 'zod';
import { mediaSchemas } from './media.ts';
import { draft, type LocaleSchemas } from './primitives.ts';
import { eventCategory } from './translations.ts';

/** An event's texts are in every language of the site. */
export function eventSchemas(locale: LocaleSchemas) {
  const { localizedText } = locale;
  const { image } = mediaSchemas(locale);
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
      images: z.array(image).min(1).optional().meta({
        description:
          'The pictures of the event, each with its own alternative text (src, alt); several are shown as a carousel. Leave out to use the placeholder.',
      }),
      details: localizedText.meta({
        description: 'Full text in the modal. A line ending with ":" is a heading, a line starting with "- " a bullet, **text** is bold.',
      }),
    })
    .meta({ description: 'An event or news item: content/events/{name}.yaml.' });
  return { eventFile };
}
export type SiteEvent = z.infer<ReturnType<typeof eventSchemas>['eventFile']>;
