import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document } from 'yaml';
import type { z } from 'zod';
import { describe } from '../../generator/content/schema-description.ts';
import { exists } from '../../generator/outputs/file-exists.ts';
import type { Collection } from '../../schemas/collection.ts';
import type { ListedName } from '../../schemas/collections.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import { entryPage, pageTemplates } from '../../schemas/pages.ts';
import { assetFieldOf, slug } from '../../schemas/primitives.ts';
import { choiceLabelsOf } from '../../schemas/ui-text.ts';
import { changeRegionLists } from '../editor/region-lists.ts';
import { type Answers, assetCheck, type Field, list, one, oneOf, type Plan, type SiteFacts, UsageError, zodCheck } from './fields.ts';

type AnySchema = z.core.$ZodType;

/** One question derived from the schema: where its answer goes, and how an answer becomes the value. */
interface Leaf {
  path: (string | number)[];
  field: Field;
  value: (answers: Answers) => unknown;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The schema inside optional, default and pipe wrappers, and whether the field may be left out. */
function unwrapped(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = inner._zod.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      inner = (def as z.core.$ZodOptionalDef).innerType;
    } else if (def.type === 'pipe') inner = (def as z.core.$ZodPipeDef).in;
    else return { inner, optional };
  }
}

/**
 * `site new` for a kind without its own plan: one question per required field of its schema (schemas/collections.ts
 * `newEntry`), texts in the reference language (the others written "[translate] ..."), choices for a closed list,
 * the first item of a list that needs one; optional fields are left for the editor. The file name follows the
 * kind's rule (a short lowercase identifier), and the entry passes its schema before the file is written.
 */
export function schemaPlan(contentDir: string, site: SiteFacts, collection: Collection, offices = new Map<string, string>()): Plan {
  const schema = collection.schema(site.locale);
  const { officeField } = collection;
  const officeIds = [...offices.keys()];
  const languages = new Set(site.languages);
  const isText = (candidate: AnySchema) => {
    const def = candidate._zod.def;
    return def.type === 'object' && Object.keys((def as z.core.$ZodObjectDef).shape).every((key) => languages.has(key));
  };
  const what = (candidate: AnySchema, fallback: string) => describe(candidate)?.replace(/\.$/, '') ?? fallback;

  const leaves = (candidate: AnySchema, at: (string | number)[], flagParts: string[]): Leaf[] => {
    const { inner, optional } = unwrapped(candidate);
    if (optional) return [];
    const def = inner._zod.def;
    const flag = flagParts.map(kebab).join('-');
    if (isText(inner)) {
      return [
        {
          path: at,
          field: {
            flag,
            question: what(candidate, flag),
            language: site.referenceName,
            multiline: /text|description|details/i.test(flag),
          },
          value: (answers) => site.localized(one(answers[flag])),
        },
      ];
    }
    if (def.type === 'object') {
      return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([key, child]) =>
        leaves(child, [...at, key], [...flagParts, key]),
      );
    }
    if (def.type === 'array') {
      const element = (def as z.core.$ZodArrayDef).element;
      const minimum = (inner as z.ZodArray).def.checks?.some((check) => check._zod.def.check === 'min_length') ?? false;
      if (!minimum) return [];
      const elementSchema = unwrapped(element).inner;
      if (elementSchema._zod.def.type === 'object' && !isText(elementSchema)) return leaves(element, [...at, 0], flagParts);
      // A list of texts asks each in the reference language; the schema checks the whole text once written.
      const texts = isText(elementSchema);
      return [
        {
          path: at,
          field: {
            flag,
            question: what(candidate, flag),
            ...(texts ? { language: site.referenceName } : {}),
            list: 'one-or-more',
            ...(texts ? {} : { check: (value: string) => zodCheck(element as z.ZodType, value) }),
          },
          value: (answers) => list(answers[flag]).map((answer) => (texts ? site.localized(answer) : answer)),
        },
      ];
    }
    const question = what(candidate, flag);
    // The office of a kind placed at one (schemas/collections.ts `officeField`): one of the offices there are.
    if (officeField && at.length === 1 && at[0] === officeField && officeIds.length > 0) {
      return [{ path: at, field: { flag, question, choices: officeIds, check: oneOf(officeIds) }, value: (answers) => one(answers[flag]) }];
    }
    if (def.type === 'enum') {
      const choices = Object.values((def as z.core.$ZodEnumDef).entries).map(String);
      const labels = choiceLabelsOf(candidate);
      return [
        {
          path: at,
          field: {
            flag,
            question,
            choices,
            ...(labels ? { choiceLabelsAt: labels } : {}),
            check: (value) => zodCheck(inner as z.ZodType, value),
          },
          value: (a) => one(a[flag]),
        },
      ];
    }
    if (def.type === 'number') {
      return [
        {
          path: at,
          field: { flag, question, check: (value) => zodCheck(inner as z.ZodType, Number(value)) },
          value: (answers) => Number(one(answers[flag])),
        },
      ];
    }
    if (def.type === 'string') {
      // A path of content/assets must name a file that is there.
      const check = async (value: string) =>
        zodCheck(inner as z.ZodType, value) ?? (value.startsWith('/assets/') ? await assetCheck(contentDir, value) : undefined);
      const asset = assetFieldOf(candidate) ?? assetFieldOf(inner);
      return [{ path: at, field: { flag, question, check, ...(asset ? { asset } : {}) }, value: (answers) => one(answers[flag]) }];
    }
    return [];
  };

  const fields = leaves(schema, [], []);
  const nameField: Field = {
    flag: 'file-name',
    question: `File name in content/${collection.name}/ (lowercase letters, digits and hyphens)`,
    check: async (value) =>
      zodCheck(slug, value) ??
      ((await exists(path.join(contentDir, collection.name, `${value}.yaml`)))
        ? { id: 'fileNameTaken', values: { folder: collection.name, name: value } }
        : undefined),
  };
  const entryTemplate = pageTemplates.find((template) => 'each' in template && template.each === collection.name);
  const listTemplate = pageTemplates.find((template) => 'kind' in template && template.kind === collection.name && !('each' in template));

  return {
    fields: [nameField, ...fields.map((leaf) => leaf.field)],
    write: async (answers) => {
      const data: Record<string, unknown> = {};
      for (const leaf of fields) setAt(data, leaf.path, leaf.value(answers));
      const entry = (schema as z.ZodType).parse(data);
      const file = path.join(contentDir, collection.name, `${one(answers['file-name'])}.yaml`);
      if (await exists(file)) throw new UsageError(`${file} already exists; choose another --file-name.`);
      // The first file of a kind makes its folder.
      await mkdir(path.dirname(file), { recursive: true });
      // site.yaml first: one that cannot be changed (YAML cannot read it) leaves no entry behind, listed nowhere.
      const name = one(answers['file-name']);
      const region = listingRegion(answers);
      const listed = region
        ? await changeRegionLists(contentDir, collection.name, (names, id) =>
            id === region && !names.includes(name) ? [...names, name] : undefined,
          )
        : [];
      await writeFile(file, new Document(entry).toString({ lineWidth: 0 }));
      return {
        file,
        what:
          listed.length > 0
            ? `new ${collection.entry}, listed under ${collection.name} of ${region} in content/site.yaml`
            : `new ${collection.entry}`,
      };
    },
    pages: (answers): PageRef[] =>
      entryTemplate ? [entryPage(collection.name as never, one(answers['file-name']))] : listTemplate ? [listTemplate.name as PageRef] : [],
    // A kind a region lists shows in the regions that list it: the region of its office, where the new file is
    // listed; any other, none until someone lists it.
    ...(typeof collection.regions === 'object'
      ? {
          regions: (answers: Answers) => {
            const region = listingRegion(answers);
            return region
              ? [region]
              : site.regions
                  .filter((each) => each[collection.name as ListedName].includes(one(answers['file-name'])))
                  .map((each) => each.id);
          },
        }
      : {}),
  };

  /** The region whose list the new entry joins: its office's, for a kind a region lists and an office places. */
  function listingRegion(answers: Answers): string | undefined {
    const region = typeof collection.regions === 'object' && officeField ? offices.get(one(answers[officeField])) : undefined;
    return site.regions.some((each) => each.id === region) ? region : undefined;
  }
}

function setAt(target: Record<string, unknown>, at: readonly (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  at.forEach((segment, index) => {
    if (index === at.length - 1) {
      node[segment] = value;
      return;
    }
    const nextIsIndex = typeof at[index + 1] === 'number';
    node[segment] ??= nextIsIndex ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
}
