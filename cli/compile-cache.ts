import path from 'node:path';

/**
 * Where V8 keeps the compiled code of the modules a process loads (Vite, Vike, React, zod, this project's
 * TypeScript) between runs: the site command's, and the browser test files' processes.
 */
export const compileCacheFolder = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'node-compile');
