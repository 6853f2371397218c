import { defineConfig } from 'vitest/config';
import { uiRuntimeAlias } from './scripts/ui-runtime.ts';

// Two projects: DOM code runs in happy-dom, server and schema code in plain Node.
// Playwright specs (tests/e2e) are deliberately outside both include lists.
export default defineConfig({
  // The tests render with the UI runtime the mall ships, Preact's compat layer (ADR 0021). The packages
  // that import react themselves are inlined so that the alias reaches their imports too: Node would
  // otherwise load them with React from node_modules, and a test would mix two runtimes.
  resolve: { alias: uiRuntimeAlias },
  test: {
    server: { deps: { inline: [/@testing-library\/react/, /react-router/, /@dnd-kit\//, /@storybook\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
        resolve: { conditions: ['module-sync', 'module'], mainFields: ['module', 'main'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'schemas/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
