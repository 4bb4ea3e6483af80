import { z } from 'zod';

/** A UI text; `{{name}}` placeholders are filled in by the site and must appear in every language. */
export const uiText = (description: string) => z.string().trim().min(1).meta({ description });

/** A group of UI texts (a key of translations/*.yaml with texts or groups under it). */
export const uiTextGroup = <T extends z.core.$ZodLooseShape>(description: string, shape: T) => z.strictObject(shape).meta({ description });

/**
 * The JSON Schema keyword naming the group of UI texts (a path of translations/*.yaml, `events.categories`) whose
 * keys are a closed list's values: the browser editor shows each value with its label in the editor's language.
 */
export const choiceLabelsKeyword = 'x-choice-labels';

/**
 * The JSON Schema keyword of a closed list whose values are English words (a photo's sides, `top left`), not names
 * of the site's data: the browser editor shows each with its words in the editor's language (field-texts.ts).
 */
export const choiceWordsKeyword = 'x-choice-words';

/** The group of UI texts that labels a closed list's values, as its schema declares it (`choiceLabelsKeyword`). */
export function choiceLabelsOf(schema: z.core.$ZodType): string | undefined {
  const at = z.globalRegistry.get(schema)?.[choiceLabelsKeyword];
  return typeof at === 'string' ? at : undefined;
}

/** The group of a UI text file at a path such as `events.categories`, or undefined where there is none. */
export function uiTextGroupAt(texts: unknown, at: string): Record<string, unknown> | undefined {
  const group = at
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), texts);
  return group && typeof group === 'object' && !Array.isArray(group) ? (group as Record<string, unknown>) : undefined;
}
