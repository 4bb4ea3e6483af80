import { type Collection, entryOf } from '../../schemas/collection.ts';
import type { Problem } from '../content/problem.ts';
import type { YamlSource } from '../content/yaml-source.ts';
import { isDraft } from '../progress/drafts.ts';
import { isMarkedForTranslation } from '../progress/untranslated.ts';
import { daysBetween } from './expiry.ts';

type Entry = { source: YamlSource; value: Record<string, unknown> };

/**
 * The company's own rules for its copy, as warnings (`site validate`, the browser editor): the site still builds,
 * but a visitor reading several pages would notice. Each kind declares them (schemas/collection.ts):
 * `yearNamedIn`, a localized text that names the year of the entry's date (an event's details, so the dialog
 * and the card tell one story), and `keptCurrent`, the newest entry of a group no older than a number of days
 * on the validator's day (the news of the events page).
 */
export function copyRuleProblems(
  declarations: readonly Collection[],
  entriesOf: (collection: Collection) => readonly Entry[],
  languages: readonly string[],
  today: string | undefined,
): Problem[] {
  return declarations.flatMap((collection) => [
    ...yearNotNamed(collection, entriesOf(collection), languages),
    ...(today ? outOfDate(collection, entriesOf(collection), today) : []),
  ]);
}

function yearNotNamed(collection: Collection, entries: readonly Entry[], languages: readonly string[]): Problem[] {
  const rule = collection.yearNamedIn;
  if (!rule) return [];
  return entries.flatMap(({ source, value }) => {
    const date = value[rule.date];
    const texts = value[rule.text];
    if (typeof date !== 'string' || typeof texts !== 'object' || texts === null) return [];
    const year = date.slice(0, 4);
    return languages.flatMap((language): Problem[] => {
      const text = (texts as Record<string, unknown>)[language];
      // A text still to translate is an error of its own already; its translation is checked once written.
      if (typeof text !== 'string' || text.includes(year) || isMarkedForTranslation(text)) return [];
      const words = { id: 'yearNotNamed', values: { language: { language }, field: rule.text, dateField: rule.date, year } } as const;
      return [{ ...source.problemAt([rule.text, language], 'year-not-named', words, 'warning'), language }];
    });
  });
}

function outOfDate(collection: Collection, entries: readonly Entry[], today: string): Problem[] {
  const rule = collection.keptCurrent;
  if (!rule) return [];
  // What the published site shows: a draft dated today does not make it current.
  const published = entries.filter(({ value }) => !isDraft(value) && typeof value[rule.date] === 'string');
  const newestOf = (list: readonly Entry[]) =>
    list.toSorted((a, b) => String(b.value[rule.date]).localeCompare(String(a.value[rule.date])))[0];
  const newest = newestOf(published.filter(({ value }) => value[rule.among.field] === rule.among.value));
  const group = `${rule.among.field}: ${rule.among.value}`;
  if (!newest) {
    // None of the group at all: said at the newest entry's group field, where another value could be written.
    const latest = newestOf(published);
    const words = { id: 'noneInGroup', values: { entry: entryOf(collection), group } } as const;
    return latest ? [latest.source.problemAt([rule.among.field], 'out-of-date', words, 'warning')] : [];
  }
  const date = String(newest.value[rule.date]);
  const age = daysBetween(date, today);
  if (age <= rule.days) return [];
  const values = { entry: entryOf(collection), group, date, days: String(age), limit: String(rule.days) };
  return [newest.source.problemAt([rule.date], 'out-of-date', { id: 'newestOutOfDate', values }, 'warning')];
}
