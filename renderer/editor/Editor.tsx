import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditorLanguage } from '../../schemas/editor-languages.ts';
import { type ProblemWords, problemSentence } from '../../schemas/problem-words.ts';
import {
  type Changes,
  editorApi,
  editorPath,
  type FieldProblem,
  type KindFiles,
  type Listing,
  type NewEntryField,
  type NewEntryProblem,
  type OpenedFile,
  type TranslationMark,
} from './api.ts';
import { choiceText, Field, FileUpload, type FormContext, fieldId, languageLabel, ProblemMessage, UiTextFields } from './Form.tsx';
import { oneAtATime } from './one-at-a-time.ts';
import type { ProblemText } from './problem-texts.ts';
import type { EditorTexts } from './texts.ts';

/** A request the editor's routes refused; `changedOnDisk` when the file is no longer the version the form shows. */
class RequestFailed extends Error {
  readonly changedOnDisk: boolean;
  /** The refusal in words the editor says in its language (a file not in UTF-8), when the route gave them. */
  readonly words: ProblemWords | undefined;
  constructor(message: string, changedOnDisk: boolean, words?: ProblemWords) {
    super(message);
    this.changedOnDisk = changedOnDisk;
    this.words = words;
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string; changedOnDisk?: boolean; words?: ProblemWords };
  if (!response.ok) throw new RequestFailed(body.error ?? response.statusText, body.changedOnDisk === true, body.words);
  return body;
}

/** A file stored in content/assets/{folder}/ (cli/editor/uploads.ts): its public path, or why it was refused. */
interface Uploaded {
  src?: string;
  /** Stored by this upload (201), not a file that was there already with the same bytes (200). */
  stored?: boolean;
  error?: string;
}

/** `say` tells a refusal in the editor's language. */
async function uploadTo(folder: string, file: File, say: ProblemText): Promise<Uploaded> {
  try {
    const response = await fetch(`${editorApi}/upload?folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as Uploaded & { words?: ProblemWords[] };
    if (response.ok && body.src) return { src: body.src, stored: response.status === 201 };
    const error = body.words?.map((words) => say({ message: problemSentence(words), words })).join(' ');
    return { error: error || body.error || response.statusText };
  } catch (failure) {
    // site dev stopped, or the connection dropped: said where the file was asked for.
    return { error: (failure as Error).message };
  }
}

/**
 * The fields in which Enter submits their form (HTML's implicit submission); in the others (a file field behind its
 * Add a picture label, a checkbox) Enter keeps its own meaning.
 */
const submitsOnEnter = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'number',
]);

/** How long after the last keystroke a change is checked: long enough not to check every letter. */
const checkDelay = 500;

const fileUrl = (path: string) => `${editorApi}/file?path=${encodeURIComponent(path)}`;

/** The file named in the address (`/_edit?file=events/x.yaml`), so a link or a reload opens it again. */
const fileInAddress = () => new URLSearchParams(window.location.search).get('file') ?? undefined;
/** The key of the editor's place in a history entry's state (Editor's historyPlace). */
const historyPlaceKey = 'editorPlace';
const placeIn = (state: unknown): number | undefined => {
  const place = (state as Record<string, unknown> | null)?.[historyPlaceKey];
  return typeof place === 'number' ? place : undefined;
};

export function Editor({
  texts,
  uiLanguage,
  fieldText,
  problemText,
}: {
  texts: EditorTexts;
  uiLanguage: EditorLanguage;
  fieldText: FormContext['fieldText'];
  /** A problem in the editor's language (problem-texts.ts). */
  problemText: ProblemText;
}) {
  const [listing, setListing] = useState<Listing>();
  const [opened, setOpened] = useState<OpenedFile>();
  const problems = useMemo(() => {
    // The UI texts' form labels each text by its key; the other forms label fields by their names.
    const place = { keys: opened?.kind === 'translations', languages: listing?.languages ?? [] };
    return opened?.problems.map((problem) => ({ ...problem, message: problemText(problem, place) })) ?? [];
  }, [opened, listing, problemText]);
  const [data, setData] = useState<unknown>();
  // Any change counts until the file is saved, an undone one too: a YAML field keeps text it cannot read yet out
  // of the data, so comparing the data with the file could call unsaved work saved.
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  /** The open file changed on disk since the form was filled: the error offers to open it again. */
  const [changedOnDisk, setChangedOnDisk] = useState(false);
  /** Shows an error (or none, with ''); only a file changed on disk offers to open it again. */
  const say = useCallback((message: string, changed = false) => {
    setError(message);
    setChangedOnDisk(changed);
  }, []);
  const [showProblems, setShowProblems] = useState(false);
  /** On a narrow screen the list of files gives its place to the open file, and this button shows it again. */
  const [filesShown, setFilesShown] = useState(false);
  const [filesFilter, setFilesFilter] = useState('');
  const [dialog, setDialog] = useState<'remove' | 'changes' | { create: KindFiles }>();
  // Each opened file starts its form afresh (fields keep what is typed but not yet valid, such as YAML).
  const [formKey, setFormKey] = useState(0);

  // A newly opened file takes the focus to its heading, where its actions and fields follow in order.
  useEffect(() => {
    if (formKey > 0) document.getElementById('form-heading')?.focus();
  }, [formKey]);

  const refreshListing = useCallback(async () => setListing(await call<Listing>(`${editorApi}/files`)), []);

  /** The file as the last answer had it: a save that waited its turn names that version, not the one it was clicked on. */
  const openedNow = useRef<OpenedFile>(undefined);
  const show = useCallback((file: OpenedFile, { fresh }: { fresh: boolean }) => {
    openedNow.current = file;
    setOpened(file);
    setData(file.data);
    setDirty(false);
    if (fresh) setFormKey((key) => key + 1);
  }, []);

  const fail = useCallback(
    (failure: unknown) => {
      const message = failure instanceof Error ? failure.message : String(failure);
      if (failure instanceof RequestFailed && failure.changedOnDisk) say(texts.changedOnDisk, true);
      else say(failure instanceof RequestFailed && failure.words ? problemText({ message, words: failure.words }) : message);
    },
    [texts, problemText, say],
  );

  /**
   * Files stored for the open file since it was last saved: leaving it without saving (or opening it again) takes
   * them away, or they would stay in content/assets, unnamed, for the next commit to carry.
   */
  const unsavedUploads = useRef<string[]>([]);
  const discardUnsavedUploads = useCallback(() => {
    for (const src of unsavedUploads.current.splice(0))
      void fetch(`${editorApi}/upload?path=${encodeURIComponent(src)}`, { method: 'DELETE' });
  }, []);

  // Only the answer to the latest request is shown: an open that answers after a later open or save is stale.
  const latest = useRef(0);

  /**
   * The place in the tab's history of the address the open file was shown at: each address the editor pushes is one
   * further, so a move through the history the editor is told not to make is undone by as many steps, either way.
   */
  const historyPlace = useRef(placeIn(window.history.state) ?? 0);
  const pushAddress = useCallback((address: string) => {
    historyPlace.current += 1;
    window.history.pushState({ [historyPlaceKey]: historyPlace.current }, '', address);
  }, []);

  /** No file open: after a Delete, or back at the editor's address without one. */
  const closeFile = useCallback(() => {
    discardUnsavedUploads();
    openedNow.current = undefined;
    setOpened(undefined);
    setDirty(false);
  }, [discardUnsavedUploads]);

  const open = useCallback(
    async (path: string, { push = true } = {}) => {
      discardUnsavedUploads();
      say('');
      setStatus('');
      const ticket = ++latest.current;
      try {
        const file = await call<OpenedFile>(fileUrl(path));
        if (ticket !== latest.current) return;
        show(file, { fresh: true });
        setFilesShown(false);
        if (push) pushAddress(`${editorPath}?file=${encodeURIComponent(path)}`);
      } catch (failure) {
        fail(failure);
      }
    },
    [show, fail, say, discardUnsavedUploads, pushAddress],
  );

  /**
   * Whether the open file may be left for another (opened, duplicated, created, or gone back to): without unsaved
   * changes, or when the editor says to leave them. Read through a ref by the history listener, set up once.
   */
  const dirtyNow = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const mayLeave = useCallback(() => !dirtyNow.current || window.confirm(texts.leaveUnsaved), [texts]);

  useEffect(() => {
    void refreshListing().catch(fail);
    if (placeIn(window.history.state) === undefined)
      window.history.replaceState({ ...window.history.state, [historyPlaceKey]: historyPlace.current }, '');
    const initial = fileInAddress();
    if (initial) void open(initial, { push: false });
    const onPop = (event: PopStateEvent) => {
      const file = fileInAddress();
      const place = placeIn(event.state);
      // The same file (an entry of the skip link's #form-heading, or the way back from leaving it refused): nothing
      // is left, and the form stays as it is.
      if (file === openedNow.current?.path) {
        if (place !== undefined) historyPlace.current = place;
        return;
      }
      if (!mayLeave()) {
        // The address has already moved: staying takes it back to the open file's.
        if (place !== undefined) window.history.go(historyPlace.current - place);
        else if (openedNow.current) pushAddress(`${editorPath}?file=${encodeURIComponent(openedNow.current.path)}`);
        return;
      }
      if (place !== undefined) historyPlace.current = place;
      if (file) void open(file, { push: false });
      else closeFile();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [open, refreshListing, fail, mayLeave, pushAddress, closeFile]);

  /** Saves and confirmations one after another: Save twice, or Mark as draft right after Save, waits its turn. */
  const [inTurn] = useState(oneAtATime);

  /** Saves the form (or `next`); the file as saved, or undefined when it was not. */
  const save = useCallback(
    (next: unknown = data): Promise<OpenedFile | undefined> =>
      inTurn(async () => {
        const file = openedNow.current;
        if (!file) return undefined;
        setStatus(texts.saving);
        say('');
        latest.current++;
        try {
          // Files added while the save is on its way are not in it: they stay to be taken away if left unsaved.
          const inThisSave = [...unsavedUploads.current];
          const saved = await call<OpenedFile>(`${editorApi}/file`, {
            method: 'PUT',
            body: JSON.stringify({ path: file.path, version: file.version, base: file.data, data: next }),
          });
          show(saved, { fresh: false });
          unsavedUploads.current = unsavedUploads.current.filter((src) => !inThisSave.includes(src));
          const withErrors = saved.problems.some((problem) => problem.severity === 'error');
          setStatus(withErrors ? texts.savedWithProblems : saved.merged ? texts.savedMerged : texts.saved);
          await refreshListing();
          return saved;
        } catch (failure) {
          setStatus('');
          fail(failure);
          return undefined;
        }
      }),
    [data, inTurn, refreshListing, show, texts, fail, say],
  );

  // Each change is checked, before it is saved, by the validator of `site validate`, a moment after typing stops.
  const openedPath = opened?.path;
  useEffect(() => {
    if (!dirty || !openedPath) return;
    const path = openedPath;
    const timer = setTimeout(async () => {
      const ticket = latest.current;
      try {
        const { problems } = await call<{ problems: FieldProblem[] }>(`${editorApi}/check`, {
          method: 'POST',
          body: JSON.stringify({ path, data }),
        });
        if (ticket === latest.current) setOpened((current) => (current?.path === path ? { ...current, problems } : current));
      } catch {
        // A change that cannot be checked yet (written as YAML only in part) is checked again at the next one.
      }
    }, checkDelay);
    return () => clearTimeout(timer);
  }, [data, dirty, openedPath]);

  // Closing or reloading the tab with unsaved changes asks first, as leaving the file for another does.
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  const confirm = useCallback(
    async (mark: TranslationMark) => {
      if (!opened) return;
      // What is typed but not saved is saved first, or the confirmed file would replace it in the form; the mark
      // is then found again in the saved file, where its line may have moved (or it is no longer outdated).
      if (dirty && !(await save())) return;
      await inTurn(async () => {
        // A second click finds the mark confirmed by the first, and sends nothing.
        const current = openedNow.current;
        const target = current?.translations.find(
          (each) => each.language === mark.language && each.state === mark.state && each.path.join('.') === mark.path.join('.'),
        );
        if (!current || !target) return;
        try {
          show(
            await call<OpenedFile>(`${editorApi}/confirm`, {
              method: 'POST',
              body: JSON.stringify({ path: current.path, version: current.version, line: target.line }),
            }),
            { fresh: false },
          );
          setStatus(texts.saved);
        } catch (failure) {
          fail(failure);
        }
      });
    },
    [opened, dirty, save, inTurn, show, texts, fail],
  );

  const upload = useCallback(
    async (file: File): Promise<string | undefined> => {
      const uploaded = await uploadTo(opened?.kind === 'site' || !opened ? 'home' : opened.kind, file, problemText);
      if (uploaded.error) say(uploaded.error);
      if (uploaded.src && uploaded.stored) unsavedUploads.current.push(uploaded.src);
      return uploaded.src;
    },
    [opened, problemText, say],
  );

  const context: FormContext | undefined = useMemo(
    () =>
      listing && opened
        ? {
            texts,
            fieldText,
            languages: listing.languages,
            reference: listing.reference,
            uiLanguage,
            problems,
            translations: opened.translations,
            ...(opened.language ? { fileLanguage: opened.language, referenceTexts: opened.reference } : {}),
            onConfirm: (mark) => void confirm(mark),
            onUpload: upload,
          }
        : undefined,
    [listing, opened, problems, texts, fieldText, uiLanguage, confirm, upload],
  );

  const languageNames = new Intl.DisplayNames([uiLanguage], { type: 'language' });
  /** A file's name in the list and over its form: a UI text file is its language's. */
  const titleOf = (kind: string, file: { title: string; path: string }) => {
    if (kind === 'translations') return languageLabel(languageNames, file.title);
    if (kind === 'site') return listing?.kinds.find((each) => each.kind === kind)?.label[uiLanguage] ?? file.title;
    return file.title;
  };
  const isDraft = typeof data === 'object' && data !== null && (data as Record<string, unknown>).draft === true;
  const entryOf = (path: string) => listing?.kinds.flatMap((kind) => kind.files).find((file) => file.path === path);
  // A file YAML cannot read has no values to put in a form: it is fixed in a text editor, and its form stays away.
  const unreadable = problems.filter((problem) => problem.code === 'yaml-syntax');
  const readable = unreadable.length === 0;
  const canDraft = opened && opened.schema.properties?.draft !== undefined && readable;
  const listsEntries = opened?.entry;

  // The files whose title or path holds what is typed in Find a file, kind by kind; kinds without one are left out.
  const wanted = filesFilter.trim().toLowerCase();
  const shownKinds = (listing?.kinds ?? [])
    .map((kind) => ({
      ...kind,
      shown: kind.files.filter((file) => `${titleOf(kind.kind, file)} ${file.path}`.toLowerCase().includes(wanted)),
    }))
    .filter((kind) => wanted === '' || kind.shown.length > 0);
  const shownFiles = shownKinds.reduce((sum, kind) => sum + kind.shown.length, 0);

  const setDraft = (draft: boolean) => {
    const record = { ...(data as Record<string, unknown>) };
    if (draft) {
      void save({ ...record, draft: true });
    } else {
      delete record.draft;
      void save(record);
    }
  };

  return (
    <div className={`editor${opened ? ' editor-entry-open' : ''}${filesShown ? ' editor-files-shown' : ''}`}>
      <a className="skip-link" href={opened ? '#form-heading' : '#editor-main'}>
        {opened ? texts.skipToFile : texts.skipToMain}
      </a>
      <header className="editor-header">
        <h1>{texts.title}</h1>
        <div className="editor-header-actions">
          {opened ? (
            <button
              type="button"
              className="button button-quiet files-toggle"
              aria-expanded={filesShown}
              aria-controls="editor-files"
              onClick={() => setFilesShown(!filesShown)}
            >
              {texts.files}
            </button>
          ) : null}
          <button type="button" className="button button-quiet" onClick={() => setDialog('changes')}>
            {texts.changes}
          </button>
        </div>
      </header>
      <div className="editor-body">
        <nav className="files" id="editor-files" aria-label={texts.kinds}>
          <div className="files-find">
            <label htmlFor="files-find">{texts.findFile}</label>
            <input
              id="files-find"
              type="search"
              value={filesFilter}
              autoComplete="off"
              aria-describedby="files-find-count"
              onChange={(event) => setFilesFilter(event.target.value)}
            />
            <p id="files-find-count" className="field-hint" role="status">
              {wanted === '' ? '' : shownKinds.length === 0 ? texts.noFileFound : texts.filesFound(shownFiles)}
            </p>
          </div>
          {shownKinds.map((kind) => (
            <section key={kind.kind} className="kind" aria-labelledby={`kind-${kind.kind}`}>
              <div className="kind-head">
                <h2 id={`kind-${kind.kind}`}>{kind.label[uiLanguage]}</h2>
                {kind.newEntry ? (
                  <button type="button" className="button button-small" onClick={() => mayLeave() && setDialog({ create: kind })}>
                    + {texts.newEntry} <span className="visually-hidden">({kind.label[uiLanguage]})</span>
                  </button>
                ) : null}
              </div>
              <ul>
                {kind.shown.map((file) => (
                  <li key={file.path}>
                    <a
                      href={`${editorPath}?file=${encodeURIComponent(file.path)}`}
                      aria-current={opened?.path === file.path ? 'page' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        if (mayLeave()) void open(file.path);
                      }}
                    >
                      <span className="file-title">{titleOf(kind.kind, file)}</span>
                      {file.draft ? <span className="state state-draft">{texts.draft}</span> : null}
                      <span className="file-path">{file.path}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main className="workspace" id="editor-main" tabIndex={-1}>
          {error ? (
            <div className="message message-error" role="alert">
              <p>
                {texts.error} {error}
              </p>
              {changedOnDisk && opened ? (
                <button type="button" className="button message-action" onClick={() => void open(opened.path, { push: false })}>
                  {texts.openAgain}
                </button>
              ) : null}
            </div>
          ) : null}
          {opened && context ? (
            <form
              key={formKey}
              className="entry"
              aria-labelledby="form-heading"
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void save();
              }}
              // Enter in a one-line field would submit the form (the browser's implicit submission): only Save and
              // Ctrl+S write the file, as the editor says, so a date typed half-way is never saved by Enter.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target instanceof HTMLInputElement && submitsOnEnter.has(event.target.type))
                  event.preventDefault();
              }}
            >
              <div className="entry-bar">
                <div className="entry-title">
                  <h2 id="form-heading" tabIndex={-1}>
                    {titleOf(opened.kind, entryOf(opened.path) ?? { title: opened.path, path: opened.path })}
                    {isDraft ? <span className="state state-draft">{texts.draft}</span> : null}
                  </h2>
                  <p className="file-path">content/{opened.path}</p>
                </div>
                <div className="entry-actions">
                  {readable ? (
                    <button type="submit" className="button button-primary" disabled={!dirty}>
                      {texts.save}
                    </button>
                  ) : null}
                  {canDraft ? (
                    <button type="button" className="button" onClick={() => setDraft(!isDraft)}>
                      {isDraft ? texts.publish : texts.markDraft}
                    </button>
                  ) : null}
                  {listsEntries ? (
                    <>
                      {readable && (
                        <button
                          type="button"
                          className="button"
                          onClick={async () => {
                            // The copy is made of the file as saved: what is typed but not saved is left behind.
                            if (!mayLeave()) return;
                            try {
                              const copy = await call<{ path: string }>(`${editorApi}/duplicate`, {
                                method: 'POST',
                                body: JSON.stringify({ path: opened.path }),
                              });
                              await refreshListing();
                              await open(copy.path);
                            } catch (failure) {
                              fail(failure);
                            }
                          }}
                        >
                          {texts.duplicate}
                        </button>
                      )}
                      <button type="button" className="button button-danger" onClick={() => setDialog('remove')}>
                        {texts.remove}
                      </button>
                    </>
                  ) : null}
                </div>
                <p className="entry-status" role="status">
                  {status || (dirty ? texts.unsaved : texts.noChanges)}
                </p>
              </div>
              {!readable ? (
                <div className="message message-error">
                  <p>{texts.notReadable}</p>
                  <ul className="problem-list">
                    {unreadable.map((problem) => (
                      <li key={`${problem.line}:${problem.col}`}>
                        {texts.line} {problem.line}: {problem.message}
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="button message-action" onClick={() => void open(opened.path, { push: false })}>
                    {texts.openAgain}
                  </button>
                </div>
              ) : (
                <ProblemSummary problems={problems} texts={texts} open={showProblems} onToggle={() => setShowProblems(!showProblems)} />
              )}
              {!readable ? null : opened.kind === 'translations' ? (
                <UiTextFields
                  value={data}
                  path={[]}
                  context={context}
                  onChange={(next) => {
                    setData(next);
                    setDirty(true);
                  }}
                />
              ) : (
                <Field
                  schema={opened.schema}
                  value={data}
                  path={[]}
                  label={opened.path}
                  required
                  context={context}
                  onChange={(next) => {
                    setData(next);
                    setDirty(true);
                  }}
                />
              )}
            </form>
          ) : (
            <p className="empty">{texts.chooseFile}</p>
          )}
        </main>
        {opened ? <Preview key={opened.path} pages={opened.pages} texts={texts} /> : null}
      </div>
      {dialog === 'remove' && opened ? (
        <Dialog title={texts.removeTitle} onClose={() => setDialog(undefined)} texts={texts}>
          <p>{opened.pages.length > 0 ? texts.removeLeaves : texts.removeNoPages}</p>
          <ul className="page-list">
            {opened.pages.map((page) => (
              <li key={page.path}>
                <code>{page.path}</code>
              </li>
            ))}
          </ul>
          {opened.listedIn.length > 0 ? <p>{texts.removeUnlists(opened.listedIn.join(', '))}</p> : null}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setDialog(undefined)}>
              {texts.cancel}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={async () => {
                await call(fileUrl(opened.path), { method: 'DELETE' });
                setDialog(undefined);
                closeFile();
                pushAddress(editorPath);
                await refreshListing();
              }}
            >
              {texts.confirmRemove}
            </button>
          </div>
        </Dialog>
      ) : null}
      {dialog === 'changes' ? <ChangesDialog texts={texts} onClose={() => setDialog(undefined)} /> : null}
      {typeof dialog === 'object' && dialog.create.newEntry ? (
        <CreateDialog
          kind={dialog.create}
          fields={dialog.create.newEntry.fields}
          texts={texts}
          fieldText={fieldText}
          problemText={problemText}
          reference={languageLabel(languageNames, listing?.reference ?? '')}
          uiLanguage={uiLanguage}
          onUpload={(file) => uploadTo(dialog.create.kind, file, problemText)}
          onClose={() => setDialog(undefined)}
          onCreated={async (path) => {
            setDialog(undefined);
            await refreshListing();
            await open(path);
          }}
        />
      ) : null}
    </div>
  );
}

function ProblemSummary({
  problems,
  texts,
  open,
  onToggle,
}: {
  problems: readonly FieldProblem[];
  texts: EditorTexts;
  open: boolean;
  onToggle: () => void;
}) {
  if (problems.length === 0) return <p className="message message-ok">{texts.noProblems}</p>;
  const errors = problems.some((problem) => problem.severity === 'error');
  return (
    <div className={`message ${errors ? 'message-error' : 'message-warning'}`}>
      <button type="button" className="link-button" aria-expanded={open} aria-controls="problem-list" onClick={onToggle}>
        {texts.problems(problems.length)}: {texts.allProblems}
      </button>
      {open ? (
        <ul id="problem-list" className="problem-list">
          {problems.map((problem) => (
            <li key={`${problem.line}:${problem.col}:${problem.code}:${problem.message}`}>
              <a
                href={problem.path ? `#${fieldId(problem.path)}` : undefined}
                onClick={(event) => {
                  if (!problem.path) return;
                  event.preventDefault();
                  const field = document.getElementById(fieldId(problem.path));
                  field?.scrollIntoView({ block: 'center' });
                  (field?.matches('input, textarea, select')
                    ? field
                    : field?.querySelector<HTMLElement>('input, textarea, select')
                  )?.focus();
                }}
              >
                {texts.line} {problem.line}: <span className="problem-code">{problem.code}</span> <ProblemMessage text={problem.message} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The pages that show the entry, one at a time: the dev server's own page, which follows every save by itself. */
function Preview({ pages, texts }: { pages: OpenedFile['pages']; texts: EditorTexts }) {
  const [path, setPath] = useState(pages[0]?.path);
  if (!path || pages.length === 0) return null;
  return (
    <aside className="preview" aria-label={texts.preview}>
      <div className="preview-bar">
        <label htmlFor="preview-page">{texts.previewOf}</label>
        <select id="preview-page" value={path} onChange={(event) => setPath(event.target.value)}>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.region.toUpperCase()} · {page.language} · {page.path}
            </option>
          ))}
        </select>
        <a href={path} target="_blank" rel="noreferrer" className="preview-open">
          ↗<span className="visually-hidden">{path}</span>
        </a>
      </div>
      <iframe title={texts.previewTitle} src={path} />
    </aside>
  );
}

function Dialog({
  title,
  onClose,
  texts,
  children,
  wide,
}: {
  title: string;
  onClose: () => void;
  texts: EditorTexts;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className={`dialog${wide ? ' dialog-wide' : ''}`} aria-labelledby="dialog-title" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="dialog-title">{title}</h2>
        <button type="button" className="button button-quiet" onClick={onClose}>
          {texts.close}
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** A line of a unified diff: added, removed, or context (file headers are neither). */
function diffClass(line: string): string | undefined {
  if (line.startsWith('+') && !line.startsWith('+++')) return 'added';
  if (line.startsWith('-') && !line.startsWith('---')) return 'removed';
  return undefined;
}

function ChangesDialog({ texts, onClose }: { texts: EditorTexts; onClose: () => void }) {
  const [changes, setChanges] = useState<Changes>();
  const [message, setMessage] = useState('');
  const [result, setResult] = useState('');
  const load = useCallback(async () => {
    try {
      setChanges(await call<Changes>(`${editorApi}/changes`));
    } catch (failure) {
      setResult((failure as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Dialog title={texts.changesTitle} onClose={onClose} texts={texts} wide>
      {changes && changes.diff === '' ? <p>{texts.noDiff}</p> : null}
      {changes && changes.diff !== '' ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long diff scrolls, and a region that scrolls must be reachable with the keyboard (WCAG 2.1.1).
        <section className="diff" tabIndex={0} aria-label={texts.changesTitle}>
          <pre>
            {changes.diff
              .split('\n')
              .map((text, number) => ({ text, number }))
              .map((line) => (
                <span key={line.number} className={diffClass(line.text)}>
                  {line.text}
                  {'\n'}
                </span>
              ))}
          </pre>
        </section>
      ) : null}
      {changes && changes.diff !== '' ? (
        <form
          className="commit"
          onSubmit={async (event) => {
            event.preventDefault();
            try {
              const done = await call<{ commit: string }>(`${editorApi}/commit`, { method: 'POST', body: JSON.stringify({ message }) });
              setResult(texts.committed(done.commit));
              setMessage('');
              await load();
            } catch (failure) {
              setResult((failure as Error).message);
            }
          }}
        >
          <label htmlFor="commit-message">{texts.commitMessage}</label>
          <input id="commit-message" type="text" value={message} required onChange={(event) => setMessage(event.target.value)} />
          <button type="submit" className="button button-primary">
            {texts.commit}
          </button>
        </form>
      ) : null}
      <p role="status">{result}</p>
    </Dialog>
  );
}

/** What the dialog leaves to the entry's own form: lists the entry may do without (more pictures, detail columns). */
const leftToForm = (field: NewEntryField) => field.list === 'any' || (field.optional && field.list !== undefined);

/** The questions the dialog asks: a list answered once per answer of another (a column's texts) goes with that one. */
function questionsAsked(fields: readonly NewEntryField[]): NewEntryField[] {
  const asked = (field: NewEntryField): boolean => {
    const head = field.pairedWith === undefined ? undefined : fields.find((other) => other.flag === field.pairedWith);
    return head ? asked(head) : !leftToForm(field);
  };
  return fields.filter(asked);
}

/** A question's answer as the routes take it: a list is one item a line. */
const answerOf = (field: NewEntryField, value: string) =>
  field.list
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : value;

function CreateDialog({
  kind,
  fields,
  texts,
  fieldText,
  problemText,
  reference,
  uiLanguage,
  onUpload,
  onClose,
  onCreated,
}: {
  kind: KindFiles;
  fields: readonly NewEntryField[];
  texts: EditorTexts;
  fieldText: FormContext['fieldText'];
  problemText: ProblemText;
  /** The reference language's name, said after each question answered in it. */
  reference: string;
  uiLanguage: EditorLanguage;
  onUpload: (file: File) => Promise<Uploaded>;
  onClose: () => void;
  onCreated: (path: string) => Promise<void>;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<NewEntryProblem[]>([]);
  const [uploads, setUploads] = useState<Record<string, string>>({});
  // Create waits for the files under way: an answer sent before its upload ends would name no file.
  const [uploading, setUploading] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The files this dialog stored: a cancelled entry takes them away again, or the next commit would carry them.
  const stored = useRef<string[]>([]);
  const cancel = () => {
    for (const src of stored.current) void fetch(`${editorApi}/upload?path=${encodeURIComponent(src)}`, { method: 'DELETE' });
    onClose();
  };
  const asked = questionsAsked(fields);
  const questionText = (field: NewEntryField) => `${fieldText(field.question)}${field.inReference ? ` (${reference})` : ''}`;
  const problemsOf = (flag: string) => problems.filter((problem) => problem.flag === flag);
  const general = problems.filter((problem) => !asked.some((field) => field.flag === problem.flag));
  // After a refusal the first question to mend takes the focus, where its problem is read out with it.
  const focusProblem = useRef(false);
  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  const refuse = (next: NewEntryProblem[]) => {
    focusProblem.current = true;
    setProblems(next.map((problem) => ({ ...problem, detail: problemText({ message: problem.detail, words: problem.words }) })));
  };
  return (
    <Dialog title={texts.createTitle(kind.label[uiLanguage])} onClose={cancel} texts={texts} wide>
      <p className="field-hint">{texts.createHint(reference)}</p>
      <form
        ref={formRef}
        className="create"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const given = Object.fromEntries(asked.map((field) => [field.flag, answerOf(field, answers[field.flag] ?? '')]));
          try {
            const response = await fetch(`${editorApi}/new`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ kind: kind.newEntry?.kind, answers: given }),
            });
            const body = (await response.json().catch(() => ({}))) as { path?: string; problems?: NewEntryProblem[]; error?: string };
            if (response.ok && body.path) return await onCreated(body.path);
            refuse(body.problems ?? [{ missing: false, detail: body.error ?? response.statusText }]);
          } catch (failure) {
            refuse([{ missing: false, detail: `${texts.error} ${(failure as Error).message}` }]);
          }
        }}
      >
        {problems.length > 0 ? (
          <div className="message message-error" role="alert">
            {texts.problems(problems.length)}
            {general.length > 0 ? (
              <ul>
                {[...new Set(general.map((each) => (each.missing ? `${texts.answerMissing} ${each.detail}` : each.detail)))].map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {asked.map((field) => {
          const id = `new-${field.flag}`;
          const value = answers[field.flag] ?? '';
          // An answer changed is no longer the one refused: its problems go until the next Create.
          const set = (next: string) => {
            setAnswers((current) => ({ ...current, [field.flag]: next }));
            setProblems((current) => current.filter((problem) => problem.flag !== field.flag));
          };
          const own = problemsOf(field.flag);
          const upload = field.list ? undefined : field.asset;
          const describedBy =
            [field.list ? `${id}-hint` : '', upload ? `${id}-file-hint` : '', own.length > 0 ? `${id}-problems` : '']
              .filter(Boolean)
              .join(' ') || undefined;
          const control = { id, 'aria-invalid': own.length > 0 || undefined, 'aria-describedby': describedBy };
          return (
            <div key={field.flag} className="field">
              <label htmlFor={id}>
                {questionText(field)}
                {field.optional ? <span className="field-optional"> {texts.optional}</span> : null}
              </label>
              {field.choices ? (
                <select {...control} value={value} onChange={(event) => set(event.target.value)}>
                  <option value="">—</option>
                  {field.choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choiceText(choice, field.choiceLabels, uiLanguage)}
                    </option>
                  ))}
                </select>
              ) : field.multiline || field.list ? (
                <textarea {...control} rows={field.list ? 2 : 4} value={value} onChange={(event) => set(event.target.value)} />
              ) : (
                <input {...control} type="text" value={value} onChange={(event) => set(event.target.value)} />
              )}
              {field.list ? (
                <p className="field-hint" id={`${id}-hint`}>
                  {texts.listHint}
                </p>
              ) : null}
              {upload ? (
                <FileUpload
                  id={id}
                  kind={upload}
                  name={questionText(field)}
                  status={uploads[field.flag] ?? ''}
                  texts={texts}
                  onFile={async (file) => {
                    setUploads((current) => ({ ...current, [field.flag]: texts.uploading }));
                    setUploading((count) => count + 1);
                    const uploaded = await onUpload(file);
                    if (uploaded.src && uploaded.stored) stored.current.push(uploaded.src);
                    setUploading((count) => count - 1);
                    if (uploaded.src) set(uploaded.src);
                    setUploads((current) => ({ ...current, [field.flag]: uploaded.src ? texts.fileAdded(uploaded.src) : '' }));
                    if (uploaded.error)
                      setProblems((current) => [...current, { flag: field.flag, missing: false, detail: uploaded.error ?? '' }]);
                  }}
                />
              ) : null}
              {own.length > 0 ? (
                <ul className="field-problems" id={`${id}-problems`} aria-live="polite">
                  {/* The same wrong line given twice is one problem. */}
                  {[...new Set(own.map((each) => (each.missing ? texts.answerMissing : each.detail)))].map((text) => (
                    <li key={text} className="problem problem-error">
                      {text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={cancel}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={uploading > 0}>
            {texts.create}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
