import { TIMEOUT_STATUS } from '../../../../schemas/tracking/constants';
import { guard, type Report } from '../../core/safe';
import type { Uninstall } from '../types';
import type { ApiRecorder } from './call';

interface XhrState {
  method: string;
  url: string;
  headers: Map<string, string>;
}

/** Patches XMLHttpRequest.prototype to time calls and add trace headers before send. */
export function wrapXhr(rec: ApiRecorder, report: Report): Uninstall {
  if (typeof XMLHttpRequest === 'undefined') return () => {};
  const proto = XMLHttpRequest.prototype;
  const { open, send, setRequestHeader } = proto;
  const states = new WeakMap<XMLHttpRequest, XhrState>();

  const onOpen = guard(report, (xhr: XMLHttpRequest, method: string, url: string | URL) => {
    states.set(xhr, { method, url: String(url), headers: new Map() });
  });
  const onHeader = guard(report, (xhr: XMLHttpRequest, name: string, value: string) => {
    states.get(xhr)?.headers.set(name.toLowerCase(), value);
  });
  const onSend = guard(report, (xhr: XMLHttpRequest, body: unknown) => {
    const st = states.get(xhr);
    if (!st) return;
    const began = rec.begin(st.url, st.method, (n) => st.headers.get(n.toLowerCase()) ?? null, body);
    if (!began) return;
    for (const [k, v] of Object.entries(began.headers)) setRequestHeader.call(xhr, k, v);
    let timedOut = false;
    xhr.addEventListener('timeout', () => {
      timedOut = true;
    });
    xhr.addEventListener(
      'loadend',
      guard(report, () => {
        const status = timedOut ? TIMEOUT_STATUS : xhr.status;
        if (xhr.responseType === 'json') rec.end(began.start, status, { parsed: xhr.response });
        else if (xhr.responseType === '' || xhr.responseType === 'text') {
          rec.end(began.start, status, { text: xhr.responseText });
        } else rec.end(began.start, status, { text: '' });
      }),
    );
  });

  // Plain functions: XHR methods need the instance as `this`.
  proto.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
    onOpen(this, args[0], args[1]);
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as XMLHttpRequest['open'];
  proto.setRequestHeader = function (this: XMLHttpRequest, name: string, value: string) {
    onHeader(this, name, value);
    return setRequestHeader.call(this, name, value);
  };
  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    onSend(this, body);
    return send.call(this, body);
  };
  const patched = { open: proto.open, send: proto.send, setRequestHeader: proto.setRequestHeader };
  return () => {
    if (proto.open === patched.open) proto.open = open;
    if (proto.send === patched.send) proto.send = send;
    if (proto.setRequestHeader === patched.setRequestHeader) proto.setRequestHeader = setRequestHeader;
  };
}
