import { createHash } from 'node:crypto';
import type { Language } from '../../schemas/locales.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';

/**
 * A translation the reference text changed after can still be right (a typo fixed in Spanish, a comma): the
 * translator says so at the end of its line, where it is reviewed with the content, and `site report` stops
 * calling it outdated:
 *
 *     de: Öl und Gas   # still correct (es 3f2a9c1d)
 *
 * The mark names the reference text it was checked against by a short fingerprint of it, so it holds only for
 * that text: the next change of the Spanish makes the translation outdated again, and a confirmation never needs
 * git. `site report --confirm file:line` writes it.
 */
const stillCorrect = 'still correct';

/** Fingerprint of a reference text, blind to how its lines are folded in the YAML. */
function fingerprint(reference: string): string {
  return createHash('sha256').update(reference.normalize('NFC').replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 8);
}

/** The comment that confirms a translation against this reference text. */
export function stillCorrectComment(referenceLanguage: Language, reference: string): string {
  return `${stillCorrect} (${referenceLanguage} ${fingerprint(reference)})`;
}

const markPattern = new RegExp(`^${stillCorrect} \\(([a-z]{2,3}) ([0-9a-f]{8})\\)$`, 'i');

/** Whether a comment is a still-correct mark (of any text), as `--confirm` replaces one. */
export function isStillCorrectComment(comment: string): boolean {
  return markPattern.test(comment.trim());
}

/** The translations of a file confirmed by a mark, by field name, each with the reference text it was checked against. */
export function confirmedTranslations(source: YamlSource): Map<string, { language: Language; fingerprint: string }> {
  const confirmed = new Map<string, { language: Language; fingerprint: string }>();
  for (const { path, comment } of source.trailingComments()) {
    const [, language, print] = markPattern.exec(comment.trim()) ?? [];
    if (language && print) confirmed.set(fieldName(path), { language: language.toLowerCase(), fingerprint: print.toLowerCase() });
  }
  return confirmed;
}

/** Whether the translation at `path` carries a mark made against this very reference text. */
export function isConfirmedFor(
  confirmed: ReadonlyMap<string, { language: Language; fingerprint: string }>,
  path: readonly PathSegment[],
  referenceLanguage: Language,
  reference: string,
): boolean {
  const mark = confirmed.get(fieldName(path));
  return mark !== undefined && mark.language === referenceLanguage && mark.fingerprint === fingerprint(reference);
}
