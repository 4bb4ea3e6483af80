import { stringsIn } from '../../../generator/content/content-entries.ts';
import { sizedImage } from '../../data/images.ts';
import { dateFormat, writingLocale } from '../../data/intl-formats.ts';
import { regionOf } from '../../data/layout-data.ts';
import { localize } from '../../data/localize.ts';
import { pageDataHook } from '../../data/page-data.tsx';
import { formatDetails } from '../../text/details.ts';
import { eventPlaceholderSize, eventPlaceholderSrc } from './placeholder-image.ts';

export const data = pageDataHook((content, { region, language }, { contentDir }) => {
  const strings = stringsIn(content, language).events;
  const categoryLabels: Record<string, string | undefined> = strings.categories;
  const label = (category: string) => categoryLabels[category] ?? category;
  const longDate = dateFormat(writingLocale(content.site, regionOf(content, region), language), { dateStyle: 'long', timeZone: 'UTC' });
  const placeholder = { src: eventPlaceholderSrc, alt: strings.placeholderAlt, ...eventPlaceholderSize(content, contentDir) };

  const categories = [...new Set(content.events.map((event) => event.category))];
  // Newest first, whatever the order of the files (CONTENT.md); ISO dates compare as text.
  const newestFirst = content.events.toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return {
    intro: strings.intro,
    categories: categories.map((key) => ({ key, label: label(key) })),
    events: newestFirst.map((event) => {
      return {
        id: event.id,
        draft: event.draft === true,
        date: event.date,
        dateLabel: longDate.format(new Date(`${event.date}T00:00:00Z`)),
        category: event.category,
        categoryLabel: label(event.category),
        title: localize(event.title, language),
        description: localize(event.description, language),
        // Each picture with its own alternative text, in the card and in the dialog's carousel.
        images: event.images ? event.images.map((image) => sizedImage(content, localize(image, language))) : [placeholder],
        details: formatDetails(localize(event.details, language)),
      };
    }),
  };
});
export type Data = Awaited<ReturnType<typeof data>>;
export type EventData = Data['body']['events'][number];
export type CategoryData = Data['body']['categories'][number];
