/**
 * A fetch-shaped call over XMLHttpRequest, for the one thing fetch cannot do in a webview: report how much
 * of a request body has gone (a photo upload's progress bar). The client (client.ts) uses it only for a
 * call that asks for progress; the answer is handed back as a Response, so parsing, errors and the
 * envelope are the client's, as for any other call. The tracker sees it through its XHR wrapper.
 */
export interface ProgressInit {
  method: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit | undefined;
  signal: AbortSignal;
  credentials: RequestCredentials;
}

/** Called with the share of the body sent, from 0 to 1. */
export type OnProgress = (sent: number) => void;

export function xhrSend(url: string, init: ProgressInit, onProgress: OnProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = init.credentials === 'include';
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    });
    const onAbort = () => xhr.abort();
    init.signal.addEventListener('abort', onAbort);
    const done = () => init.signal.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      onProgress(1);
      // A status that carries no body cannot be built with one.
      const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(body, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    });
    // As fetch does: a transport failure or an abort rejects; the caller tells them apart by its signal.
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('network error'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(init.signal.reason ?? new DOMException('aborted', 'AbortError'));
    });
    if (init.signal.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(init.body ?? null);
  });
}
