import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

/**
 * A graceful drain: when a process is told to stop, readiness says 503 first while it
 * still serves (the balancer takes it out of rotation), a request already under way is answered in full,
 * answers close their connections, and the stop ends within its bound.
 */
let server: TestServer | undefined;
afterAll(() => server?.stop());

const NOTICE_MS = 600;

/** A request whose body is still being sent: in flight until `finish` sends the rest. */
function halfSentPost(url: string, path: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  const ended = new Promise<void>((done) => socket.on('close', () => done()));
  const cut = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, cut)}`,
  );
  return {
    finish: async (): Promise<string> => {
      socket.write(body.slice(cut));
      await ended;
      return answer;
    },
  };
}

describe('a stopping process', () => {
  it('says not ready first, answers what is in flight, closes connections and ends within its bound', async () => {
    server = await startTestServer({ drainNoticeMs: NOTICE_MS });
    const base = server.url;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const inFlight = halfSentPost(
      base,
      '/api/marketing/customer/err-mes/save',
      JSON.stringify({ mes: 'sent while the process stops', interfaceUrl: '/api/x' }),
    );
    // Let the server read the headers: the request is under way before the stop begins.
    await expect.poll(async () => (await fetch(`${base}/api/health/live`)).status).toBe(200);

    const started = performance.now();
    const stopped = server.close();
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');

    // After the notice the process takes no new connection; the request under way is still answered.
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health/live`).then(
            () => 'accepting',
            () => 'refusing',
          ),
        {
          timeout: NOTICE_MS * 5,
        },
      )
      .toBe('refusing');
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');

    await stopped;
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
