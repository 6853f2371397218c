import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway Debian PostgreSQL cluster on a free loopback port in a temp directory, for test:postgres,
 * test:cluster and `npm run cluster`. Its server can be stopped and started again (a database restart
 * under traffic); `remove()` stops it and deletes everything.
 */
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory, or undefined when PostgreSQL is not installed. */
export function postgresBin(): string | undefined {
  const version = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).sort().at(-1) : undefined;
  const bin = version ? join(PG_ROOT, version, 'bin') : undefined;
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: connections are cut), keeping the data. */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it if running and deletes the directory. */
  remove(): void;
}

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  // Debian's PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status})`);
  };
  const dir = mkdtempSync(join(tmpdir(), 'mbankmall-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  let running = false;
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () => {
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    remove: () => {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
