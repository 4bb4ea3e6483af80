import path from 'node:path';

/**
 * Where the tools keep what they compute between runs (bundles, compiled code, encoded photos): the project's
 * node_modules/.cache, gitignored with it, whichever folder a command is run from. A module of its own, importing
 * nothing else: cli/site.ts reads it before V8's compile cache is on.
 */
export const cacheRoot = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache');

/**
 * Where V8 keeps the compiled code of the modules a process loads (Vite, Vike, React, zod, this project's
 * TypeScript) between runs: the site command's, and the browser test files' processes.
 */
export const compileCacheFolder = path.join(cacheRoot, 'node-compile');
