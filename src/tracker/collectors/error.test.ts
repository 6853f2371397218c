import { afterEach, describe, expect, it } from 'vitest';
import { makeDeps } from '../testing/deps';
import { installError } from './error';
import { cutStack, shouldIgnoreError } from './error-rules';

const filter = { ignoreCrossOrigin: true, ignoreExtension: true, ignore: ['ResizeObserver loop', /^Benign/] };

describe('error ignore rules (spec §5)', () => {
  it('ignores empty and non-string messages', () => {
    expect(shouldIgnoreError('', '', '', filter)).toBe(true);
    expect(shouldIgnoreError('   ', '', '', filter)).toBe(true);
    expect(shouldIgnoreError(42, '', '', filter)).toBe(true);
    expect(shouldIgnoreError({ m: 1 }, '', '', filter)).toBe(true);
  });
  it('ignores cross-origin "Script error." only when that option is on', () => {
    expect(shouldIgnoreError('Script error.', '', '', filter)).toBe(true);
    expect(shouldIgnoreError('Script error.', '', '', { ...filter, ignoreCrossOrigin: false })).toBe(false);
  });
  it('ignores browser-extension errors only when that option is on', () => {
    const src = 'chrome-extension://abcdef/content.js';
    expect(shouldIgnoreError('boom', src, '', filter)).toBe(true);
    expect(shouldIgnoreError('boom', '', `Error: boom\n    at x (${src}:1:1)`, filter)).toBe(true);
    expect(shouldIgnoreError('boom', src, '', { ...filter, ignoreExtension: false })).toBe(false);
  });
  it('ignores messages matching the ignore list (substring or RegExp)', () => {
    expect(shouldIgnoreError('ResizeObserver loop limit exceeded', '', '', filter)).toBe(true);
    expect(shouldIgnoreError('Benign thing', '', '', filter)).toBe(true);
    expect(shouldIgnoreError('Real failure', '', '', filter)).toBe(false);
  });
  it('cuts a stack to its message line plus 9 frames', () => {
    const frames = Array.from({ length: 15 }, (_, i) => `    at f${i} (app.js:${i}:1)`);
    const cut = cutStack(['TypeError: x is undefined', ...frames].join('\n')).split('\n');
    expect(cut).toHaveLength(10);
    expect(cut[0]).toBe('TypeError: x is undefined');
    expect(cut[9]).toContain('f8');
    const firefox = Array.from({ length: 12 }, (_, i) => `f${i}@app.js:${i}:1`).join('\n');
    expect(cutStack(firefox).split('\n')).toHaveLength(9);
  });
});

describe('error collector', () => {
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    document.body.innerHTML = '';
  });

  it('reports uncaught errors with a 9-frame stack, and skips ignored ones', () => {
    const s = makeDeps();
    off = installError(s.deps);
    const err = new Error('kaboom');
    err.stack = ['Error: kaboom', ...Array.from({ length: 20 }, (_, i) => `    at g${i} (a.js:1:${i})`)].join(
      '\n',
    );
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'kaboom',
        filename: 'https://m/a.js',
        lineno: 3,
        colno: 7,
        error: err,
      }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Script error.', filename: '', lineno: 0, colno: 0 }),
    );
    const [e, more] = s.ofType('PageError');
    expect(more).toBeUndefined();
    expect(e?.data).toMatchObject({
      scriptUri: 'https://m/a.js',
      line: 3,
      column: 7,
      errorMessage: 'kaboom',
      kind: 'script',
    });
    expect(e?.data.errorObj?.stack.split('\n')).toHaveLength(10);
  });

  it('reports unhandled rejections and resource failures as "{url} is not found"', () => {
    const s = makeDeps();
    off = installError(s.deps);
    const ev = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(ev, 'reason', { value: new Error('api down') });
    window.dispatchEvent(ev);
    const img = document.createElement('img');
    img.setAttribute('src', 'https://cdn.example.com/x.png');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    const [p, r] = s.ofType('PageError');
    expect(p?.data).toMatchObject({ errorMessage: 'api down', kind: 'promise' });
    expect(r?.data).toMatchObject({
      errorMessage: 'https://cdn.example.com/x.png is not found',
      kind: 'resource',
      errorObj: null,
    });
  });

  it('limits repeats of one message per page so a crash loop cannot flood the cache', () => {
    const s = makeDeps();
    off = installError(s.deps);
    for (let i = 0; i < 20; i++) window.dispatchEvent(new ErrorEvent('error', { message: 'loop' }));
    expect(s.ofType('PageError')).toHaveLength(5);
  });
});
