import { spawnSync } from 'node:child_process';
import { freePort, postgresBin, startThrowawayPostgres } from './throwaway-postgres';

/**
 * `npm run test:postgres`: the server integration suite again, on PostgreSQL instead of PGlite, so
 * "same migrations on both" stays true. It starts a throwaway Debian PostgreSQL cluster on a free
 * loopback port in a temp directory and removes it afterwards. Without PostgreSQL installed it says
 * so and skips (`.ci/run` installs it, so CI always runs this).
 */
if (!postgresBin()) {
  console.log('test:postgres skipped: PostgreSQL is not installed (apt-get install -y postgresql)');
  process.exit(0);
}

const pg = startThrowawayPostgres(await freePort());
let status = 1;
try {
  // `npm run test:postgres -- tests/integration/x.test.ts` runs only those files (a race found on PostgreSQL).
  const files = process.argv.slice(2);
  const targets = files.length > 0 ? files : ['tests/integration'];
  const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...targets], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
  });
  status = vitest.status ?? 1;
} finally {
  pg.remove();
}
process.exit(status);
