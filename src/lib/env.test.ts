import { afterEach, describe, expect, it } from 'vitest';
import { ENV_PLACEHOLDER, parseMallEnv, readMallEnv } from './env';

describe('parseMallEnv', () => {
  it.each(['local', 'dev', 'sit', 'uat', 'pre', 'pro'] as const)('accepts %s', (env) => {
    expect(parseMallEnv(env, false)).toBe(env);
  });

  it('ignores surrounding space and case', () => {
    expect(parseMallEnv('  SIT ', false)).toBe('sit');
  });

  it('treats the untouched placeholder as local only in a development build', () => {
    expect(parseMallEnv(ENV_PLACEHOLDER, true)).toBe('local');
    expect(parseMallEnv(ENV_PLACEHOLDER, false)).toBe('pro');
  });

  it('falls back to the strictest environment for anything unknown', () => {
    expect(parseMallEnv('production', true)).toBe('pro');
    expect(parseMallEnv('', true)).toBe('pro');
    expect(parseMallEnv(null, true)).toBe('pro');
    expect(parseMallEnv(undefined, true)).toBe('pro');
  });
});

describe('readMallEnv', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="mall-env"]')) meta.remove();
  });

  const setMeta = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = 'mall-env';
    meta.content = content;
    document.head.append(meta);
  };

  it('reads the meta tag', () => {
    setMeta('uat');
    expect(readMallEnv(document, false)).toBe('uat');
  });

  it('is pro without a meta tag', () => {
    expect(readMallEnv(document, true)).toBe('pro');
  });

  it('is local for the placeholder in development', () => {
    setMeta(ENV_PLACEHOLDER);
    expect(readMallEnv(document, true)).toBe('local');
  });
});
