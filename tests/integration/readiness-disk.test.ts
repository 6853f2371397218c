import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/**
 * A process whose data disk is full is not ready (health said "up" while every write failed).
 * The machine's real free space is read; the test asks for more than any disk has, which is what a full
 * disk looks like to the check.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ minFreeBytes: Number.MAX_SAFE_INTEGER });
});
afterAll(() => server?.stop());

describe('readiness and the data disk', () => {
  it('says not ready, while alive, when the data directory lacks room', async () => {
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(503);
  });
});
