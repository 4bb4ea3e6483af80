import { describe, expect, it } from 'vitest';
import { unusedDependencies } from './unused-dependencies.ts';

const project = {
  dependencies: ['zod', '@fastify/static', 'left-pad', '@biomejs/biome', '@types/pg', 'pg', '@types/react-dom', '@types/node', 'fonts'],
  scripts: ['biome check . && node tools/unused-exports.ts', 'vitest run'],
  commands: new Map([
    ['biome', '@biomejs/biome'],
    ['vitest', 'vitest'],
  ]),
  sources: [
    "import { z } from 'zod/mini';\nimport fastifyStatic from '@fastify/static';\n",
    "const pool = await import('pg');\nconst font = path.join('node_modules', 'fonts/files/latin.woff2');\n",
    '@import "zod";',
  ],
};

describe('unused dependencies', () => {
  it('names a package nothing imports, runs or types, and only those', () => {
    expect(unusedDependencies(project)).toEqual([
      "package.json: 'left-pad' is installed but nothing imports it or runs it; remove it (npm uninstall left-pad)",
      "package.json: '@types/react-dom' is installed but nothing imports it or runs it; remove it (npm uninstall @types/react-dom)",
    ]);
  });

  it('does not take a longer name for the package: react-dom is not react', () => {
    expect(
      unusedDependencies({ ...project, dependencies: ['react'], sources: ["import { hydrateRoot } from 'react-dom/client';"] }),
    ).toHaveLength(1);
  });
});
