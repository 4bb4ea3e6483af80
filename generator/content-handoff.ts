import path from 'node:path';
import { type LoadOptions, type LoadResult, loadContent } from './load-content.ts';

/**
 * `site build` validates the content, then Vite's config and the prerender (each bundled apart, so no module is
 * shared with the command) would read and validate the same files twice more. The command hands its result
 * over through one global slot for the length of its build; `site dev` hands nothing, so it always reads afresh.
 */
const slot = Symbol.for('site:content-handoff');
type Handoff = { contentDir: string; result: LoadResult };
const globals = globalThis as typeof globalThis & { [slot]?: Handoff };

export function handOverContent(contentDir: string, result: LoadResult | undefined): void {
  globals[slot] = result ? { contentDir: path.resolve(contentDir), result } : undefined;
}

/** The content `site build` already loaded from this folder, or a fresh load (a preview in `site dev`). */
export async function loadContentOnce(contentDir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const handoff = globals[slot];
  return handoff?.contentDir === path.resolve(contentDir) ? handoff.result : loadContent(contentDir, options);
}
