import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster` (scripts/test-cluster.ts): the multi-process tests, against a real
 * cluster (throwaway PostgreSQL, three built server processes, haproxy). Kept out of the unit projects:
 * each file starts its cluster, and the files run one after another (they stop databases and processes).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.cluster.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
