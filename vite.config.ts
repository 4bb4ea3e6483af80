import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{schemas,generator,cli,renderer,server}/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
