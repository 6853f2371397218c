import type { Context } from 'hono';

/** The origin the caller used to reach us (scheme, host and port from the request line and Host header). */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}
