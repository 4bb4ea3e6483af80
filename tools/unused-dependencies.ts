/**
 * `npm run lint` runs this: a package in package.json that no source file, stylesheet or npm script uses fails
 * the lint, so nothing is installed (and audited, and kept up to date) for nothing. A package counts as used when a
 * string in the code names it or a file in it (an import, `import()`, a CSS `@import`, a path into
 * node_modules), when a script runs one of its commands, or, for `@types/x`, when `x` is used.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const sourceFolders = ['schemas', 'generator', 'cli', 'renderer', 'server', 'bench', 'tools', 'tests'];
const sourceFile = /\.(tsx?|css)$/;

interface Project {
  dependencies: readonly string[];
  /** The npm scripts' command lines. */
  scripts: readonly string[];
  /** Command name → the package that provides it. */
  commands: ReadonlyMap<string, string>;
  /** The text of every source file and stylesheet. */
  sources: readonly string[];
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function namedInCode(name: string, sources: readonly string[]): boolean {
  const pattern = new RegExp(`['"\`](?:[^'"\`]*node_modules/)?${escaped(name)}(?:/[^'"\`]*)?['"\`]`);
  return sources.some((text) => pattern.test(text));
}

function runByScript(name: string, { scripts, commands }: Project): boolean {
  const words = new Set(scripts.flatMap((line) => line.split(/[\s&|;()]+/)));
  return [...words].some((word) => commands.get(word) === name);
}

/** The packages of `project.dependencies` nothing uses, with what to do. */
export function unusedDependencies(project: Project): string[] {
  const used = (name: string): boolean => namedInCode(name, project.sources) || runByScript(name, project);
  return project.dependencies
    .filter((name) => {
      if (!name.startsWith('@types/')) return !used(name);
      const typed = name.slice('@types/'.length);
      const pkg = typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
      // @types/node types the runtime every script runs on.
      return pkg !== 'node' && !used(pkg);
    })
    .map((name) => `package.json: '${name}' is installed but nothing imports it or runs it; remove it (npm uninstall ${name})`);
}

async function commandsOf(root: string, dependencies: readonly string[]): Promise<Map<string, string>> {
  const commands = new Map<string, string>();
  for (const name of dependencies) {
    const manifest = JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      name: string;
      bin?: string | Record<string, string>;
    };
    const bin = manifest.bin;
    if (typeof bin === 'string') commands.set(manifest.name.replace(/^@[^/]+\//, ''), name);
    else for (const command of Object.keys(bin ?? {})) commands.set(command, name);
  }
  return commands;
}

if (import.meta.main) {
  const root = process.cwd();
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
  const dependencies = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
  // Configuration names packages too: Vite's plugins, and any plugin or syntax stylelint.config.mjs loads.
  const files = ['vite.config.ts', 'stylelint.config.mjs'];
  for (const folder of sourceFolders)
    for (const entry of await readdir(path.join(root, folder), { withFileTypes: true, recursive: true }))
      if (entry.isFile() && sourceFile.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
  const problems = unusedDependencies({
    dependencies,
    scripts: Object.values(manifest.scripts ?? {}),
    commands: await commandsOf(root, dependencies),
    sources: await Promise.all(files.map((file) => readFile(path.resolve(root, file), 'utf8'))),
  });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}
