/**
 * Test-only network: records every request and answers from a script. It stands in for
 * the server, never for the unit under test.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  keepalive: boolean;
}

export type Answer =
  | { status?: number; statusText?: string; headers?: Record<string, string>; body?: string }
  | 'network-error';

export function createFakeFetch(script: (req: RecordedRequest, n: number) => Answer = () => ({})) {
  const requests: RecordedRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const req = input instanceof Request ? input : null;
    const headers = new Headers(req?.headers);
    new Headers(init.headers).forEach((v, k) => {
      headers.set(k, v);
    });
    const rec: RecordedRequest = {
      url: req ? req.url : String(input),
      method: init.method ?? req?.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : '',
      keepalive: init.keepalive ?? false,
    };
    requests.push(rec);
    const a = script(rec, requests.length);
    if (a === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(a.body ?? '{"resCode":"0000"}', {
      status: a.status ?? 200,
      statusText: a.statusText ?? 'OK',
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  };
  return { fetch: fetchFn as typeof fetch, requests };
}
