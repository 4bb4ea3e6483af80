/**
 * `npm run lint` runs this: an export that no other file imports fails the lint with file:line, so a module's
 * surface says what the rest of the project really uses (knip cannot run here: its parser has no binary in the
 * registry; TypeScript 7 has no JS API, so the files are parsed with the TypeScript that @ts-morph/common bundles).
 * Files that a framework or a command loads by name (Vike's `+` files, configuration, tests, scripts) count as
 * used whole; an `import()` of a module uses all of it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ts } from '@ts-morph/common';

const sourceFolders = ['schemas', 'generator', 'cli', 'renderer', 'server', 'bench', 'tools', 'tests'];
const sourceFile = /\.tsx?$/;
/**
 * Loaded by name, not imported: Vike's page and hook files, configuration, tests, and the module vite.config.ts
 * puts in place of react-i18next in the browser build.
 */
const loadedByName = [/(^|\/)\+[^/]+$/, /\.test\.tsx?$/, /^vite\.config\.ts$/, /\.d\.ts$/, /^renderer\/islands\/island-text\.tsx$/];

interface ExportedName {
  name: string;
  line: number;
}

interface ModuleFacts {
  exports: ExportedName[];
  /** Names this module imports (or re-exports) from each file it names; `*` for the whole module. */
  uses: Map<string, Set<string>>;
}

function hasExportModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

function isDefault(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
}

function declaredNames(node: ts.Node): string[] {
  if (ts.isVariableStatement(node))
    return node.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []));
  const name = (node as ts.NamedDeclaration).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

/** The file a relative specifier names, or undefined for packages and virtual modules. */
function resolve(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.join(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
}

function readModule(file: string, text: string): ModuleFacts {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exports: ExportedName[] = [];
  const uses = new Map<string, Set<string>>();
  const use = (specifier: string, names: readonly string[]) => {
    const target = resolve(file, specifier);
    if (!target) return;
    const set = uses.get(target) ?? new Set<string>();
    for (const name of names) set.add(name);
    uses.set(target, set);
  };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      use(node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const names =
          clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : ['*'];
        use(node.moduleSpecifier.text, names);
      }
      if (clause && ts.isNamedExports(clause))
        for (const element of clause.elements) exports.push({ name: element.name.text, line: lineOf(element) });
    } else if (ts.isExportAssignment(node)) {
      exports.push({ name: 'default', line: lineOf(node) });
    } else if (hasExportModifier(node)) {
      const names = isDefault(node) ? ['default'] : declaredNames(node);
      for (const name of names) exports.push({ name, line: lineOf(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) use(specifier.text, ['*']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // `typeof import('./x.ts')`: a module loaded some other way (Vite's ssrLoadModule) and used whole.
      use(node.argument.literal.text, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, uses };
}

async function projectFiles(root: string): Promise<string[]> {
  const files = ['vite.config.ts'];
  for (const folder of sourceFolders) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
    for (const entry of entries)
      if (entry.isFile() && sourceFile.test(entry.name))
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files.sort();
}

/** A file another one runs or bundles by its path (a child process, a bundler entry), named in a string. */
function namedByPath(file: string, modules: ReadonlyMap<string, string>): boolean {
  const quotedPath = new RegExp(`['"\`]([^'"\`]*/)?${path.posix.basename(file).replace(/[.+]/g, '\\$&')}['"\`]`);
  return [...modules].some(([other, text]) => other !== file && quotedPath.test(text));
}

/**
 * `file:line: name` of every export no other file uses, and every file nothing imports, for the files given as
 * `file → text`. `commands` are the files package.json runs (scripts, bin); a file with `import.meta.main` is a
 * command too.
 */
export function unusedExports(modules: ReadonlyMap<string, string>, commands: readonly string[] = []): string[] {
  const facts = new Map([...modules].map(([file, text]) => [file, readModule(file, text)]));
  const used = new Map<string, Set<string>>();
  for (const [file, { uses }] of facts)
    for (const [target, names] of uses) {
      // Imports name `x.ts` or `x.tsx`; a bare folder or extension-less path is not used in this project.
      if (target === file) continue;
      const set = used.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      used.set(target, set);
    }
  const problems: string[] = [];
  for (const [file, { exports }] of facts) {
    if (loadedByName.some((pattern) => pattern.test(file))) continue;
    const names = used.get(file);
    const isCommand = commands.includes(file) || modules.get(file)?.includes('import.meta.main') || namedByPath(file, modules);
    if (!names && !isCommand) {
      problems.push(`${file}:1: no other file imports this file and nothing runs it; delete it or use it`);
      continue;
    }
    if (names?.has('*')) continue;
    for (const { name, line } of exports)
      if (!names?.has(name))
        problems.push(`${file}:${line}: '${name}' is exported but no other file imports it; drop the export or the code`);
  }
  return problems;
}

if (import.meta.main) {
  const root = process.cwd();
  const files = await projectFiles(root);
  const modules = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(root, file), 'utf8')] as const)));
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts?: object; bin?: object };
  const commands = [...Object.values(manifest.scripts ?? {}), ...Object.values(manifest.bin ?? {})].flatMap((line: string) =>
    line.split(/\s+/).filter((word) => sourceFile.test(word)),
  );
  const problems = unusedExports(modules, commands);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} unused export${problems.length === 1 ? '' : 's'} or file${problems.length === 1 ? '' : 's'}`);
    process.exitCode = 1;
  }
}
