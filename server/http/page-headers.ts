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
