import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchStaticLicenseVersion } from '../../src/api/license';
import { startTestServer, type TestServer, tempDir } from './helpers';

/**
 * The license version the login flow falls back to when the server gives none (spec §3, §4): a
 * static data file shipped with the SPA. Vite copies public/ into the build as is, so the build's
 * dist holds exactly what public/ holds; the server serves it under /mbankmall/.
 */
const dist = tempDir('dist-license');
let server: TestServer;

beforeAll(async () => {
  cpSync(join(process.cwd(), 'public'), dist.path, { recursive: true });
  writeFileSync(join(dist.path, 'index.html'), '<!doctype html><html><body>SPA</body></html>');
  server = await startTestServer({ distDir: dist.path, env: 'sit' });
});
afterAll(async () => {
  await server?.stop();
  dist.remove();
});

describe('the static license-version file', () => {
  it('is served as JSON (not the SPA page) and the fallback reads the version the server asks for', async () => {
    const fromFile = await fetchStaticLicenseVersion(`${server.url}/mbankmall/`);
    const res = await fetch(`${server.url}/api/mlife/license/version`);
    const { result } = (await res.json()) as { result: { licenseVersion: string } };
    expect(fromFile).toBe(result.licenseVersion);
    expect(fromFile).toBe('1.0.2');
  });

  it('names a version whose agreement text the server has', async () => {
    const version = await fetchStaticLicenseVersion(`${server.url}/mbankmall/`);
    const res = await fetch(`${server.url}/api/mlife/license/license-${version}.json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { resCode: string }).resCode).toBe('0000');
  });
});
