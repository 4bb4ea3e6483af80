import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** What `npm run lint` reads to check colours, shadows and breakpoints, copied into a project of probe files. */
const lintFiles = [
  'package.json',
  'biome.json',
  'stylelint.config.mjs',
  'tools/colour-literals.grit',
  'tools/raw-breakpoints.grit',
  'renderer/styles/tokens.css',
  'renderer/styles/media.css',
];

async function run(command: string, args: string[], cwd: string): Promise<{ failed: boolean; output: string }> {
  // As npm runs a script: the project's own commands first (and its Node, which stylelint needs).
  const env = { ...process.env, PATH: `${path.join(projectRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd, env });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

/** Stylesheets that break one rule each: [rule, file, source, line of the breach]. */
const stylesheetBreaches: [string, string, string, number][] = [
  ['value-type-custom-property-required-list', 'hex.module.css', '.a {\n  color: #0b2545;\n}\n', 2],
  ['value-type-custom-property-required-list', 'named.module.css', '.a {\n  gap: 0;\n  border: 1px solid white;\n}\n', 3],
  [
    'value-type-custom-property-required-list',
    'gradient.module.css',
    '.a {\n  background: linear-gradient(\n    90deg,\n    hsl(0 0% 0%) 0%\n  );\n}\n',
    4,
  ],
  ['value-type-custom-property-required-list', 'fill.module.css', '.a { fill: rgb(11 37 69 / 0.5); }\n', 1],
  ['color-named', 'custom-named.module.css', '.a {\n  --accent: navy;\n}\n', 2],
  ['declaration-property-value-disallowed-list', 'custom-hex.module.css', '.a {\n  --accent: #0b2545;\n}\n', 2],
  ['declaration-property-value-disallowed-list', 'custom-rgb.module.css', '.a {\n  --veil: rgb(0 0 0 / 0.4);\n}\n', 2],
  [
    'declaration-property-value-allowed-list',
    'own-shadow.module.css',
    '.a {\n  box-shadow: 0 18px 48px rgb(var(--color-navy-rgb) / 0.14);\n}\n',
    2,
  ],
  [
    'declaration-property-value-allowed-list',
    'token-and-ring.module.css',
    '.a {\n  box-shadow:\n    var(--shadow-sm),\n    0 0 0 1px var(--color-line);\n}\n',
    3,
  ],
  ['declaration-property-value-allowed-list', 'text-shadow.module.css', '.a { text-shadow: 0 1px 2px var(--color-black); }\n', 1],
  ['function-disallowed-list', 'drop-shadow.module.css', '.a {\n  filter: drop-shadow(0 2px 4px var(--color-navy));\n}\n', 2],
  ['media-feature-name-disallowed-list', 'min-width.module.css', '.a { gap: 0; }\n@media (min-width: 640px) {\n  .a { gap: 1px; }\n}\n', 2],
  ['media-feature-name-disallowed-list', 'range.module.css', '@media (--lg) and (width < 79.99rem) {\n  .a { gap: 0; }\n}\n', 1],
  ['no-unknown-custom-media', 'unknown-media.module.css', '.a { gap: 0; }\n@media (--huge) {\n  .a { gap: 1px; }\n}\n', 2],
  [
    'at-rule-disallowed-list',
    'container.module.css',
    '.a { container-type: inline-size; }\n@container (min-inline-size: 30em) {\n  .b { gap: 0; }\n}\n',
    2,
  ],
];

const acceptedStylesheet = [
  '#main:focus {',
  '  color: var(--color-navy);',
  '  background: rgb(var(--color-navy-rgb) / 0.1);',
  '  border-color: currentColor transparent;',
  '  --veil: rgb(var(--color-navy-rgb) / 0.6);',
  '  /* was #ffffff, with a box-shadow: 0 1px 3px black */',
  '  grid-template-areas: "logo nav";',
  '}',
  '.a { box-shadow: var(--shadow-md); transition: box-shadow 0.2s ease; }',
  '.b { box-shadow: none; text-shadow: none; filter: grayscale(1); }',
  '@media (--sm) and (--below-lg) { .a { max-width: 640px; } }',
  '@media (scripting: none), (prefers-reduced-motion: reduce) { .b { opacity: 1; } }',
].join('\n');

/** Scripts that break one Biome plugin each: [message it starts with, file, source, line of the breach]. */
const scriptBreaches: [string, string, string, number][] = [
  ['Colour literal', 'hex-string.ts', "export const brand = 'x';\nexport const theme = '#0b2545';\n", 2],
  ['Colour literal', 'colour-function.ts', 'export const veil = "rgb(11 37 69 / 0.5)";\n', 1],
  ['Colour literal', 'template.ts', `export const veil = (alpha: number) => \`rgb(11 37 69 / \${alpha})\`;\n`, 1],
  ['Colour literal', 'Meta.tsx', 'export const Meta = () => (\n  <meta name="theme-color" content="#0b2545" />\n);\n', 2],
  [
    'Colour literal',
    'Icon.tsx',
    'export const Icon = () => (\n  <svg aria-hidden="true">\n    <path d="M0 0" fill="red" />\n  </svg>\n);\n',
    3,
  ],
  ['Breakpoint written as a value', 'match-media.ts', "export const mobile = () =>\n  window.matchMedia('(max-width: 1023.98px)');\n", 2],
  ['Breakpoint written as a value', 'columns.ts', 'export const columns = [[`(width >= 640px)`, 2]];\n', 1],
];

const acceptedScript = [
  "import { mediaQuery } from '../styles/media.ts';",
  "export const wide = () => window.matchMedia(mediaQuery('--lg'));",
  "export const calm = () => window.matchMedia('(prefers-reduced-motion: reduce)');",
  "// was '#0b2545'",
  'export const Skip = () => (',
  '  <a href="#main">',
  '    <svg aria-hidden="true"><path d="M0 0" fill="none" stroke="currentColor" /></svg>',
  '  </a>',
  ');',
].join('\n');

let dir: string;
let stylelint: { failed: boolean; output: string };
let biome: { failed: boolean; output: string };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'design-tokens-lint-'));
  for (const file of lintFiles) await cp(path.join(projectRoot, file), path.join(dir, file));
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  const components = path.join(dir, 'renderer', 'components');
  await mkdir(components, { recursive: true });
  for (const [, file, source] of [...stylesheetBreaches, ...scriptBreaches]) await writeFile(path.join(components, file), source);
  await writeFile(path.join(components, 'accepted.module.css'), acceptedStylesheet);
  await writeFile(path.join(components, 'accepted.tsx'), acceptedScript);
  // Tests may write any colour: the fixtures they build are not drawn on the site.
  await writeFile(path.join(components, 'accepted.test.tsx'), "export const fixture = '#0b2545';\n");
  const { scripts } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  [stylelint, biome] = await Promise.all([
    run('sh', ['-c', scripts['lint:css'] ?? 'false'], dir),
    run('biome', ['lint', '--vcs-enabled=false', '--colors=off', '--max-diagnostics=200', 'renderer'], dir),
  ]);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('colours, shadows and breakpoints only from their tokens, enforced by npm run lint', () => {
  it.each(stylesheetBreaches)('stylelint rule %s fails on %s, naming file and line', (rule, file, _, line) => {
    const reported = stylelint.output
      .split(/\n(?=\S+:\d+:\d+: )/)
      .filter((entry) => entry.includes(`renderer/components/${file}:${line}:`));
    expect(reported.join('\n')).toContain(`(${rule})`);
  });

  it('stylelint accepts tokens, channel tokens with an alpha, currentColor, custom media and comments, and skips the tokens file', () => {
    expect(stylelint.output).not.toContain('accepted.module.css');
    expect(stylelint.output).not.toMatch(/renderer\/styles\/[\w.-]+:\d+:/);
    expect(stylelint.output).toContain(`${stylesheetBreaches.length} problems`);
  });

  it.each(scriptBreaches)('Biome fails on "%s" in %s, naming file and line', (message, file, _, line) => {
    const block = biome.output.split(/\n(?=\S+:\d+:\d+ )/).find((entry) => entry.startsWith(`renderer/components/${file}:${line}:`));
    expect(block).toMatch(new RegExp(`^\\S+ plugin [\\s\\S]*× ${message}`));
  });

  it('Biome accepts mediaQuery(), preference queries, anchors, currentColor, comments and test files', () => {
    expect(biome.output).not.toMatch(/accepted(\.test)?\.tsx:\d+:\d+ plugin/);
  });

  it('both exit with a failure, so npm run lint stops', () => {
    expect(stylelint.failed).toBe(true);
    expect(biome.failed).toBe(true);
  });
});
