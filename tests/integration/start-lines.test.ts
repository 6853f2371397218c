import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryParam } from '../../src/lib/query';
import { tempDir } from './helpers';

/**
 * The newcomer: `npm start` says how to open the mall in a desktop browser (the spec's
 * browser-announcement flag) and as the bank app's web view, and keeps 'mbankmall is running: …' as its
 * last line, which scripts and tests wait for.
 */
async function startLines(dataDir: string, env: Record<string, string> = {}): Promise<string[]> {
  const { OPERATOR_TOKEN: _ignored, ...parent } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...parent, PORT: '0', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/mbankmall is running: .*\n/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return output.trimEnd().split('\n');
}

const running: ChildProcess[] = [];
const dirs: { remove(): void }[] = [];
afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  for (const d of dirs.splice(0)) d.remove();
});

describe('npm start, for a newcomer', () => {
  it('prints a desktop-browser address with the browser-announcement flag, then the running line last', async () => {
    const dir = tempDir('start-lines');
    dirs.push(dir);
    const lines = await startLines(dir.path);
    const last = lines.at(-1) ?? '';
    const origin = /^mbankmall is running: (http:\/\/127\.0\.0\.1:\d+)\/mbankmall\/index$/.exec(last)?.[1];
    expect(origin).toBeDefined();
    expect(lines).toContain(`in a desktop browser: ${origin}/mbankmall/index?${QueryParam.browserNotice}=1`);
    expect(lines.some((l) => l.startsWith("as the bank app's web view:") && l.includes('MPBank'))).toBe(true);
  });

  it('says nothing of the sort in local, where browsers are never sent to the app', async () => {
    const dir = tempDir('start-lines');
    dirs.push(dir);
    const lines = await startLines(dir.path, { MALL_ENV: 'local' });
    expect(lines.some((l) => l.includes(QueryParam.browserNotice))).toBe(false);
    expect(lines.at(-1)).toMatch(/^mbankmall is running: /);
  });
});
