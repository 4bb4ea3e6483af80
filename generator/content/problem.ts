import { z } from 'zod';
import { type ProblemWords, problemSentence, problemWordsSchema } from '../../schemas/problem-words.ts';

const problemCodes = [
  'yaml-syntax',
  'not-utf8',
  'missing-file',
  'unknown-file',
  'missing-field',
  'unknown-field',
  'wrong-type',
  'out-of-range',
  'invalid-value',
  'missing-translation',
  'placeholder-mismatch',
  'missing-asset',
  'unknown-reference',
  'duplicate-id',
  'untranslated',
  'image-too-small',
  'file-too-large',
  'unsupported-format',
  'unsafe-svg',
  'invalid-video',
  'invalid-document',
  'draft',
  'logo-live-text',
  'expiring',
  'expired',
  'year-not-named',
  'out-of-date',
  'unused-asset',
] as const;

/** One finding of a validation run; also the shape of `site validate --format json`. */
export const problemSchema = z.strictObject({
  file: z.string().meta({ description: 'Path of the YAML file, relative to the project root.' }),
  line: z.int().min(1),
  col: z.int().min(1),
  code: z.enum(problemCodes),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  language: z
    .string()
    .optional()
    .meta({ description: "The language of the one text the problem is about (a localized field's or a UI text file's)." }),
  words: problemWordsSchema
    .optional()
    .meta({ description: "The message's template and values (schemas/problem-words.ts), for a reader in another language." }),
});
export type Problem = z.infer<typeof problemSchema>;
export type ProblemCode = Problem['code'];

/** A problem's message and its words, for a problem made without a YAML source (an SVG's, a missing file's). */
export const worded = (words: ProblemWords): Pick<Problem, 'message' | 'words'> => ({ message: problemSentence(words), words });
