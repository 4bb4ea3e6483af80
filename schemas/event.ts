import { z } from 'zod';
import { mediaSchemas } from './media.ts';
import { draft, type LocaleSchemas } from './primitives.ts';
import { choiceLabelsKeyword, uiText, uiTextGroup } from './ui-text.ts';

/**
 * The event categories: each has a label in every language, and an event can only use one of these keys. A new
 * category is added here first (with its labels in translations/*.yaml).
 */
const eventCategoryLabels = uiTextGroup('Category labels, one per event category.', {
  news: uiText('News.'),
  tradeFairs: uiText('Trade fairs.'),
});
const eventCategory = eventCategoryLabels.keyof();

/** The events page's UI texts: the `events` group of translations/*.yaml. */
export const eventTexts = uiTextGroup('Events and news.', {
  title: uiText('Heading of the events page.'),
  intro: uiText('Sentence under the heading.'),
  filterLabel: uiText('Accessible name of the category filter.'),
  all: uiText('Filter button that shows every category.'),
  categories: eventCategoryLabels,
  more: uiText('Button that opens the event details.'),
  close: uiText('Button that closes the event details.'),
  previousImage: uiText('Previous image in the event carousel.'),
  nextImage: uiText('Next image in the event carousel.'),
  imagePosition: uiText('Position of an image; {{current}} and {{total}} are numbers.'),
  gallery: uiText('Accessible name of the image carousel in the event details.'),
  placeholderAlt: uiText('Alternative text of the placeholder image.'),
  empty: uiText('Shown when a category has no events.'),
});

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
        description: `Category of the event: ${eventCategory.options.join(' or ')}. A new category is a change of code: ask a developer (schemas/event.ts).`,
        [choiceLabelsKeyword]: 'events.categories',
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
