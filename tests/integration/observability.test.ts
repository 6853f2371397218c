import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { createLog } from '../../server/observe/log';
import { createObservability } from '../../server/observe/observability';
import { call, login, startTestServer, type TestServer } from './helpers';

/** Item 5: what an operations team reads — JSON log lines and /metrics — from a real server. */

const CART_COUNT = '/api/shoppingcart/shopping-cart/count';

let output = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    output += chunk.toString();
    done();
  },
});
const lines = () =>
  output
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // debug: the request line then carries the request's headers, so the redaction is really exercised.
    observe: createObservability({ log: createLog({ level: 'debug', destination: sink }) }),
    // The services' sentences go through the structured log too (the helper would collect them apart).
    logger: undefined,
    metricsPort: 0,
  });
});
afterAll(() => server?.stop());

describe('structured logs', () => {
  it('writes one JSON line per request: time, level, request id, customer pseudonym, route pattern, status, latency', async () => {
    const userCode = await login(server.url, 'C0001');
    output = '';
    const res = await fetch(`${server.url}${CART_COUNT}?phone=13800138000`, {
      headers: { [HeaderNames.userCode]: userCode },
    });
    expect(res.status).toBe(200);
    const reqId = res.headers.get('x-request-id') ?? '';
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines().find((l) => l.msg === 'request' && l.reqId === reqId);
    expect(line).toMatchObject({ level: 'info', route: CART_COUNT, status: 200, method: 'GET' });
    expect(Date.parse(String(line?.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof line?.ms).toBe('number');
    expect(String(line?.customer)).toMatch(/^[0-9a-f]{16}$/);
    // Neither the raw URL's query nor the customer's number reach the log.
    expect(output).not.toContain('13800138000');
    expect(output).not.toContain('C0001');
  });

  it("carries the tracker's trace and span ids (spec headers or W3C traceparent) on the request line", async () => {
    output = '';
    const traceId = 'ab'.repeat(16);
    const spanId = 'cd'.repeat(8);
    const spec = await fetch(`${server.url}${CART_COUNT}`, {
      headers: { 'x-trace-id': traceId, 'x-span-id': spanId },
    });
    const w3c = await fetch(`${server.url}${CART_COUNT}`, {
      headers: { traceparent: `00-${traceId}-${spanId}-01` },
    });
    const forged = await fetch(`${server.url}${CART_COUNT}`, {
      headers: { 'x-trace-id': 'x"},{"level":"fatal', 'x-span-id': spanId },
    });
    for (const res of [spec, w3c]) {
      const line = lines().find((l) => l.msg === 'request' && l.reqId === res.headers.get('x-request-id'));
      expect(line).toMatchObject({ traceId, spanId });
    }
    const line = lines().find((l) => l.msg === 'request' && l.reqId === forged.headers.get('x-request-id'));
    expect(line?.traceId).toBeUndefined();
  });

  it('logs the matched pattern for a route with a parameter, not the value', async () => {
    output = '';
    const res = await fetch(`${server.url}/api/file-storage/no-such-file-id-123`);
    const line = lines().find((l) => l.reqId === res.headers.get('x-request-id'));
    expect(line?.route).toBeDefined();
    expect(String(line?.route)).not.toContain('no-such-file-id-123');
  });

  it('never writes a secret sent in a request, even at debug where headers are logged', async () => {
    const userCode = await login(server.url, 'C0002');
    output = '';
    const secrets = {
      [HeaderNames.userCode]: userCode,
      [HeaderNames.uniqueCode]: 'unique-secret-7f3a9c',
      [HeaderNames.operatorToken]: server.operatorToken,
      cookie: 'session=cookie-secret-51d2',
      authorization: 'Bearer bearer-secret-c0ffee',
    };
    const res = await fetch(`${server.url}/api/shoppingcart/shopping-cart/add-v2`, {
      method: 'POST',
      headers: { ...secrets, 'content-type': 'application/json', 'user-agent': 'obs-test-agent' },
      body: JSON.stringify({ password: 'body-secret-9e1b', skuNo: 'nope', num: 1 }),
    });
    await res.arrayBuffer();
    const line = lines().find((l) => l.reqId === res.headers.get('x-request-id'));
    // The headers were logged (the agent is there) and the secret ones were cut.
    expect(JSON.stringify(line)).toContain('obs-test-agent');
    expect(JSON.stringify(line)).toContain('[redacted]');
    for (const secret of [...Object.values(secrets), 'body-secret-9e1b', 'cookie-secret-51d2']) {
      expect(output).not.toContain(secret);
    }
  });

  it('keeps a well-formed incoming request id and replaces one that could forge a line', async () => {
    const kept = await fetch(`${server.url}/api/health`, {
      headers: { 'x-request-id': 'lb-0123456789abcdef' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789abcdef');
    const forged = await fetch(`${server.url}/api/health`, {
      headers: { 'x-request-id': 'x"}{"level":"fatal' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** The value of one sample of the exposition text, 0 when the series is not there yet. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(server.metricsUrl ?? '')).text();
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const row of text.split('\n')) {
    if (!row.startsWith(`${name}{`) && !row.startsWith(`${name} `)) continue;
    if (want.every((w) => row.includes(w))) return Number(row.slice(row.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('/metrics', () => {
  it('is served on its own loopback port in Prometheus text, never on the mall port', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const res = await fetch(server.metricsUrl ?? '');
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE mall_http_requests_total counter');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('mall_ingest_writes_waiting');
    const onMall = await fetch(`${server.url}/metrics`);
    expect(await onMall.text()).not.toContain('mall_http_requests_total');
  });

  it('counts a request to a route by its pattern and status class, with its latency', async () => {
    const labels = { route: '/api/channel/notice/info', status_class: '2xx' };
    const before = await sample('mall_http_requests_total', labels);
    const latencyBefore = await sample('mall_http_request_duration_seconds_count', labels);
    expect((await call(server.url, '/api/channel/notice/info?x=1')).status).toBe(200);
    expect(await sample('mall_http_requests_total', labels)).toBe(before + 1);
    expect(await sample('mall_http_request_duration_seconds_count', labels)).toBe(latencyBefore + 1);
  });

  it('shows a shed request in the shed count and the drill while it is on', async () => {
    const ops = { headers: { [HeaderNames.operatorToken]: server.operatorToken } };
    const shedBefore = await sample('mall_load_shed_shed_count');
    expect(await sample('mall_load_shed_drilling')).toBe(0);
    await call(server.url, '/api/operator/load-shed', { json: { busyForMs: 60_000 }, ...ops });
    try {
      expect((await call(server.url, '/api/channel/notice/info')).status).toBe(429);
      expect(await sample('mall_load_shed_shed_count')).toBe(shedBefore + 1);
      expect(await sample('mall_load_shed_drilling')).toBe(1);
      expect(await sample('mall_http_requests_total', { status_class: '4xx' })).toBeGreaterThan(0);
    } finally {
      await call(server.url, '/api/operator/load-shed', { json: { busyForMs: 0 }, ...ops });
    }
  });
});
