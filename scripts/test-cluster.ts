import { spawnSync } from 'node:child_process';
import { clusterPrerequisites } from './cluster';
import { postgresBin } from './throwaway-postgres';

/**
 * `npm run test:cluster`: the multi-process tests in tests/cluster, each file against a cluster
 * of its own (throwaway PostgreSQL, three built server processes, haproxy; scripts/cluster.ts). Needs
 * `npm run build` first (the built server). Without PostgreSQL or haproxy installed it says so and skips
 * (`.ci/run` installs both, so CI always runs it).
 */
const missing = postgresBin()
  ? clusterPrerequisites()
  : 'PostgreSQL is not installed (apt-get install -y postgresql)';
if (missing?.includes('npm run build')) {
  console.error(`test:cluster: ${missing}`);
  process.exit(1);
}
if (missing) {
  console.log(`test:cluster skipped: ${missing}`);
  process.exit(0);
}
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '-c', 'vitest.cluster.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(vitest.status ?? 1);
