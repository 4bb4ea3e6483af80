import { describe, expect, it } from 'vitest';
import { unusedExports } from './unused-exports.ts';

const modules = (files: Record<string, string>) => new Map(Object.entries(files));

describe('unused exports', () => {
  it('names an export that no other file imports, with its file and line', () => {
    const problems = unusedExports(
      modules({
        'generator/facts.ts': 'export const used = 1;\n\nexport function forgotten() {}\nexport type Shape = { a: 1 };\n',
        'cli/report.ts':
          "import { used } from '../generator/facts.ts';\nimport type { Shape } from '../generator/facts.ts';\nconsole.log(used);\n",
      }),
      ['cli/report.ts'],
    );
    expect(problems).toEqual(["generator/facts.ts:3: 'forgotten' is exported but no other file imports it; drop the export or the code"]);
  });

  it('counts default, renamed, namespace, re-exported and import() uses', () => {
    const problems = unusedExports(
      modules({
        'renderer/a.tsx': 'export default function A() { return null; }\nexport const b = 1;\n',
        'renderer/c.ts': 'export const c = 1;\nexport const d = 2;\n',
        'renderer/e.ts': 'export const e = 1;\n',
        'renderer/f.ts': 'export const f = 1;\n',
        'renderer/g.ts': 'export function reset() {}\n',
        'renderer/index.ts': [
          "import A, { b as bee } from './a.tsx';",
          "import * as everything from './c.ts';",
          "export { e } from './e.ts';",
          "const later = () => import('./f.ts');",
          "type Loaded = typeof import('./g.ts');",
          'console.log(A, bee, everything, later);',
        ].join('\n'),
        'renderer/user.ts': "import { e } from './index.ts';\nconsole.log(e);\n",
      }),
      ['renderer/user.ts'],
    );
    expect(problems).toEqual([]);
  });

  it("leaves alone the files a framework or a command loads by name: Vike's + files, tests, configuration", () => {
    const problems = unusedExports(
      modules({
        'renderer/pages/home/+Page.tsx': 'export default function Page() { return null; }\n',
        'renderer/pages/home/+data.ts': 'export const data = () => ({});\n',
        'generator/urls.test.ts': 'export const helper = 1;\n',
        'vite.config.ts': 'export default {};\n',
      }),
    );
    expect(problems).toEqual([]);
  });

  it('names a file that nothing imports or runs, and leaves alone the commands package.json or the file itself runs', () => {
    const problems = unusedExports(
      modules({
        'generator/orphan.ts': 'const left = 1;\nconsole.log(left);\n',
        'bench/run.ts': 'await main();\n',
        'tools/check.ts': 'if (import.meta.main) check();\n',
        'tests/support/crash-server.ts': 'process.exit(1);\n',
        'tests/crash.test.ts': "spawn(process.execPath, [path.join(import.meta.dirname, 'support/crash-server.ts')]);\n",
      }),
      ['bench/run.ts'],
    );
    expect(problems).toEqual(['generator/orphan.ts:1: no other file imports this file and nothing runs it; delete it or use it']);
  });

  it('does not count a file importing itself', () => {
    const problems = unusedExports(modules({ 'server/app.ts': "import { app } from './app.ts';\nexport const app = 1;\n" }));
    expect(problems).toHaveLength(1);
  });
});
