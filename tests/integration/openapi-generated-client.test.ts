import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from './helpers';

/**
 * A client generated from the served document by an outside generator works (item 3):
 * openapi-typescript turns `/api/openapi.json` into types, the project's tsc checks an integrator's code
 * against them (and that deliberate misuse is refused), and openapi-fetch runs that code against this
 * server. openapi-typescript 6 is used because 7 needs TypeScript 5's compiler API, which TypeScript 7
 * (this project's) no longer ships (docs/decisions/0060-generated-client-check.md).
 */
const HERE = fileURLToPath(new URL('./generated-client/', import.meta.url));
const TSC = fileURLToPath(new URL('../../node_modules/.bin/tsc', import.meta.url));
const run = promisify(execFile);

/** What `use-client.ts` returns (not imported: the file only compiles beside its generated types). */
interface ClientRun {
  productNames: string[];
  cartSkus: string[];
  signedOutCode: string;
}

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  const doc = await (await fetch(`${server.url}/api/openapi.json`)).text();
  // Inside the repository, so the copies resolve openapi-fetch from its node_modules (.gitignore'd).
  dir = mkdtempSync(join(HERE, '.run-'));
  writeFileSync(
    join(dir, 'schema.d.ts'),
    await openapiTS(JSON.parse(doc) as Parameters<typeof openapiTS>[0]),
  );
  for (const file of ['use-client.ts', 'misuse.ts', 'tsconfig.json'])
    copyFileSync(join(HERE, file), join(dir, file));
});
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from the served document', () => {
  it('typechecks, and its deliberate misuse does not', async () => {
    const result = await run(TSC, ['-p', join(dir, 'tsconfig.json')]).then(
      () => '',
      (err: { stdout?: string; stderr?: string }) => `${err.stdout ?? ''}${err.stderr ?? ''}`,
    );
    expect(result).toBe('');
  }, 120_000);

  it('lists products and a cart against the running server', async () => {
    const userCode = await login(server.url, 'C0001');
    const { listProductsAndCart } = (await import(join(dir, 'use-client.ts'))) as {
      listProductsAndCart(baseUrl: string, userCode: string): Promise<ClientRun>;
    };
    const got = await listProductsAndCart(server.url, userCode);
    expect(got.productNames.length).toBeGreaterThan(0);
    expect(got.cartSkus.length).toBeGreaterThan(0);
    expect(got.signedOutCode).toBe('0003');
  });
});
