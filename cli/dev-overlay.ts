import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../generator/content/problem.ts';
import { problemLine } from './problem-formats.ts';

type OverlayError = ReturnType<typeof overlayError>;

/**
 * The content error on show in Vite's overlay: set on a save with an error, cleared on a valid save, and sent
 * again to every page that connects while it lasts.
 *
 * `show` gives the overlay to send, or nothing when the pages already have this very error: one save can reach the
 * watcher as two changes (the truncate and the write of a busy machine), and the second would bring the message
 * back over a page whose editor had just hidden it with Esc.
 */
export function contentErrorOverlay(projectOfContent: string) {
  let shown: OverlayError | undefined;
  return {
    async show(problems: readonly Problem[]): Promise<OverlayError | undefined> {
      // Warnings (a certificate soon to expire, a text to translate) may come first; the overlay is for the errors.
      const errors = problems.filter((problem) => problem.severity === 'error');
      const next = overlayError(errors, projectOfContent, await frameOf(errors[0], projectOfContent));
      if (shown && JSON.stringify(shown) === JSON.stringify(next)) return undefined;
      shown = next;
      return next;
    },
    clear(): void {
      shown = undefined;
    },
    shown: (): OverlayError | undefined => shown,
  };
}

/** Vite's error payload: the overlay shows the message, `file:line:col` (a link that opens the editor) and the lines around it. */
function overlayError(errors: readonly Problem[], projectOfContent: string, frame: string | undefined) {
  const [first] = errors;
  const message = errors.map(problemLine).join('\n');
  return {
    type: 'error' as const,
    err: {
      // No `plugin` field: Vite would print it as "[plugin:...]", which means nothing to an editor.
      message: `${errors.length === 1 ? 'The content has an error' : `The content has ${errors.length} errors`}. Until it is fixed and saved, the page behind this message shows the last valid content (Esc hides this message, not the error).\n${message}`,
      stack: '',
      ...(first
        ? {
            id: path.join(projectOfContent, first.file),
            loc: { file: path.join(projectOfContent, first.file), line: first.line, column: first.col },
          }
        : {}),
      ...(frame ? { frame } : {}),
    },
  };
}

/** A few lines of the file around the problem, in the code-frame form Vite's overlay recognises. */
async function frameOf(problem: Problem | undefined, projectOfContent: string): Promise<string | undefined> {
  if (!problem) return undefined;
  const lines = await readFile(path.join(projectOfContent, problem.file), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  if (!lines) return undefined;
  const first = Math.max(1, problem.line - 2);
  const last = Math.min(lines.length, problem.line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    out.push(`${number === problem.line ? '>' : ' '} ${String(number).padStart(width)} | ${lines[number - 1] ?? ''}`);
    if (number === problem.line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, problem.col - 1))}^`);
  }
  return `${out.join('\n')}\n`;
}
