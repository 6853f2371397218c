import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: DOM code runs in happy-dom, server and schema code in plain Node.
// Playwright specs (tests/e2e) are deliberately outside both include lists.
export default defineConfig({
  // The tests render with the UI runtime the mall ships, React 19 (ADR 0028).
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
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
          // One migrated embedded database that test servers start as a copy of (tests/setup/pglite-template.ts).
          globalSetup: ['tests/setup/pglite-template.ts'],
        },
      },
    ],
  },
});
