import type { z } from 'zod';
import type { EditorLabel } from './editor-languages.ts';
import type { ImageUse } from './media.ts';
import type { LocaleSchemas } from './primitives.ts';

/** A page of a kind of content: its template folder in renderer/pages/ and the descriptions of its `meta.*` texts. */
interface PageDeclaration {
  /** The template's name, its folder in renderer/pages/ and its `meta.{name}` texts in translations/*.yaml. */
  name: string;
  /** What the page is, for the descriptions of its `meta` texts. */
  about: string;
  /** Descriptions of its `meta` texts when they are not a plain title and description. */
  meta?: { title?: string; description: string };
}

/** The listing page of a kind, at `/{region}/{lang}/{page}`. */
interface ListPageDeclaration extends PageDeclaration {
  /**
   * Shown only in regions that list at least one entry (a cases page needs cases): for a kind declared `listedBy`,
   * whose region lists are counted; on another kind, generator/routes/urls.ts does not typecheck.
   */
  onlyWithEntries?: boolean;
}

/** The page of each entry, at `/{region}/{lang}/{kind}/{file name}`. */
interface EntryPageDeclaration extends PageDeclaration {
  /** The `{{param}}` its texts name the entry by. */
  param: string;
  /** The slug answers in any capitalisation (`/cases/Energy`). */
  anyCase?: boolean;
  /** The text field of an entry that names it in its page's title and menus; `name` unless given. */
  titleField?: string;
}

/** A region field of site.yaml that lists the entries the region shows, by file name (`services: [oil, energy]`). */
interface ListedByRegion {
  /** The fewest entries a region lists. */
  min: number;
  description: string;
  /** The region field's description of one of its items. */
  item: string;
}

/**
 * One kind of content, declared once (DESIGN.md section 5, "Kinds of content"): where its files are, how they
 * are checked, how they become content, which regions show them, and how they appear in pages, the report, drafts,
 * media, the editor schemas and `site new`. The loader, the checks, the routes and the tools derive their lists of
 * kinds from schemas/collections.ts; CONTENT.md "Add a kind of content" walks through one.
 */
interface CollectionShape {
  /** The kind's key in the site content, its folder in content/ and its URL segment (`services/oil`). */
  name: string;
  /** What one file of it is, in words, for messages: 'service line'. */
  entry: string;
  /** Its name: its column in `site report` (English) and its heading in the browser editor, in the editor's language. */
  label: EditorLabel;
  /** A single file (`brands.yaml`) instead of a folder of files. */
  file?: string;
  /**
   * How its files become content: `file`, a record by file name (services/oil.yaml is `services.oil`); `region`, one
   * file per region, named by it; `list`, a list of every file's content in the order of `sortBy`; `single`, the one file.
   */
  keyedBy: 'file' | 'region' | 'list' | 'single';
  /** The field `list` entries are ordered by. */
  sortBy?: string;
  /** Its schema, built from the languages and regions site.yaml declares. */
  schema: (locale: LocaleSchemas) => z.ZodType;
  /** Which regions show an entry: every region, the region a file is named after, or those whose site.yaml field lists it. */
  regions: 'every' | 'own' | { listedBy: ListedByRegion };
  pages?: { list?: ListPageDeclaration; entry?: EntryPageDeclaration };
  /**
   * The date field after which an entry is closed (a job opening's `validThrough`): from the first build whose
   * date is later, it leaves its list page and the sitemap; its own page is still built, so old links answer,
   * and says it is closed. The build's date is an input of the build (`site build --today`), never the clock of a page.
   */
  closesAfter?: string;
  /** A field naming one of the company's offices by id (content/locations): every region that lists the entry must have that office. */
  officeField?: string;
  /** A field of each file whose items can be drafts, besides whole files (`items` of a service line). */
  draftItems?: string;
  /** Ids that must be unique across its files: a dotted path, `*` for any index (`offices.*.id`), and what they name. */
  uniqueIds?: readonly { path: string; of: string }[];
  /**
   * Where its photos are shown: a dotted path in a file, `*` for any key or index. A PDF named at such a path is
   * shown by the cover of its first page, which the build draws and publishes like a photo (a download's files).
   */
  images?: readonly { path: string; use: ImageUse }[];
  /** The photo an entry page is shared with (Open Graph): the field of an entry that holds it. */
  shareImage?: string;
  /** Fields written the same in every language (a postal address): a translation equal to the reference text is no copy. */
  sameInEveryLanguage?: readonly string[];
  /**
   * A date field after which an entry no longer holds (a certificate's `validUntil`): `site validate` warns
   * (`expiring`) from `warnDays` days before it and fails (`expired`) on and after it.
   */
  expires?: { field: string; warnDays: number };
  /**
   * A copy rule of the company (a warning): each entry's localized `text` names the year of its `date` (an event's
   * details, so its card and its dialog tell one story).
   */
  yearNamedIn?: { date: string; text: string };
  /**
   * A copy rule of the company (a warning): the newest entry whose `among.field` is `among.value` (the news among
   * the events) is at most `days` old on the validator's day, so the site does not read as left alone.
   */
  keptCurrent?: { date: string; days: number; among: { field: string; value: string } };
  /** Its UI texts, the `{name}` group of translations/*.yaml. */
  texts?: z.ZodObject;
  /** `site new {newEntry}` scaffolds one of its files; kinds without it are added by hand. */
  newEntry?: string;
}

/** Declares a kind of content; the declaration's own literal types are kept, so the site content is typed from it. */
export function defineCollection<const Declaration extends CollectionShape>(declaration: Declaration): Declaration {
  return declaration;
}

export type Collection = CollectionShape;

/** Where a kind's files are, relative to content/: its one file, or the YAML files of its folder. */
export const collectionPattern = (collection: Pick<Collection, 'name' | 'file'>): string => collection.file ?? `${collection.name}/*.yaml`;

/** An entry of the kind in a problem's words (schemas/problem-words.ts): its English noun, and the kind's names. */
export const entryOf = ({ entry, label }: Pick<Collection, 'entry' | 'label'>, noun = entry) => ({ entry: noun, kind: label });
