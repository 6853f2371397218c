import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * free port with a fresh data directory, and waits for the line that prints its URL.
 */
export async function startMallServer(env: Record<string, string> = {}): Promise<MallServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, MALL_ENV: 'sit', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/(http:\/\/127\.0\.0\.1:\d+)\/mbankmall\/index/);
      const token = output.match(/operator token: (\S+)/i);
      // The URL and token lines may arrive in different chunks; wait for both.
      if (url?.[1] && token?.[1]) {
        clearTimeout(timer);
        resolve({ url: url[1], token: token?.[1] ?? '' });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: started.url,
    operatorToken: started.token,
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
