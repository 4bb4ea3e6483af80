#!/usr/bin/env node
import module from 'node:module';
import { compileCacheFolder } from '../generator/outputs/cache-folders.ts';

// A command starts without compiling the same megabytes again. Measured on content rebuilds: 2.83 s with the
// cache, 3.06 s without (medians of 5, interleaved).
module.enableCompileCache(compileCacheFolder);

// Imported once the cache is on, so that the commands' modules are found in it.
const { siteCommand } = await import('./site-command.ts');

// Not awaited at the top level: a command that serves until stopped would leave the module unsettled.
siteCommand(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
