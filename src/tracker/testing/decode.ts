import { ungzip } from 'pako';
import { base64ToBytes } from '../transport/base64';
import type { TrackEvent } from '../types';
import type { RecordedRequest } from './fake-fetch';

/** Decodes an upload the way the ingest will (test-only; pulls in pako). */
export function decodeUpload(req: Pick<RecordedRequest, 'headers' | 'body'>): unknown {
  const type = req.headers.get('content-type') ?? '';
  const text = (b64: string) => new TextDecoder().decode(base64ToBytes(b64));
  if (type === 'application/zip')
    return JSON.parse(new TextDecoder().decode(ungzip(base64ToBytes(req.body))));
  if (type === 'text/plain' && req.headers.get('x-trace-compressed') === '1')
    return JSON.parse(new TextDecoder().decode(ungzip(base64ToBytes(text(req.body)))));
  if (type === 'text/plain') return JSON.parse(text(req.body));
  return JSON.parse(req.body);
}

export function eventsOf(req: Pick<RecordedRequest, 'headers' | 'body'>): TrackEvent[] {
  const body = decodeUpload(req) as TrackEvent | TrackEvent[] | { events: TrackEvent[] };
  if (Array.isArray(body)) return body;
  if ('events' in body) return body.events;
  return [body];
}
