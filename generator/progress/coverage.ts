import type { z } from 'zod';
import { type CollectionName, collections, declaredCollections } from '../../schemas/collections.ts';
import type { ContentKind } from '../../schemas/content-kinds.ts';
import type { EditorLabel } from '../../schemas/editor-languages.ts';
import { languageName } from '../../schemas/language-codes.ts';
import type { Language, Locales, RegionId } from '../../schemas/locales.ts';
import { localeSchemas } from '../../schemas/primitives.ts';
import { noRegionLists, regionListKeys, regionsPassing, siteSchemas } from '../../schemas/site.ts';
import { leavesByKey, walkContent } from '../content/content-walk.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';
import { changedAt, type LineTimes } from './freshness.ts';
import { comparedLanguages, markedIdentical } from './identical-on-purpose.ts';
import { confirmedTranslations, isConfirmedFor } from './still-correct.ts';
import { isMarkedForTranslation } from './untranslated.ts';

/**
 * Translation coverage: for every language other than the reference language (site.yaml's referenceLanguage,
 * Spanish here), content kind and region, how many of the texts a visitor of that region can read are translated,
 * missing, or identical to the reference text (probably copied and not translated). It reads the YAML as written,
 * not validated content, so it also works, and is most useful, while `site validate` still fails.
 */

/** The UI texts, site.yaml, then every kind of content in the order schemas/collections.ts declares them. */
const coverageKinds = ['ui', 'site', ...collections.map((collection) => collection.name)] as const;
type CoverageKind = (typeof coverageKinds)[number];

export const coverageKindLabels: Record<CoverageKind, EditorLabel> = {
  ui: { en: 'UI texts', es: 'Textos de la interfaz', pt: 'Textos da interface', de: 'Oberflächentexte' },
  site: { en: 'Site', es: 'Sitio', pt: 'Site', de: 'Website' },
  ...(Object.fromEntries(collections.map((collection) => [collection.name, collection.label])) as Record<CollectionName, EditorLabel>),
};

/** The report's kind of a file: its own, but the UI texts are `ui`. */
const kindOfFile = (kind: ContentKind): CoverageKind => (kind === 'translations' ? 'ui' : kind);

/** Per kind, the fields written the same in every language (schemas/collection.ts `sameInEveryLanguage`). */
const fieldsAlikeIn = new Map<string, readonly string[]>(
  declaredCollections.flatMap((collection) => (collection.sameInEveryLanguage ? [[collection.name, collection.sameInEveryLanguage]] : [])),
);

type TextState = 'translated' | 'missing' | 'identical' | 'outdated';

export interface CoverageCounts {
  /** Reference-language texts a visitor of the region can read in this kind of content. */
  total: number;
  translated: number;
  /** Absent, empty, or still marked `[translate]`. */
  missing: number;
  /**
   * Word for word the text of the reference language or of a language listed before it (a file copied from
   * English), and not a text that is legitimately the same in every language.
   */
  identical: number;
  /**
   * Translated, but the reference text changed after the translation last did (from git history), and no
   * `# still correct` mark confirms it against the reference text as it is now (generator/progress/still-correct.ts).
   */
  outdated: number;
}

export interface CoverageCell extends CoverageCounts {
  language: Language;
  kind: CoverageKind;
  region: RegionId;
}

export interface CoverageFinding {
  language: Language;
  kind: CoverageKind;
  state: Exclude<TextState, 'translated'>;
  file: string;
  line: number;
  col: number;
  field: string;
  spanish: string;
  regions: RegionId[];
  /** For an identical text: the language whose text it repeats. */
  sameAs?: Language;
}

export interface CoverageReport {
  reference: Language;
  languages: Language[];
  kinds: CoverageKind[];
  regions: RegionId[];
  /** One per language x kind x region, in that order. */
  cells: CoverageCell[];
  /** Every text counted once whatever the number of regions that show it. */
  totals: ({ language: Language } & CoverageCounts)[];
  findings: CoverageFinding[];
  /** Files that could not be read (YAML syntax errors): their texts are not counted. */
  unreadFiles: string[];
}

/** One content file as read: which kind, its name without extension (`oil`, `ec`, `de`) and its parsed YAML. */
export interface CoverageFile {
  kind: ContentKind;
  name: string;
  source: YamlSource;
}

interface Text {
  kind: CoverageKind;
  field: string;
  spanish: string;
  regions: RegionId[];
  stateOf: (language: Language) => { state: TextState; sameAs?: Language; source: YamlSource; path: PathSegment[] };
}

export function translationCoverage(files: readonly CoverageFile[], locales: Locales, lineTimes?: LineTimes): CoverageReport {
  const referenceLanguage = locales.reference;
  /**
   * A translation is outdated when its reference text was changed later than it was, as Lunaria tells, unless the
   * translator confirmed it against the reference text as it is now.
   */
  const fresh = (
    state: TextState,
    spanish: { source: YamlSource; path: PathSegment[] },
    translation: { source: YamlSource; path: PathSegment[]; confirmed: boolean },
  ): TextState => {
    if (state !== 'translated' || translation.confirmed) return state;
    const spanishChanged = changedAt(lineTimes, spanish.source.file, spanish.source.linesOf(spanish.path));
    const translationChanged = changedAt(lineTimes, translation.source.file, translation.source.linesOf(translation.path));
    return spanishChanged !== undefined && translationChanged !== undefined && spanishChanged > translationChanged ? 'outdated' : state;
  };
  const earlierThan = (language: Language) => comparedLanguages(locales, language);
  const site = files.find((file) => file.kind === 'site')?.source.data;
  const { regions, known } = regionFactsOf(site, locales);
  const targetLanguages = locales.languages.filter((language) => language !== referenceLanguage);
  const regionIdsInOrder = regions.map((region) => region.id);
  const endonyms = new Set(locales.languages.map((language) => normalise(languageName(language))));
  const texts: Text[] = [];

  for (const file of files) {
    const kind = kindOfFile(file.kind);
    if (file.source.data === undefined || file.kind === 'translations') continue;
    const collection = collections.find((candidate) => candidate.name === file.kind);
    const regionsOfFile = (path: PathSegment[]): RegionId[] => {
      if (collection?.regions === 'own') return regionIdsInOrder.filter((id) => id === file.name);
      if (typeof collection?.regions === 'object') {
        const listedIn = collection.name;
        return known ? regions.filter((region) => region[listedIn].includes(file.name)).map((region) => region.id) : regionIdsInOrder;
      }
      // The regions and countries menus name every region, in every region.
      if (file.kind === 'site' && path[0] === 'regions' && path[2] === 'name') return regionIdsInOrder;
      if (file.kind === 'site' && path[0] === 'regions' && typeof path[1] === 'number') {
        const own = regions[path[1]]?.id;
        return own ? [own] : [];
      }
      return regionIdsInOrder;
    };
    const markedPaths = new Set(markedIdentical(file.source).map(fieldName));
    const confirmed = confirmedTranslations(file.source);
    for (const { path, value } of localizedTexts(file.source.data, locales)) {
      const spanish = value[referenceLanguage];
      if (typeof spanish !== 'string' || spanish.trim() === '') continue;
      const context = { kind, path, endonyms };
      texts.push({
        kind,
        field: fieldName(path),
        spanish,
        regions: regionsOfFile(path),
        stateOf: (language) => {
          const translation = { source: file.source, path: [...path, language] };
          const text = value[language];
          const onPurpose = markedPaths.has(fieldName(translation.path)) || exemptText(spanish, text, context);
          const { state, sameAs } = stateOf(
            text,
            earlierThan(language).map((other) => ({ language: other, text: value[other] })),
            onPurpose,
          );
          return {
            state: fresh(
              state,
              { source: file.source, path: [...path, referenceLanguage] },
              { ...translation, confirmed: isConfirmedFor(confirmed, translation.path, referenceLanguage, spanish) },
            ),
            sameAs,
            ...translation,
          };
        },
      });
    }
  }

  const uiFiles = new Map(
    files.filter((file) => file.kind === 'translations' && file.source.data !== undefined).map((file) => [file.name, file.source]),
  );
  const spanishUi = uiFiles.get(referenceLanguage);
  const markedUi = new Map([...uiFiles].map(([name, source]) => [name, new Set(markedIdentical(source).map(fieldName))]));
  const confirmedUi = new Map([...uiFiles].map(([name, source]) => [name, confirmedTranslations(source)]));
  if (spanishUi) {
    const leavesByLanguage = new Map([...uiFiles].map(([name, source]) => [name, leavesByKey(source.data)]));
    for (const [key, { path, value: spanish }] of leavesByLanguage.get(referenceLanguage) ?? []) {
      if (typeof spanish !== 'string' || spanish.trim() === '') continue;
      const context = { kind: 'ui' as const, path, endonyms };
      texts.push({
        kind: 'ui',
        field: key,
        spanish,
        regions: regionIdsInOrder,
        stateOf: (language) => {
          const source = uiFiles.get(language);
          if (!source) return { state: 'missing', source: spanishUi, path };
          const textIn = (other: Language) => leavesByLanguage.get(other)?.get(key)?.value;
          const text = textIn(language);
          const onPurpose = (markedUi.get(language)?.has(key) ?? false) || exemptText(spanish, text, context);
          const { state, sameAs } = stateOf(
            text,
            earlierThan(language).map((other) => ({ language: other, text: textIn(other) })),
            onPurpose,
          );
          const confirmed = isConfirmedFor(confirmedUi.get(language) ?? new Map(), path, referenceLanguage, spanish);
          return { state: fresh(state, { source: spanishUi, path }, { source, path, confirmed }), sameAs, source, path };
        },
      });
    }
  }

  const kinds = coverageKinds.filter((kind) => texts.some((text) => text.kind === kind));
  const cells = new Map<string, CoverageCell>();
  const cellKey = (language: Language, kind: CoverageKind, region: RegionId) => `${language}/${kind}/${region}`;
  // A region is counted in the languages it declares (site.yaml's `languages`, or its own list).
  const declares = (region: RegionId, language: Language) => (locales.regionLanguages[region] ?? locales.everywhere).includes(language);
  for (const language of targetLanguages) {
    for (const kind of kinds) {
      for (const region of regionIdsInOrder) {
        if (declares(region, language)) cells.set(cellKey(language, kind, region), { language, kind, region, ...emptyCounts() });
      }
    }
  }
  const totals = new Map(targetLanguages.map((language) => [language, { language, ...emptyCounts() }]));
  const findings: CoverageFinding[] = [];

  for (const text of texts) {
    for (const language of targetLanguages) {
      const regions = text.regions.filter((region) => declares(region, language));
      if (regions.length === 0) continue;
      const { state, sameAs, source, path } = text.stateOf(language);
      for (const region of regions) {
        const cell = cells.get(cellKey(language, text.kind, region));
        if (cell) count(cell, state);
      }
      const total = totals.get(language);
      if (total) count(total, state);
      if (state !== 'translated') {
        const { file, line, col } = source.placeOf(path);
        findings.push({
          language,
          kind: text.kind,
          state,
          file,
          line,
          col,
          field: text.field,
          spanish: text.spanish,
          regions,
          ...(sameAs ? { sameAs } : {}),
        });
      }
    }
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.language.localeCompare(b.language));

  return {
    reference: referenceLanguage,
    languages: targetLanguages,
    kinds,
    regions: regionIdsInOrder,
    cells: [...cells.values()],
    totals: [...totals.values()],
    findings,
    unreadFiles: files.filter((file) => file.source.data === undefined).map((file) => file.source.file),
  };
}

/** Share of the texts that are translated, 0 to 100, or undefined when there is nothing to translate. */
export function percentTranslated(counts: CoverageCounts): number | undefined {
  return counts.total === 0 ? undefined : Math.floor((counts.translated / counts.total) * 1000) / 10;
}

export function cellOf(report: CoverageReport, language: Language, kind: CoverageKind, region: RegionId): CoverageCell | undefined {
  return report.cells.find((cell) => cell.language === language && cell.kind === kind && cell.region === region);
}

/**
 * Missing, or word for word the text of one of `earlier` (the reference language and the languages listed before
 * this one: a translation file copied from English repeats English, not Spanish), or translated.
 */
function stateOf(
  text: unknown,
  earlier: readonly { language: Language; text: unknown }[],
  exempt: boolean,
): { state: TextState; sameAs?: Language } {
  if (typeof text !== 'string' || text.trim() === '' || isMarkedForTranslation(text)) return { state: 'missing' };
  const same = exempt ? undefined : earlier.find((other) => typeof other.text === 'string' && normalise(other.text) === normalise(text));
  return same ? { state: 'identical', sameAs: same.language } : { state: 'translated' };
}

/** A text that may rightly be the same as another language's: the reference text or the translation is one (below). */
function exemptText(spanish: string, translation: unknown, context: TextContext): boolean {
  return sameInEveryLanguage(spanish, context) || (typeof translation === 'string' && sameInEveryLanguage(translation, context));
}

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

interface TextContext {
  kind: CoverageKind;
  path: readonly PathSegment[];
  endonyms: ReadonlySet<string>;
}

/**
 * Texts that are rightly the same in the reference language and in a translation, so being identical says nothing:
 * 1. no letters once `{{placeholders}}` are taken out: numbers, years, phone numbers, `{{page}} | {{company}}`;
 * 2. an e-mail address, a web address or an asset path;
 * 3. a language's own name (Español, English, Português, Deutsch);
 * 4. a name: at most three words, each starting with a capital letter or a digit (Tecnandes, Hannover Messe
 *    2025, São Paulo, Chile, Fax, IP/MPLS);
 * 5. a field its kind declares the same in every language, such as an office's postal address, written as it is
 *    on the envelope.
 * Anything else that is word for word the reference text is reported as identical, for a person to look at.
 */
export function sameInEveryLanguage(spanish: string, { kind, path, endonyms }: TextContext): boolean {
  const text = normalise(spanish);
  if (!/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''))) return true;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) || /^https?:\/\/\S+$/.test(text) || /^\/assets\/\S+$/.test(text)) return true;
  if (endonyms.has(text)) return true;
  const words = text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length > 0 && words.length <= 3 && words.every((word) => /^[\p{Lu}\p{N}]/u.test(word.replace(/^[^\p{L}\p{N}]+/u, '')))) {
    return true;
  }
  const field = path.at(-1);
  return typeof field === 'string' && (fieldsAlikeIn.get(kind)?.includes(field) ?? false);
}

/** Every map of texts per language of an entity file, with its path. */
function localizedTexts(data: unknown, locales: Locales): { path: PathSegment[]; value: Partial<Record<Language, unknown>> }[] {
  const found: { path: PathSegment[]; value: Partial<Record<Language, unknown>> }[] = [];
  const isLocalized = (value: unknown): value is Partial<Record<Language, unknown>> => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(value);
    return keys.includes(locales.reference) && keys.every((key) => locales.languages.includes(key));
  };
  walkContent(
    data,
    ({ path, value }) => {
      if (isLocalized(value)) found.push({ path, value });
    },
    ({ value }) => !isLocalized(value),
  );
  return found;
}

/** The region facts coverage reads: which entries of each listed kind (services, cases) a region shows. */
const regionFacts = (locales: Locales) =>
  siteSchemas(localeSchemas(locales))
    .region.pick({ id: true, ...regionListKeys })
    .loose();
type RegionFacts = z.output<ReturnType<typeof regionFacts>>;

/** Regions in site.yaml order with the services and cases they show; every region with everything when a region is unreadable. */
function regionFactsOf(site: unknown, locales: Locales): { regions: RegionFacts[]; known: boolean } {
  const regions = regionsPassing(site, regionFacts(locales));
  if (regions.length === locales.regions.length) return { regions, known: true };
  return { regions: locales.regions.map((id) => ({ id, ...noRegionLists() })), known: false };
}

function emptyCounts(): CoverageCounts {
  return { total: 0, translated: 0, missing: 0, identical: 0, outdated: 0 };
}

function count(counts: CoverageCounts, state: TextState): void {
  counts.total += 1;
  counts[state] += 1;
}
