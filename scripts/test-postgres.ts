import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:postgres`: the server integration suite again, on PostgreSQL instead of PGlite, so
 * "same migrations on both" stays true. It starts a throwaway Debian PostgreSQL cluster on a free
 * loopback port in a temp directory and removes it afterwards. Without PostgreSQL installed it says
 * so and skips (`.ci/run` installs it, so CI always runs this).
 */
const pgRoot = '/usr/lib/postgresql';
const version = existsSync(pgRoot) ? readdirSync(pgRoot).sort().at(-1) : undefined;
const bin = version ? join(pgRoot, version, 'bin') : undefined;
if (!bin || !existsSync(join(bin, 'initdb'))) {
  console.log('test:postgres skipped: PostgreSQL is not installed (apt-get install -y postgresql)');
  process.exit(0);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// initdb refuses to run as root; the Debian package's postgres user owns the cluster instead.
const asRoot = process.getuid?.() === 0;
const run = (command: string, args: string[]) => {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status})`);
};

const dir = mkdtempSync(join(tmpdir(), 'mbankmall-pg-'));
chmodSync(dir, 0o777);
const data = join(dir, 'data');
const port = await freePort();
let started = false;
let status = 1;
try {
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  started = true;
  // `npm run test:postgres -- tests/integration/x.test.ts` runs only those files (a race found on PostgreSQL).
  const files = process.argv.slice(2);
  const targets = files.length > 0 ? files : ['tests/integration'];
  const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...targets], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  status = vitest.status ?? 1;
} finally {
  if (started) run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
