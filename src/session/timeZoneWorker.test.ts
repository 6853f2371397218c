import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Start-up asks a worker for the time zone (ADR 0079). happy-dom has no workers: the browser's Worker is
 * played by a class that answers as the worker script would; the module under test is the real one.
 */
class AnsweringWorker {
  static answer: unknown = 'Asia/Shanghai';
  static made: string[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(url: URL) {
    AnsweringWorker.made.push(url.pathname);
    queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: AnsweringWorker.answer })));
  }
  terminate(): void {
    this.terminated = true;
  }
}

const freshModules = async () => {
  vi.resetModules();
  const worker = await import('./timeZoneWorker');
  const { knownTimeZone } = await import('../tracker/core/base-fields');
  return { read: worker.readTimeZoneOffThread, knownTimeZone };
};

describe('the time zone read off the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    AnsweringWorker.made = [];
  });

  it("takes the worker's answer as the page's zone, from the worker script", async () => {
    AnsweringWorker.answer = 'Asia/Shanghai';
    vi.stubGlobal('Worker', AnsweringWorker);
    const { read, knownTimeZone } = await freshModules();
    read();
    expect(knownTimeZone()).toBe('');
    await vi.waitFor(() => expect(knownTimeZone()).toBe('Asia/Shanghai'));
    expect(AnsweringWorker.made).toEqual([expect.stringMatching(/timeZone\.worker/)]);
  });

  it('ignores an answer that is not a zone name', async () => {
    AnsweringWorker.answer = '<img src=x>';
    vi.stubGlobal('Worker', AnsweringWorker);
    const { read, knownTimeZone } = await freshModules();
    read();
    await Promise.resolve();
    await Promise.resolve();
    expect(knownTimeZone()).toBe('');
  });

  it('leaves the zone to the first upload where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { read, knownTimeZone } = await freshModules();
    expect(() => read()).not.toThrow();
    expect(knownTimeZone()).toBe('');
  });
});
