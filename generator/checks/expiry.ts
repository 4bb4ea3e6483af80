import { type Collection, entryOf } from '../../schemas/collection.ts';
import { isClosedEntry } from '../content/closed-entries.ts';
import type { Problem } from '../content/problem.ts';
import type { YamlSource } from '../content/yaml-source.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/**
 * Entries of kinds that declare `expires` (schemas/collection.ts), checked against `today`, the validator's clock
 * (YYYY-MM-DD): a warning from `warnDays` days before the date, an error on and after it.
 */
export function expiryProblems(
  declarations: readonly Collection[],
  entriesOf: (collection: Collection) => readonly { source: YamlSource; value: Record<string, unknown> }[],
  today: string,
): Problem[] {
  return declarations.flatMap((collection) => {
    const { expires, closesAfter } = collection;
    // An entry past its closing date (a job opening) is no mistake, but an editor should know it left every list.
    if (closesAfter) {
      return entriesOf(collection).flatMap(({ source, value }) => {
        const closed = value[closesAfter];
        if (typeof closed !== 'string' || !isClosedEntry(collection.name, value, today)) return [];
        return [
          source.problemAt([closesAfter], 'expired', { id: 'closedEntry', values: { entry: entryOf(collection), closed } }, 'warning'),
        ];
      });
    }
    if (!expires) return [];
    return entriesOf(collection).flatMap(({ source, value }) => {
      const until = value[expires.field];
      if (typeof until !== 'string') return [];
      const left = daysBetween(today, until);
      if (left <= 0) {
        return [source.problemAt([expires.field], 'expired', { id: 'expired', values: { entry: entryOf(collection), until } })];
      }
      if (left <= expires.warnDays) {
        return [
          source.problemAt(
            [expires.field],
            'expiring',
            left === 1
              ? { id: 'expiringTomorrow', values: { entry: entryOf(collection), until } }
              : { id: 'expiring', values: { entry: entryOf(collection), until, days: String(left) } },
            'warning',
          ),
        ];
      }
      return [];
    });
  });
}
