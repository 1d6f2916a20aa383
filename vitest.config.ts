import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// vi.mock swaps a module for a file's tests; in a worker that shares modules between files the real
// one may already be loaded, so the files that mock run on their own page.
const MOCKING = ['src', 'islands']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'happy-dom',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared page',
          include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'fixtures/**/*.test.mjs', 'test/**/*.test.mjs'],
          exclude: MOCKING,
          // One page per worker, cleaned between files (test/unit-setup.ts): a fresh one costs more than the tests.
          isolate: false,
          setupFiles: ['test/react-act-environment.ts', 'test/unit-setup.ts'],
        },
      },
      { extends: true, test: { name: 'own page', include: MOCKING, setupFiles: ['test/react-act-environment.ts'] } },
    ],
  },
});
