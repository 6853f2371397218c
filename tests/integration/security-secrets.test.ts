import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { type MainProcess, startMain as startMainProcess } from '../mainProcess';
import { call, login, startTestServer, type TestServer, tempDir } from './helpers';

/**
 * Finding 9: secrets never reach the log. The operator token is not printed, whether generated or
 * supplied; a generated one waits in DATA_DIR/operator-token for its owner. Errors log no header values,
 * no value the database refused and no absolute paths.
 */
/** `npm start`'s entry point, as a process, with its own data directory and no operator token of the parent's. */
function startMain(dataDir: string, env: Record<string, string> = {}): Promise<MainProcess> {
  const { OPERATOR_TOKEN: _ignored, ...parent } = process.env;
  return startMainProcess({
    ...parent,
    PORT: '0',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    ...env,
  });
}

const operatorPages = (url: string, token: string) =>
  call(url, '/api/booth/operator/pages', { headers: { [HeaderNames.operatorToken]: token } });

describe('operator token at start', () => {
  const dirs: { remove(): void }[] = [];
  const running: MainProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
    for (const d of dirs.splice(0)) d.remove();
  });

  it('writes a generated token to DATA_DIR/operator-token (owner only) and prints only the path', async () => {
    const dir = tempDir('token');
    dirs.push(dir);
    const server = await startMain(dir.path);
    running.push(server);
    const file = join(dir.path, 'operator-token');
    const token = readFileSync(file, 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(24);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(server.output()).toContain(file);
    expect(server.output()).not.toContain(token);
    expect((await operatorPages(server.url, token)).body.resCode).toBe('0000');
  });

  it('never prints a token supplied through OPERATOR_TOKEN, and leaves no stale token file', async () => {
    const dir = tempDir('token');
    dirs.push(dir);
    writeFileSync(join(dir.path, 'operator-token'), 'left-by-an-earlier-start\n');
    const supplied = 'supplied-operator-token-0123456789';
    const server = await startMain(dir.path, { OPERATOR_TOKEN: supplied });
    running.push(server);
    expect(server.output()).not.toContain(supplied);
    expect(server.output()).toContain('OPERATOR_TOKEN');
    expect(existsSync(join(dir.path, 'operator-token'))).toBe(false);
    expect((await operatorPages(server.url, supplied)).body.resCode).toBe('0000');
  });
});

describe('error log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('answers a value the database refuses with 400 and logs neither the value, the session nor a path', async () => {
    const userCode = await login(server.url, 'C0001');
    const before = server.logs.length;
    const res = await call(server.url, '/api/channel/product/add-favor', {
      userCode,
      json: { skuNo: 'SKU\u0000secret-looking-value' },
    });
    expect(res.status).toBe(400);
    expect(res.body.resCode).toBe('E0400');
    const logged = server.logs.slice(before).join('\n');
    expect(logged).not.toContain('secret-looking-value');
    expect(logged).not.toContain(userCode);
    expect(logged).not.toContain(process.cwd());
  });
});
