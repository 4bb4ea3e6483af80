/**
 * What the browser editor and its routes in `site dev` (cli/editor/routes.ts) say to each other. The editor runs
 * in the browser, so it imports nothing of the generator: the server hands it every fact it shows, already
 * computed by the same code `site validate` and `site report` run.
 */

import type { AssetField, assetFieldKeyword } from '../../schemas/asset-kinds.ts';
import type { EditorLabel, EditorLanguage } from '../../schemas/editor-languages.ts';
import type { ProblemWords } from '../../schemas/problem-words.ts';
import type { choiceWordsKeyword } from '../../schemas/ui-text.ts';

export const editorPath = '/_edit';
export const editorApi = `${editorPath}/api`;

export type Segment = string | number;

interface EntryFile {
  /** Relative to content/, as the routes take it: `events/2025-feria.yaml`. */
  path: string;
  /** The entry's title in the reference language, or its file name. */
  title: string;
  draft: boolean;
}

export interface KindFiles {
  kind: string;
  /** The kind's name in each language the editor speaks. */
  label: EditorLabel;
  files: EntryFile[];
  /** `site new {kind}` can scaffold one: the questions it asks. */
  newEntry?: { kind: string; fields: NewEntryField[] };
}

/** A closed list's labels (UI texts of the site) in each language the editor speaks: `{ es: { news: 'Noticias' } }`. */
export type ChoiceLabels = Partial<Record<EditorLanguage, Record<string, string>>>;

export interface NewEntryField {
  flag: string;
  /** In English, as `site new` asks it; the editor shows it in its own language (field-texts.ts). */
  question: string;
  /** The answer is written in the reference language, which the question then names. */
  inReference: boolean;
  optional: boolean;
  multiline: boolean;
  /** Answered with the path of a file in content/assets/{kind}/ of this kind, which the dialog can add from the computer. */
  asset?: AssetField;
  /** Several answers, one a line: at least one, or any number (those are left to the form). */
  list?: 'one-or-more' | 'any';
  /** Answered once for each answer of that other question, in the same order (a column's text for its heading). */
  pairedWith?: string;
  choices?: readonly string[];
  choiceLabels?: ChoiceLabels;
}

/** Why a new entry was not made: a question's answer (by its flag), or the entry as a whole. */
export interface NewEntryProblem {
  flag?: string;
  /** A required question left unanswered. */
  missing: boolean;
  /** In `site new`'s words, about the answer (the editor says "missing" in its own words). */
  detail: string;
  /** The detail's template and values, which the editor says in its own language. */
  words?: ProblemWords;
}

export interface Listing {
  languages: string[];
  reference: string;
  kinds: KindFiles[];
}

/** A problem of `site validate` (same code, same words), with the field it is about when one is named. */
export interface FieldProblem {
  line: number;
  col: number;
  code: string;
  severity: 'error' | 'warning';
  message: string;
  /** The message's template and values, which the editor says in its own language. */
  words?: ProblemWords;
  path?: Segment[];
}

/** The state of one translation, as `site report` sees it, or marked in the file. */
export type TranslationState = 'missing' | 'marked' | 'outdated' | 'identical' | 'on-purpose' | 'confirmed';

export interface TranslationMark {
  /** The path of the translated text (its language last, or the key of a UI text file). */
  path: Segment[];
  language: string;
  state: TranslationState;
  /** Its line, for a confirmation. */
  line: number;
  sameAs?: string;
}

export interface PreviewPage {
  region: string;
  language: string;
  path: string;
}

export interface OpenedFile {
  path: string;
  /** Which text of the file this is: a save or a confirmation names it, and is refused when the file changed since. */
  version: string;
  kind: string;
  /** The file of one entry (an event, a service), which can be duplicated and deleted. */
  entry: boolean;
  /** After a save: the file had changed on disk since it was opened, and the save kept those changes too. */
  merged?: boolean;
  data: unknown;
  /** The kind's JSON Schema, written from its zod schema (generator/content/json-schemas.ts). */
  schema: JsonSchema;
  problems: FieldProblem[];
  translations: TranslationMark[];
  pages: PreviewPage[];
  /** The regions whose lists in site.yaml name this entry: deleting it takes it off them too. */
  listedIn: string[];
  /** For a UI text file: the reference language's texts, shown beside each. */
  reference?: unknown;
  /** Its own language, for a UI text file. */
  language?: string;
}

export interface JsonSchema {
  type?: string | string[];
  /** A short name of the schema: what the form calls one of a value's shapes (`anyOf`, `oneOf`). */
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** One schema for every item of a list, or one per place of a list of fixed length (a tuple, in draft-07). */
  items?: JsonSchema | JsonSchema[];
  enum?: unknown[];
  /** The one value allowed: the shape a value of several shapes takes (`variant: full`). */
  const?: unknown;
  /** The keys a map may have, where they are a closed list (a region's social networks). */
  propertyNames?: JsonSchema;
  /** A path of content/assets: the kind of file it takes (schemas/asset-kinds.ts). */
  [assetFieldKeyword]?: AssetField;
  /** The enum's values are English words, which the editor translates (schemas/ui-text.ts). */
  [choiceWordsKeyword]?: boolean;
  /** The labels of the enum's values, where the schema names UI texts for them. */
  choiceLabels?: ChoiceLabels;
  description?: string;
  errorMessage?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minItems?: number;
  maxLength?: number;
  format?: string;
}

/** The schemas a schema is made of: its fields, its items, its shapes and a map's values. */
export function childSchemas(schema: JsonSchema): JsonSchema[] {
  const { properties, items, anyOf, oneOf, allOf, additionalProperties } = schema;
  return [
    ...Object.values(properties ?? {}),
    ...(Array.isArray(items) ? items : items ? [items] : []),
    ...(anyOf ?? []),
    ...(oneOf ?? []),
    ...(allOf ?? []),
    ...(typeof additionalProperties === 'object' ? [additionalProperties] : []),
  ];
}

export interface Changes {
  /** `git diff` of content/ since the last commit, new files included. */
  diff: string;
  files: string[];
}
