import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, startTestServer, type TestServer, tempDir } from './helpers';

/**
 * Finding 8: the mall's page carries a strict content security policy (own scripts only, no
 * inline script), may be framed only by itself and the configured bank app, and says what it sends as
 * referrer and which browser features it never uses. The SSO and cashier pages keep their stricter own.
 */
const BANK_APP = 'https://app.bank.example';
const API_BASE = 'https://api.bank.example/mall';
const dist = tempDir('dist');
let plain: TestServer;
let embedded: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'), { recursive: true });
  writeFileSync(join(dist.path, 'index.html'), readFileSync('index.html', 'utf8'));
  [plain, embedded] = await Promise.all([
    startTestServer({ distDir: dist.path }),
    startTestServer({ distDir: dist.path, frameAncestors: [BANK_APP], apiBase: API_BASE }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), embedded?.stop()]);
  dist.remove();
});

/** The policy as directive name -> sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  const entries = header
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map(([name, ...sources]) => [name ?? '', sources] as const);
  return new Map(entries);
}

describe('the mall page', () => {
  it('allows only its own scripts, styles and calls, and no framing by others', async () => {
    for (const path of ['/mbankmall/index', '/mbankmall/order/list']) {
      const res = await fetch(`${plain.url}${path}`);
      expect(res.status).toBe(200);
      const policy = policyOf(res);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      // Only the mall's own pages may ask for the location (the nearest physical shops), never a framed page.
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
    }
  });

  it('lets the configured bank app frame it and calls a configured API base on another origin', async () => {
    const policy = policyOf(await fetch(`${embedded.url}/mbankmall/index`));
    expect(policy.get('frame-ancestors')).toEqual(["'self'", BANK_APP]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.bank.example']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('has no inline script or style in its HTML, so the policy needs no unsafe-inline', () => {
    const html = readFileSync('index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
    for (const [tag, body] of scripts) {
      expect(tag).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});

describe('the SSO and cashier pages', () => {
  it('keep their own stricter policy', async () => {
    const { approvalUrl } = await approve(plain.url);
    const sso = policyOf(await fetch(approvalUrl));
    expect(sso.get('default-src')).toEqual(["'none'"]);
    expect(sso.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
