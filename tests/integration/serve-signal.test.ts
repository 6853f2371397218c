import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run serve` signalled (by a supervisor, a deploy script, Ctrl-C through npm) stops the
 * server too. npm ran the script through a shell that died alone, leaving the server running on its port.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'mbankmall-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('npm run serve', () => {
  it('stops the server when npm itself is told to stop', async () => {
    const npm = spawn('npm', ['run', 'serve'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no start line in: ${out}`)), 60_000);
        npm.stdout.setEncoding('utf8');
        npm.stdout.on('data', (chunk: string) => {
          out += chunk;
          const found = /mbankmall is running: (http:\/\/[^/\s]+)/.exec(out)?.[1];
          if (found) {
            clearTimeout(timer);
            resolve(found);
          }
        });
      });
      expect(await refused(`${url}/api/health/live`)).toBe(false);
      npm.kill('SIGTERM');
      await expect.poll(() => refused(`${url}/api/health/live`), { timeout: 10_000 }).toBe(true);
    } finally {
      npm.kill('SIGKILL');
    }
  }, 90_000);
});
