import { defineConfig } from 'vitest/config';
import { reactAlias } from './build.mjs';

export default defineConfig({
  resolve: { alias: reactAlias },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'fixtures/**/*.test.mjs'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
    restoreMocks: true,
    // Run through the React-to-Preact aliases like the islands themselves (node would load real React).
    server: { deps: { inline: ['@nanostores/react'] } },
    unstubGlobals: true,
  },
});
