#!/usr/bin/env node
import module from 'node:module';
import path from 'node:path';

// V8 keeps the compiled code of every module it loads (Vite, Vike, React, zod, this project's TypeScript) in
// node_modules/.cache between runs: a command starts without compiling the same megabytes again. Measured on
// content rebuilds: 2.83 s with it, 3.06 s without (medians of 5, interleaved).
module.enableCompileCache(path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'node-compile'));

// Imported once the cache is on, so that the commands' modules are found in it.
const { siteCommand } = await import('./site-command.ts');

// Not awaited at the top level: a command that serves until stopped would leave the module unsettled.
siteCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
