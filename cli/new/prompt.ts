import { type CANCEL_SYMBOL, isCancel, log, multiline, select, text } from '@clack/prompts';
import { type Answers, type Field, list, questionOf, refusalText } from './fields.ts';

/** Ctrl-C (or Escape) at any question: the command stops before writing anything. */
export class Cancelled extends Error {}

/** Asks, on the terminal, every field without a valid answer; asks again until the answer passes its check. */
export async function ask(fields: readonly Field[], answers: Answers): Promise<void> {
  for (const field of fields) {
    if (field.when && !field.when(answers)) continue;
    const given = list(answers[field.flag]);
    const valid = await Promise.all(given.map(async (value) => !(await field.check?.(value, answers))));
    if (given.length > 0 && valid.every(Boolean)) continue;
    answers[field.flag] = field.list ? await askList(field, answers) : await askOne(field, answers, questionOf(field));
  }
}

/** A list: one answer after another until an empty one; column texts are asked once for each heading. */
async function askList(field: Field, answers: Answers): Promise<string[]> {
  const collected: string[] = [];
  if (field.pairedWith) {
    for (const heading of list(answers[field.pairedWith])) {
      collected.push((await askOne(field, answers, `${field.question} «${heading}» (${field.language})`)) ?? '');
    }
    return collected;
  }
  for (;;) {
    const hint = collected.length > 0 ? ' (empty to finish)' : field.list === 'any' ? ' (empty for none)' : '';
    const optional = collected.length > 0 || field.list === 'any';
    const answer = await askOne({ ...field, optional }, { ...answers, [field.flag]: collected }, `${questionOf(field)}${hint}`);
    if (answer === undefined) return collected;
    collected.push(answer);
  }
}

/** One answer, picked from a list, typed on one line or written over several; undefined when an optional field is left empty. */
async function askOne(field: Field, answers: Answers, message: string): Promise<string | undefined> {
  for (;;) {
    const answer = await prompt(field, message);
    if (isCancel(answer)) throw new Cancelled();
    const value = answer.trim();
    if (value === '') {
      if (field.optional) return undefined;
      log.warn('An answer is needed here.');
      continue;
    }
    const error = await field.check?.(value, answers);
    if (!error) return value;
    log.error(refusalText(error));
  }
}

function prompt(field: Field, message: string): Promise<string | typeof CANCEL_SYMBOL> {
  if (field.choices) return select({ message, options: field.choices.map((value) => ({ value, label: value })) });
  // clack's multi-line prompt keeps Enter for new lines; pressing it twice in a row submits.
  if (field.multiline)
    return multiline({ message: `${message} (Enter twice to finish)` }).then((value) => (isCancel(value) ? value : (value ?? '')));
  return text({ message }).then((value) => (isCancel(value) ? value : (value ?? '')));
}
