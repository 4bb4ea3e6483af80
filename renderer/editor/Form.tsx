import { type ComponentProps, type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { parse, stringify } from 'yaml';
import { type AssetField, assetFieldKeyword, assetFieldTypes } from '../../schemas/asset-kinds.ts';
import type { EditorLanguage } from '../../schemas/editor-languages.ts';
import { choiceWordsKeyword } from '../../schemas/ui-text.ts';
import type { ChoiceLabels, FieldProblem, JsonSchema, Segment, TranslationMark, TranslationState } from './api.ts';
import { isTranslated, labelOf } from './field-texts.ts';
import type { EditorTexts } from './texts.ts';

/**
 * A form drawn from a kind's JSON Schema (written from its zod schema, so there is no second schema to keep): a
 * group of fields per object, a list with add and remove per array, a choice per enum, a checkbox per boolean, and
 * the languages of a translated text side by side, each with its state. A value that may take one of several
 * shapes is a choice of the shape, then that shape's fields. What the form has no control for (a value of none of
 * its shapes, a map of free keys) is edited as YAML in place, so every field stays editable.
 */

export interface FormContext {
  texts: EditorTexts;
  /** A field's name, description or question in the editor's language (field-texts.ts). */
  fieldText: (english: string) => string;
  languages: readonly string[];
  reference: string;
  /** The editor's own language, for the names of the content's languages and the labels of choices. */
  uiLanguage: EditorLanguage;
  problems: readonly FieldProblem[];
  translations: readonly TranslationMark[];
  /** A UI text file's language and its reference texts, shown beside each text. */
  fileLanguage?: string;
  referenceTexts?: unknown;
  onConfirm: (mark: TranslationMark) => void;
  onUpload: (file: File) => Promise<string | undefined>;
}

const sameSegments = (a: readonly Segment[], b: readonly Segment[]) =>
  a.length === b.length && a.every((segment, index) => String(segment) === String(b[index]));

/** A language's name as a label: "Español", not "español". */
export const languageLabel = (names: Intl.DisplayNames, language: string) => {
  const name = names.of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
};

export const fieldId = (path: readonly Segment[]) => `field-${path.map(String).join('.') || 'root'}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A problem's message with each date kept on one line: a narrow field's problem broke "2026-01-01" at its hyphens.
 */
export function ProblemMessage({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const date of text.matchAll(/\d{4}-\d{2}-\d{2}/g)) {
    parts.push(
      text.slice(last, date.index),
      <span key={date.index} className="unbroken">
        {date[0]}
      </span>,
    );
    last = date.index + date[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

function Problems({ path, context }: { path: readonly Segment[]; context: FormContext }) {
  const own = context.problems.filter((problem) => problem.path && sameSegments(problem.path, path));
  if (own.length === 0) return null;
  return (
    <ul className="field-problems" id={`${fieldId(path)}-problems`}>
      {own.map((problem) => (
        <li key={`${problem.code}-${problem.line}-${problem.col}-${problem.message}`} className={`problem problem-${problem.severity}`}>
          <span className="problem-code">{problem.code}</span> <ProblemMessage text={problem.message} />
        </li>
      ))}
    </ul>
  );
}

const hasProblem = (path: readonly Segment[], context: FormContext) =>
  context.problems.some((problem) => problem.path && sameSegments(problem.path, path));

/** Invalid, for assistive technology and the red border: an error at the field (a warning is only shown under it). */
const hasError = (path: readonly Segment[], context: FormContext) =>
  context.problems.some((problem) => problem.severity === 'error' && problem.path && sameSegments(problem.path, path)) || undefined;

interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  path: Segment[];
  label: string;
  required: boolean;
  onChange: (value: unknown) => void;
  context: FormContext;
}

export function Field(props: FieldProps): ReactNode {
  const { schema, context } = props;
  if (isTranslated(schema, context.languages)) return <TranslatedField {...props} />;
  if (schema[assetFieldKeyword]) return <AssetPathField {...props} />;
  if (schema.anyOf || schema.oneOf) return <ShapesField {...props} />;
  if (schema.allOf) return <YamlField {...props} />;
  if (schema.type === 'object' && schema.properties) return <GroupField {...props} />;
  const closedMap = closedMapAsGroup(schema);
  if (closedMap) return <ClosedMapField {...props} schema={closedMap} />;
  if (schema.type === 'object') return <YamlField {...props} />;
  if (schema.type === 'array') return Array.isArray(schema.items) ? <TupleField {...props} /> : <ListField {...props} />;
  if (schema.type === 'boolean') return <BooleanField {...props} />;
  if (schema.enum) return <ChoiceField {...props} />;
  if (schema.type === 'integer' || schema.type === 'number') return <NumberField {...props} />;
  return <TextField {...props} />;
}

function Hint({ schema, id, context }: { schema: JsonSchema; id: string; context: FormContext }) {
  return schema.description ? (
    <p className="field-hint" id={id}>
      {context.fieldText(schema.description)}
    </p>
  ) : null;
}

function describedBy(path: readonly Segment[], schema: JsonSchema, context: FormContext): string | undefined {
  const ids = [schema.description ? `${fieldId(path)}-hint` : '', hasProblem(path, context) ? `${fieldId(path)}-problems` : ''].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's label (saying when it may be left empty), its control, its description and its problems. */
function Frame({ props, short, children, after }: { props: FieldProps; short?: boolean; children: ReactNode; after?: ReactNode }) {
  const { schema, path, label, required, context } = props;
  const id = fieldId(path);
  return (
    <div className={short ? 'field field-short' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="field-optional"> {context.texts.optional}</span>}
      </label>
      {children}
      {after}
      <Hint schema={schema} id={`${id}-hint`} context={context} />
      <Problems path={path} context={context} />
    </div>
  );
}

/** What a control says of itself to assistive technology: its id, whether it has a problem, what describes it. */
const controlProps = ({ path, schema, context }: FieldProps) => ({
  id: fieldId(path),
  'aria-invalid': hasError(path, context),
  'aria-describedby': describedBy(path, schema, context),
});

/** A value shown in a text control: what is not a string yet (a number typed where text belongs) as it reads. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** A text control's own props: who it is, its text, and its change, an emptied optional field leaving the file. */
const textControlProps = (props: FieldProps) => ({
  ...controlProps(props),
  value: textOf(props.value),
  onChange: (event: { target: { value: string } }) =>
    props.onChange(event.target.value === '' && !props.required ? undefined : event.target.value),
});

function TextField(props: FieldProps) {
  const { schema, value } = props;
  const text = textOf(value);
  // Chosen from the text as opened: an input swapped for a box while typing would lose the cursor.
  const [long] = useState(() => text.includes('\n') || text.length > 90);
  const short = !long && (schema.format !== undefined || (schema.maxLength !== undefined && schema.maxLength <= 40) || text.length <= 24);
  const common = textControlProps(props);
  return (
    <Frame props={props} short={short}>
      {long ? <textarea rows={Math.min(12, Math.max(3, text.split('\n').length + 1))} {...common} /> : <input type="text" {...common} />}
    </Frame>
  );
}

/** A file from the computer for a path of content/assets: its button (named after the question), what it takes, what it did. */
export function FileUpload({
  id,
  kind,
  name,
  status,
  texts,
  onFile,
}: {
  id: string;
  kind: AssetField;
  name: string;
  status: string;
  texts: EditorTexts;
  onFile: (file: File) => void;
}) {
  return (
    <span className="upload upload-row">
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept={assetFieldTypes[kind]}
        aria-describedby={`${id}-file-hint ${id}-upload`}
        onChange={(event) => {
          const [file] = event.target.files ?? [];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={`${id}-file`} className="button">
        {kind === 'picture' ? texts.addPicture : texts.addFile}
        <span className="visually-hidden"> ({name})</span>
      </label>
      <span className="field-hint" id={`${id}-file-hint`}>
        {texts.uploadHint[kind]}
      </span>
      <span className="field-hint upload-status" id={`${id}-upload`} role="status">
        {status}
      </span>
    </span>
  );
}

/** A path of content/assets, typed or added from the computer: the file goes to the kind's folder, its path here. */
function AssetPathField(props: FieldProps) {
  const { schema, path, label, onChange, context } = props;
  const kind = schema[assetFieldKeyword] ?? 'any';
  const id = fieldId(path);
  const [status, setStatus] = useState('');
  return (
    <Frame
      props={props}
      after={
        <FileUpload
          id={id}
          kind={kind}
          name={label}
          status={status}
          texts={context.texts}
          onFile={async (file) => {
            setStatus(context.texts.uploading);
            const src = await context.onUpload(file);
            setStatus(src ? context.texts.fileAdded(src) : '');
            if (src) onChange(src);
          }}
        />
      }
    >
      <input type="text" {...textControlProps(props)} />
    </Frame>
  );
}

/**
 * A number as typed: digits, and in a field that is not whole a decimal point (`-78.472`) or comma (`33,5`). In a
 * whole number a separator ("1.000", which a Spanish or German editor writes for a thousand, and JavaScript reads as
 * one) stays text, so that the validator says it is not a number instead of a thousand being saved as 1; so does a
 * comma before three digits ("12,500"), which reads as a thousands separator in English.
 */
export function numberTyped(typed: string, whole: boolean): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  if (!whole && /^-?\d+\.\d+$/.test(trimmed)) return Number(trimmed);
  if (!whole && /^-?\d+,\d+$/.test(trimmed) && !/,\d{3}$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return trimmed;
}

function NumberField(props: FieldProps) {
  const { schema, value, onChange } = props;
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  return (
    <Frame props={props} short>
      <input
        {...controlProps(props)}
        type="text"
        inputMode="decimal"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          // What is not a number is kept as typed, so the validator names the mistake at this field.
          onChange(numberTyped(event.target.value, schema.type === 'integer'));
        }}
      />
    </Frame>
  );
}

function BooleanField({ schema, value, path, label, onChange, context }: FieldProps) {
  const id = fieldId(path);
  return (
    <div className="field field-short field-check">
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-describedby={describedBy(path, schema, context)}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
      />
      <label htmlFor={id}>{label}</label>
      <Hint schema={schema} id={`${id}-hint`} context={context} />
      <Problems path={path} context={context} />
    </div>
  );
}

/**
 * A value of a closed list as the editor shows it: its label in the editor's language (from the UI texts, or its
 * words translated where the values are English words), then the value it writes.
 */
export function choiceText(
  choice: string,
  labels: ChoiceLabels | undefined,
  language: EditorLanguage,
  words?: (english: string) => string,
): string {
  const label = labels?.[language]?.[choice] ?? words?.(choice);
  return label && label !== choice ? `${label} (${choice})` : choice;
}

function ChoiceField(props: FieldProps) {
  const { schema, value, required, onChange, context } = props;
  const choices = (schema.enum ?? []).map(String);
  const current = value === undefined ? '' : String(value);
  // A choice whose longest label would be cut off in a column of the shared row (an office's name and id) takes
  // the whole row instead.
  const shown = (choice: string) =>
    choiceText(choice, schema.choiceLabels, context.uiLanguage, schema[choiceWordsKeyword] ? context.fieldText : undefined);
  const fitsColumn = Math.max(0, ...choices.map((choice) => shown(choice).length)) <= 24;
  return (
    <Frame props={props} short={fitsColumn}>
      <select
        {...controlProps(props)}
        className={fitsColumn ? undefined : 'choice-wide'}
        value={current}
        onChange={(event) => {
          const picked = (schema.enum ?? []).find((choice) => String(choice) === event.target.value);
          onChange(event.target.value === '' ? undefined : picked);
        }}
      >
        {required && choices.includes(current) ? null : <option value="">—</option>}
        {current !== '' && !choices.includes(current) ? <option value={current}>{current}</option> : null}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {shown(choice)}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A value of a shape the form has no control for, written as YAML; kept out of the data until it parses. */
function YamlField(props: FieldProps) {
  const { schema, value, path, onChange, context } = props;
  const id = fieldId(path);
  const [text, setText] = useState(() => (value === undefined ? '' : stringify(value, { lineWidth: 0 }).replace(/\n$/, '')));
  const [invalid, setInvalid] = useState(false);
  return (
    <Frame
      props={props}
      after={
        <p className="field-hint" id={`${id}-yaml`}>
          {invalid ? context.texts.yamlInvalid : context.texts.yamlHint}
        </p>
      }
    >
      <textarea
        id={id}
        className="yaml"
        rows={Math.min(14, Math.max(2, text.split('\n').length))}
        value={text}
        spellCheck={false}
        aria-invalid={invalid || hasError(path, context)}
        aria-describedby={`${id}-yaml ${describedBy(path, schema, context) ?? ''}`.trim()}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed = event.target.value.trim() === '' ? undefined : (parse(event.target.value) as unknown);
            setInvalid(false);
            onChange(parsed);
          } catch {
            setInvalid(true);
          }
        }}
      />
    </Frame>
  );
}

/** A group of fields: its legend, its description and its own problems, then its fields. */
function GroupFrame({
  props,
  className,
  children,
  onDropFiles,
}: {
  props: FieldProps;
  className?: string;
  children: ReactNode;
  /** Files dropped on the group (camera photos dragged from a folder); the group's own button does the same. */
  onDropFiles?: (files: File[]) => void;
}) {
  const { schema, path, label, context } = props;
  const drop = onDropFiles
    ? {
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          onDropFiles([...event.dataTransfer.files]);
        },
      }
    : {};
  return (
    <fieldset className={className ? `group ${className}` : 'group'} id={fieldId(path)} {...drop}>
      <legend>{label}</legend>
      <Hint schema={schema} id={`${fieldId(path)}-hint`} context={context} />
      <Problems path={path} context={context} />
      {children}
    </fieldset>
  );
}

/** A group of fields, each labelled by its key's words in the editor's language, or as `labelFor` names it. */
function GroupField({ labelFor, ...props }: FieldProps & { labelFor?: (key: string) => string }) {
  const { schema, value, path, onChange, context } = props;
  const record = isRecord(value) ? value : {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(schema.properties ?? {});
  // Fields in the file's order as it was opened, as its editor wrote them; then those it did not have. A field
  // emptied and typed again keeps its place (the file may now write it last).
  const opened = useRef(Object.keys(record));
  const ordered = [...new Set([...opened.current, ...Object.keys(record)])].filter((key) => keys.includes(key));
  ordered.push(...keys.filter((key) => !ordered.includes(key)));
  const unknown = Object.keys(record).filter((key) => !keys.includes(key));
  // An emptied optional field leaves the file instead of staying as an empty value.
  const setField = (key: string, next: unknown) => {
    const copy = { ...record };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  const fields = (
    <>
      {ordered.map((key) => {
        const fieldSchema = schema.properties?.[key] ?? {};
        // The mark of a shape (`variant: full`) is written by the choice of the shape above, not typed.
        if (fieldSchema.const !== undefined) return null;
        return (
          <Field
            key={key}
            schema={fieldSchema}
            value={record[key]}
            path={[...path, key]}
            label={labelFor ? labelFor(key) : context.fieldText(labelOf(key))}
            required={required.has(key)}
            context={context}
            onChange={(next) => setField(key, next)}
          />
        );
      })}
      {unknown.map((key) => (
        <YamlField
          key={key}
          schema={{}}
          value={record[key]}
          path={[...path, key]}
          label={key}
          required={false}
          context={context}
          onChange={(next) => setField(key, next)}
        />
      ))}
    </>
  );
  if (path.length > 0) return <GroupFrame props={props}>{fields}</GroupFrame>;
  return (
    <div className="form-root">
      <Problems path={path} context={context} />
      {fields}
    </div>
  );
}

function ListField(props: FieldProps) {
  const { schema, value, path, label, onChange, context } = props;
  const items = Array.isArray(value) ? value : [];
  const itemSchema = (Array.isArray(schema.items) ? undefined : schema.items) ?? {};
  const pictures = isPicture(itemSchema);
  const [uploading, setUploading] = useState(false);
  const uploadId = useId();
  const emptyItem = (): unknown => emptyOf(itemSchema, context.languages);
  // A list of plain values (language codes, file names) is a compact row of fields, described once for all.
  const plain = !['object', 'array'].includes(String(itemSchema.type)) && !itemSchema.anyOf && !itemSchema.oneOf;
  const { description: itemDescription, ...undescribed } = itemSchema;
  // After pictures are added, the first of their descriptions takes the focus: each needs one in every language.
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });
  const addPictures = async (files: readonly File[]) => {
    setUploading(true);
    const added: unknown[] = [];
    for (const file of files) {
      const src = await context.onUpload(file);
      if (src) added.push({ ...(emptyItem() as Record<string, unknown>), src });
    }
    setUploading(false);
    if (added.length === 0) return;
    focusNext.current = fieldId([...path, items.length, 'alt', context.reference]);
    onChange([...items, ...added]);
  };
  return (
    <GroupFrame
      props={props}
      className={plain ? 'list list-plain' : 'list'}
      onDropFiles={pictures ? (files) => void addPictures(files) : undefined}
    >
      {plain && itemDescription ? <p className="field-hint">{context.fieldText(itemDescription)}</p> : null}
      <ol className="list-items">
        {items.map((item, index) => (
          // Items have no identity of their own but their place, which is how the file names them too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className={pictures ? 'list-item list-item-picture' : 'list-item'}>
            {pictures ? <Thumbnail item={item} /> : null}
            <Field
              schema={plain ? undescribed : itemSchema}
              value={item}
              path={[...path, index]}
              label={itemLabel(item, index, context)}
              required
              context={context}
              onChange={(next) => onChange(items.map((each, at) => (at === index ? next : each)))}
            />
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                const rest = items.filter((_, at) => at !== index);
                onChange(rest.length > 0 ? rest : undefined);
              }}
            >
              {context.texts.removeItem} <span className="visually-hidden">{`${label} ${index + 1}`}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className="list-actions">
        <button type="button" className="button" onClick={() => onChange([...items, emptyItem()])}>
          {context.texts.addItem}: {label}
        </button>
        {pictures ? (
          <span className="upload">
            <input
              id={uploadId}
              className="visually-hidden"
              type="file"
              accept={assetFieldTypes.picture}
              multiple
              aria-describedby={`${uploadId}-hint`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void addPictures(files);
              }}
            />
            <label htmlFor={uploadId} className="button">
              {uploading ? context.texts.uploading : context.texts.addPicture}
            </label>
            <span className="field-hint" id={`${uploadId}-hint`}>
              {context.texts.pictureHint}
            </span>
          </span>
        ) : null}
      </div>
    </GroupFrame>
  );
}

/** A list of fixed length whose places each have their own schema (the two portraits beside a banner): none added or taken away. */
function TupleField(props: FieldProps) {
  const { schema, value, path, onChange, context } = props;
  const places = Array.isArray(schema.items) ? schema.items : [];
  const items = Array.isArray(value) ? value : [];
  return (
    <GroupFrame props={props} className="list">
      <ol className="list-items">
        {places.map((place, index) => (
          // A place is the item's identity: the schema gives each its own.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className={isPicture(place) ? 'list-item list-item-picture' : 'list-item'}>
            {isPicture(place) ? <Thumbnail item={items[index]} /> : null}
            <Field
              schema={place}
              value={items[index] ?? emptyOf(place, context.languages)}
              path={[...path, index]}
              label={itemLabel(items[index], index, context)}
              required
              context={context}
              // A place filled before the one above it leaves none empty in the file: each is written, empty or not.
              onChange={(next) =>
                onChange([
                  ...places.map((other, at) => (at === index ? next : (items[at] ?? emptyOf(other, context.languages)))),
                  // Items past the places (written in a text editor) stay, for the validator to name.
                  ...items.slice(places.length),
                ])
              }
            />
          </li>
        ))}
      </ol>
    </GroupFrame>
  );
}

/** Whether a value has a shape: its one value, its closed list, its type, and for a group the marks of the shape. */
function hasShape(shape: JsonSchema, value: unknown): boolean {
  if (shape.const !== undefined) return value === shape.const;
  if (shape.enum) return shape.enum.includes(value);
  switch (shape.type) {
    case 'object':
      return (
        isRecord(value) &&
        Object.entries(shape.properties ?? {}).every(([key, field]) => field.const === undefined || value[key] === field.const)
      );
    case 'array':
      return Array.isArray(value);
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    default:
      return false;
  }
}

/**
 * A value of several possible shapes (an image's focus: a side or a point; a region's home page: full or reduced):
 * a choice of the shape, then the fields of the one chosen. A value of none of them is shown as YAML, as written.
 */
function ShapesField(props: FieldProps) {
  const { schema, value, path, label, required, onChange, context } = props;
  const shapes = schema.anyOf ?? schema.oneOf ?? [];
  const current = shapes.findIndex((shape) => hasShape(shape, value));
  // What a shape held when another was chosen, so that choosing it again brings it back.
  const earlier = useRef(new Map<number, unknown>());
  if (value !== undefined && current === -1) return <YamlField {...props} />;
  const id = `${fieldId(path)}-shape`;
  const shapeName = (shape: JsonSchema) => context.fieldText(shape.title ?? shape.description ?? '');
  const chosen = shapes[current];
  return (
    <div className="shapes">
      <div className="field">
        <label htmlFor={id}>
          {label}
          {required ? null : <span className="field-optional"> {context.texts.optional}</span>}
        </label>
        <select
          id={id}
          value={current === -1 ? '' : String(current)}
          aria-describedby={schema.description ? `${id}-hint` : undefined}
          onChange={(event) => {
            if (chosen) earlier.current.set(current, value);
            const picked = event.target.value === '' ? undefined : Number(event.target.value);
            const shape = picked === undefined ? undefined : shapes[picked];
            const base = picked === undefined ? undefined : earlier.current.get(picked);
            onChange(shape ? carriedOver(shape, value, context.languages, base ?? emptyOf(shape, context.languages)) : undefined);
          }}
        >
          {required && chosen ? null : <option value="">—</option>}
          {shapes.map((shape, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a shape is known by its place in the schema.
            <option key={index} value={String(index)}>
              {shapeName(shape)}
            </option>
          ))}
        </select>
        {schema.description ? (
          <p className="field-hint" id={`${id}-hint`}>
            {context.fieldText(schema.description)}
          </p>
        ) : null}
        {/* With a shape chosen, its own field shows the problems at this place. */}
        {chosen ? null : <Problems path={path} context={context} />}
      </div>
      {chosen ? (
        <Field schema={chosen} value={value} path={path} label={shapeName(chosen)} required context={context} onChange={onChange} />
      ) : null}
    </div>
  );
}

/**
 * A shape chosen for a value that had another: what the two have in common comes along as it is now (a home page's
 * banner title and texts, from the reduced page to the full one), onto `base`: what the shape held when it was
 * left, or empty fields.
 */
function carriedOver(shape: JsonSchema, previous: unknown, languages: readonly string[], base: unknown): unknown {
  if (!isRecord(previous) || !isRecord(base) || isTranslated(shape, languages)) return base;
  const result: Record<string, unknown> = { ...base };
  for (const [key, field] of Object.entries(shape.properties ?? {})) {
    if (field.const !== undefined || previous[key] === undefined) continue;
    const nested = field.type === 'object' && field.properties && !isTranslated(field, languages);
    result[key] = nested ? carriedOver(field, previous[key], languages, result[key] ?? emptyOf(field, languages)) : previous[key];
  }
  return result;
}

/** A map whose keys are a closed list (a region's social networks) as a group of one optional field per key. */
function closedMapAsGroup(schema: JsonSchema): JsonSchema | undefined {
  const keys = schema.propertyNames?.enum;
  const valueSchema = schema.additionalProperties;
  if (schema.type !== 'object' || !keys || typeof valueSchema !== 'object') return undefined;
  return { ...schema, properties: Object.fromEntries(keys.map((key) => [String(key), valueSchema])), required: schema.required ?? [] };
}

/**
 * A closed map's fields are named by their keys as written, as a choice shows its values: they are the site's own
 * codes and names (a region, a network). Emptied of every key, the map leaves the file, as an emptied optional field does.
 */
function ClosedMapField(props: FieldProps) {
  const { required, onChange } = props;
  return (
    <GroupField
      {...props}
      labelFor={(key) => key}
      onChange={(next) => onChange(!required && isRecord(next) && Object.keys(next).length === 0 ? undefined : next)}
    />
  );
}

/** An item of a list is a picture when it names a file and says what it shows. */
const isPicture = (schema: JsonSchema) => schema.type === 'object' && Boolean(schema.properties?.src) && Boolean(schema.properties?.alt);

/** The picture an item names, small, beside its fields (its description is in them, so the image itself is decorative). */
function Thumbnail({ item }: { item: unknown }) {
  const src = isRecord(item) && typeof item.src === 'string' && item.src.startsWith('/assets/') ? item.src : undefined;
  return <span className="thumbnail">{src ? <img src={src} alt="" loading="lazy" decoding="async" /> : null}</span>;
}

/** An item of a list named by what it names itself (a region's id, an office's name), else by its place. */
function itemLabel(item: unknown, index: number, context: FormContext): string {
  if (isRecord(item)) {
    for (const field of ['id', 'name', 'title', 'label']) {
      const own = item[field];
      const text = isRecord(own) ? own[context.reference] : own;
      if ((typeof text === 'string' && text.trim() !== '') || typeof text === 'number') return `${context.texts.item(index)}: ${text}`;
    }
  }
  return context.texts.item(index);
}

/** A new item's value: its required fields, empty; every language of a text present. */
function emptyOf(schema: JsonSchema, languages: readonly string[]): unknown {
  if (schema.const !== undefined) return schema.const;
  const [firstShape] = schema.anyOf ?? schema.oneOf ?? [];
  if (firstShape) return emptyOf(firstShape, languages);
  if (isTranslated(schema, languages)) return Object.fromEntries(languages.map((language) => [language, '']));
  if (schema.type === 'object') {
    return Object.fromEntries((schema.required ?? []).map((key) => [key, emptyOf(schema.properties?.[key] ?? {}, languages)]));
  }
  if (schema.type === 'array') return [];
  if (schema.type === 'boolean') return false;
  if (schema.enum) return schema.enum[0];
  return '';
}

function StateBadge({ mark, context }: { mark: TranslationMark | undefined; context: FormContext }) {
  if (!mark) return null;
  return (
    <span className={`state state-${mark.state}`} title={context.texts.stateHelp[mark.state]}>
      {context.texts.state[mark.state]}
    </span>
  );
}

/** A translated text's label and, beside it, its state. */
function TextHead({
  id,
  mark,
  context,
  children,
}: {
  id: string;
  mark: TranslationMark | undefined;
  context: FormContext;
  children: ReactNode;
}) {
  return (
    <div className="language-head">
      <label htmlFor={id}>{children}</label>
      {mark ? (
        <span id={`${id}-state`}>
          <StateBadge mark={mark} context={context} />
        </span>
      ) : null}
    </div>
  );
}

/** "Still correct" under an outdated translation: confirms it as `site report --confirm` does. */
function ConfirmButton({ mark, context, what }: { mark: TranslationMark | undefined; context: FormContext; what: string }) {
  if (mark?.state !== 'outdated') return null;
  return (
    <button type="button" className="button button-small" onClick={() => context.onConfirm(mark)}>
      {context.texts.stillCorrect} <span className="visually-hidden">{what}</span>
    </button>
  );
}

/** The state shown for a text: what the report said at the last save, or missing when it is empty now. */
function stateOf(mark: TranslationMark | undefined, text: string, isReference: boolean): TranslationMark | undefined {
  if (!isReference && text.trim() === '' && mark?.state !== 'missing') {
    return { path: [], language: '', line: 0, state: 'missing' satisfies TranslationState };
  }
  return mark;
}

/** Every language of one text side by side, the reference language first, each with its state. */
function TranslatedField(props: FieldProps) {
  const { value, path, label, onChange, context } = props;
  const record = isRecord(value) ? value : {};
  const names = new Intl.DisplayNames([context.uiLanguage], { type: 'language' });
  const languages = [context.reference, ...context.languages.filter((language) => language !== context.reference)];
  return (
    <GroupFrame props={props} className="translated">
      <div className="languages">
        {languages.map((language) => {
          const at = [...path, language];
          const id = fieldId(at);
          const text = typeof record[language] === 'string' ? (record[language] as string) : '';
          const mark = stateOf(
            context.translations.find((each) => sameSegments(each.path, at)),
            text,
            language === context.reference,
          );
          const described =
            [mark ? `${id}-state` : '', hasProblem(at, context) ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined;
          const change = (next: string) => onChange({ ...record, [language]: next });
          return (
            <div key={language} className={`language${mark ? ` language-${mark.state}` : ''}`}>
              <TextHead id={id} mark={mark} context={context}>
                {languageLabel(names, language)}
                <span className="language-code"> {language}</span>
              </TextHead>
              <textarea
                id={id}
                rows={Math.min(12, Math.max(1, Math.ceil(text.length / 40)) + text.split('\n').length - 1)}
                value={text}
                lang={language}
                aria-invalid={hasError(at, context)}
                aria-describedby={described}
                onChange={(event) => change(event.target.value)}
              />
              <ConfirmButton mark={mark} context={context} what={`${label} (${language})`} />
              <Problems path={at} context={context} />
            </div>
          );
        })}
      </div>
    </GroupFrame>
  );
}

/**
 * A UI text's control: a line for a label, a box of several lines for a sentence or a paragraph (its own, or the
 * reference language's beside it), which a one-line field showed only in part. Chosen once, from the text as opened:
 * a control swapped for another while typing would lose the cursor.
 */
function UiTextControl({
  text,
  reference,
  ...props
}: { text: string; reference: string } & ComponentProps<'input'> & ComponentProps<'textarea'>) {
  const [rows] = useState(() => {
    const longest = Math.max(text.length, reference.length);
    return longest <= 70 && !text.includes('\n') ? 1 : Math.min(8, Math.max(2, Math.ceil(longest / 60)));
  });
  return rows === 1 ? <input type="text" value={text} {...props} /> : <textarea rows={rows} value={text} {...props} />;
}

/** A UI text file: each text with its reference-language text beside it and its state. */
export function UiTextFields({
  value,
  path,
  onChange,
  context,
}: {
  value: unknown;
  path: Segment[];
  onChange: (value: unknown) => void;
  context: FormContext;
}): ReactNode {
  const record = isRecord(value) ? value : {};
  const referenceAt = (at: Segment[]) =>
    at.reduce<unknown>((node, segment) => (isRecord(node) ? node[segment] : undefined), context.referenceTexts);
  return (
    <>
      {Object.entries(record).map(([key, child]) => {
        const at = [...path, key];
        const update = (next: unknown) => onChange({ ...record, [key]: next });
        if (isRecord(child)) {
          return (
            <fieldset key={key} className="group" id={fieldId(at)}>
              <legend>{key}</legend>
              <UiTextFields value={child} path={at} onChange={update} context={context} />
            </fieldset>
          );
        }
        const id = fieldId(at);
        const text = typeof child === 'string' ? child : '';
        const reference = referenceAt(at);
        const mark = stateOf(
          context.translations.find((each) => sameSegments(each.path, at)),
          text,
          context.fileLanguage === context.reference,
        );
        return (
          <div key={key} className={`field ui-text${mark ? ` language-${mark.state}` : ''}`}>
            <TextHead id={id} mark={mark} context={context}>
              {key}
            </TextHead>
            {context.fileLanguage !== context.reference && typeof reference === 'string' ? (
              <p className="reference" lang={context.reference}>
                <span className="reference-label">{context.texts.reference}:</span> {reference}
              </p>
            ) : null}
            <UiTextControl
              text={text}
              reference={typeof reference === 'string' ? reference : ''}
              id={id}
              lang={context.fileLanguage}
              aria-invalid={hasError(at, context)}
              aria-describedby={mark ? `${id}-state` : undefined}
              onChange={(event: { target: { value: string } }) => update(event.target.value)}
            />
            <ConfirmButton mark={mark} context={context} what={key} />
            <Problems path={at} context={context} />
          </div>
        );
      })}
    </>
  );
}
