import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * The tracker bench's stand-in for PostHog's ingest: posthog-js in the bench page sends
 * its batches here, on another origin as PostHog's host always is, so its request path does its
 * normal work (batching, compression, fetch) and the answer is the one it expects. Events are
 * decoded and counted, so the bench can say posthog-js really sent what it captured.
 */
export interface PosthogSink {
  url: string;
  /** Events decoded from every upload so far. */
  events(): number;
  /** Uploads whose body could not be decoded (their events are not counted). */
  undecoded(): number;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Events in one upload: gzip (told by its magic bytes), form `data=` base64, or plain JSON. */
export function countUpload(body: Buffer): number {
  let text: string;
  if (body[0] === 0x1f && body[1] === 0x8b) text = gunzipSync(body).toString('utf8');
  else {
    text = body.toString('utf8');
    const form = new URLSearchParams(text).get('data');
    if (form !== null && !text.trimStart().startsWith('{') && !text.trimStart().startsWith('['))
      text = Buffer.from(form, 'base64').toString('utf8');
  }
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return parsed.length;
  if (parsed && typeof parsed === 'object' && 'batch' in parsed && Array.isArray(parsed.batch))
    return parsed.batch.length;
  return parsed && typeof parsed === 'object' && 'event' in parsed ? 1 : 0;
}

export async function startPosthogSink(): Promise<PosthogSink> {
  let events = 0;
  let undecoded = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method === 'POST') {
        try {
          events += countUpload(body);
        } catch {
          undecoded += 1;
        }
      }
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200, { ...CORS, 'content-type': 'application/json' });
      res.end(req.method === 'OPTIONS' ? undefined : '{"status":1}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    events: () => events,
    undecoded: () => undecoded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
