import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MallServer {
  url: string;
  operatorToken: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real reference server the way `npm start` does (built dist, embedded database), on a
 * free port with a fresh data directory, and waits for the line that prints its URL. The operator token
 * is never printed: a generated one is read from DATA_DIR/operator-token, written before that line.
 */
export async function startMallServer(env: Record<string, string> = {}): Promise<MallServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, MALL_ENV: 'sit', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/(http:\/\/127\.0\.0\.1:\d+)\/mbankmall\/index/);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const supplied = env.OPERATOR_TOKEN ?? process.env.OPERATOR_TOKEN;
  const operatorToken = supplied || readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
  return {
    url,
    operatorToken,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
