import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * Headers for the server's own small HTML pages (simulated SSO and cashier): no scripts or frames,
 * forms may post only to us and the allowed return origins, nothing cached, and no referrer, because
 * their addresses carry one-time state and pay tokens.
 */
export function standalonePageHeaders(allowedReturnOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const formTargets = ["'self'", ...allowedReturnOrigins].join(' ');
  return async (c, next) => {
    await next();
    c.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    );
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
  };
}

/** The API base's origin when it is on another origin than the page (MALL_API_BASE), else nothing. */
function apiOrigin(apiBase: string): string[] {
  if (!/^https?:\/\//i.test(apiBase)) return [];
  try {
    return [new URL(apiBase).origin];
  } catch {
    return [];
  }
}

/**
 * Headers of the mall's own page (index.html). The content security policy allows only the app's own
 * scripts and style sheets (the built page's one inline script, the legacy loader, a server-rendered page's boot script, and its entry
 * stylesheet, inlined by the server, are allowed by their hashes, never by 'unsafe-inline'), calls to the page's
 * origin and the API base (API and tracking uploads), https images (booth pictures may sit on a CDN),
 * and framing by the page itself plus the configured bank app origins (MALL_FRAME_ANCESTORS). See
 * docs/decisions/0012 for the choices. X-Frame-Options only speaks for old webviews without CSP 2; it
 * cannot name other origins, so it is left out when framing by the bank app is allowed.
 */
export function spaPageHeaders(opts: {
  apiBase: string;
  frameAncestors: readonly string[];
  /** Inline style elements the page carries, by CSP hash source (the inlined entry stylesheet). */
  styleHashes?: readonly string[];
  /**
   * Inline scripts the page carries, by CSP hash source: the legacy bundle's loader (ADR 0046) and a
   * server-rendered page's boot script (server/ssr/scripts-after-paint.ts, ADR 0051).
   */
  scriptHashes?: readonly string[];
  /**
   * Style attributes of a server-rendered first screen (ADR 0029), by hash: allowed one value at a time
   * ('unsafe-hashes' lets a hash match an attribute), still never 'unsafe-inline'.
   */
  styleAttributeHashes?: readonly string[];
  /** Script origins besides the page's own: the WeChat JS-SDK's when it is not served by the mall (ADR 0047). */
  scriptOrigins?: readonly string[];
}): Record<string, string> {
  const api = apiOrigin(opts.apiBase);
  const attributes = opts.styleAttributeHashes ?? [];
  const policy = [
    "default-src 'self'",
    ['script-src', "'self'", ...(opts.scriptOrigins ?? []), ...(opts.scriptHashes ?? [])].join(' '),
    [
      'style-src',
      "'self'",
      ...(opts.styleHashes ?? []),
      ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : []),
    ].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...api].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ['frame-ancestors', "'self'", ...opts.frameAncestors].join(' '),
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': policy,
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Nothing the mall uses needs these; copying and the shopper's location (nearest physical shops, the
    // browser fallback of the bridge) are the only powerful features it calls, on its own pages only
    // (web-share is left to its default: Debian's Chromium does not know the name and warns).
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), display-capture=(), clipboard-write=(self)',
  };
  if (opts.frameAncestors.length === 0) headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}
