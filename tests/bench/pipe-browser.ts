import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * Chromium driven over its DevTools pipe with only the domains a timing needs (ADR 0080). Playwright enables
 * the inspector's `Runtime` domain on every page, and with it V8 captures a detailed stack trace for every
 * `Error` a script creates: React's module creates one at load, and the line numbers it needs re-parse the
 * whole entry chunk (the entry's evaluation at 4× CPU: 127–147 ms with it, 41–61 ms without). A shopper's web
 * view has no inspector, so a bench that times start-up drives the page through this instead.
 */
export interface PipePage {
  /** Navigates and waits for the load event, then until no new resource has finished for `quietMs`. */
  goto(url: string, quietMs: number): Promise<void>;
  /** Runs once in every document before its own scripts. */
  addInitScript(source: string): Promise<void>;
  /** Evaluates an expression in the page and answers its JSON value (no Runtime.enable needed). */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface PageOptions {
  width: number;
  height: number;
  /** DevTools' CPU slowdown, as Playwright's CDP call sets it. */
  cpuThrottling: number;
  /** Enable the inspector's Runtime domain, as Playwright does: to show what an attached tool costs. */
  inspector?: boolean;
}

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

export interface PipeBrowser {
  newPage(options: PageOptions): Promise<PipePage>;
  close(): Promise<void>;
}

export function launchPipeBrowser(): PipeBrowser {
  const profile = mkdtempSync(join(tmpdir(), 'mbankmall-pipe-browser-'));
  // fd 3 carries commands to the browser, fd 4 its answers and events, each message ended by a NUL.
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as NodeJS.WritableStream;
  const fromBrowser = child.stdio[4] as NodeJS.ReadableStream;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  let nextId = 0;
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (waiter && message.id !== undefined) {
        pending.delete(message.id);
        if (message.error) waiter.reject(new Error(message.error.message));
        else waiter.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  // A call still waiting when the browser goes is refused, not left hanging.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      for (const waiter of pending.values()) waiter.reject(new Error('the browser exited'));
      pending.clear();
      resolve();
    }),
  );

  function send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  function nextEvent(method: string, sessionId: string): Promise<void> {
    return new Promise((resolve) => {
      const listener = (message: Message): void => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });
  }

  async function newPage(options: PageOptions): Promise<PipePage> {
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext');
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    await send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling }, sessionId);
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width: options.width, height: options.height, deviceScaleFactor: 1, mobile: true },
      sessionId,
    );
    await send('Page.enable', {}, sessionId);
    if (options.inspector) await send('Runtime.enable', {}, sessionId);

    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = await send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>(
        'Runtime.evaluate',
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      );
      if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.text);
      return answer.result.value as T;
    };

    return {
      async addInitScript(source) {
        await send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId);
      },
      async goto(url, quietMs) {
        const loaded = nextEvent('Page.loadEventFired', sessionId);
        await send('Page.navigate', { url }, sessionId);
        await loaded;
        // Network.enable would record each request's initiator stack (the inspector's cost again): the
        // page's own resource timing says when its requests have stopped finishing.
        let count = -1;
        for (;;) {
          const now = await evaluate<number>("performance.getEntriesByType('resource').length");
          if (now === count) break;
          count = now;
          await new Promise((resolve) => setTimeout(resolve, quietMs));
        }
      },
      evaluate,
      async close() {
        await send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  }

  return {
    newPage,
    async close() {
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
