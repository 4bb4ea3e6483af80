import { z } from 'zod';
import type { ProblemWords } from './problem-words.ts';

/** A day written YYYY-MM-DD. */
export const isoDay = z.iso.date();

/**
 * The arguments of `.superRefine` for an object whose `end` day may not come before its `start` day: the problem
 * names both days, at `end`, in words the editor translates. It is checked whenever both are days, whatever else
 * the file gets wrong (zod skips a refinement of an object with any problem otherwise), and only then: a day
 * written wrong is reported in its own words, not as out of order.
 */
export function endNotBeforeStart<Start extends string, End extends string>(start: Start, end: End) {
  const days = (value: unknown) => {
    const object = (value ?? {}) as Record<string, unknown>;
    return { startDay: object[start], endDay: object[end] };
  };
  return [
    (value: Record<Start | End, string>, context: z.RefinementCtx) => {
      const { startDay, endDay } = days(value);
      if (typeof startDay !== 'string' || typeof endDay !== 'string' || endDay >= startDay) return;
      const words: ProblemWords = { id: 'dateBeforeStart', values: { date: endDay, startField: start, startDate: startDay } };
      context.addIssue({ code: 'custom', path: [end], input: endDay, params: { words } });
    },
    {
      when: ({ value }: { value: unknown }) => {
        const { startDay, endDay } = days(value);
        return isoDay.safeParse(startDay).success && isoDay.safeParse(endDay).success;
      },
    },
  ] as const;
}
