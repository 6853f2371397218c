/** Configured origins, normalised; a typo fails the start instead of silently refusing every login. */
export function normaliseOrigins(configured: readonly string[]): string[] {
  return configured.map((o) => {
    const url = new URL(o);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) origin: ${o}`);
    return url.origin;
  });
}

/**
 * The origins a login may return to: the one the server is bound to (first; it is the server's URL),
 * its loopback names, and the configured ones.
 */
export function returnOrigins(host: string, port: number, configured: readonly string[]): string[] {
  const wildcard = host === '0.0.0.0' || host === '::';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const bound = wildcard ? `http://127.0.0.1:${port}` : `http://${urlHost}:${port}`;
  const loopback = [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`];
  return [...new Set([bound, ...loopback, ...configured])];
}
