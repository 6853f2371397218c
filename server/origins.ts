/** One configured origin, normalised; a typo fails the start instead of producing broken links. */
export function normaliseOrigin(configured: string): string {
  const url = new URL(configured);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`not an http(s) origin: ${configured}`);
  return url.origin;
}

/** Configured origins, normalised; a typo fails the start instead of silently refusing every login. */
export function normaliseOrigins(configured: readonly string[]): string[] {
  return configured.map(normaliseOrigin);
}

/** The origin the server is bound to, as a browser on this machine reaches it (wildcards become loopback). */
export function boundOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The one way the server builds an absolute URL (pay links, the SSO page address): the configured public
 * origin plus a path. Request headers (Host, X-Forwarded-*) are never used: a caller can set them to anything.
 */
export function publicUrl(publicOrigin: string, pathAndQuery: string): URL {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`publicUrl needs an absolute path, got ${pathAndQuery}`);
  }
  return new URL(pathAndQuery, publicOrigin);
}

/**
 * The origins a login may return to: the one the server is bound to (first; it is the server's URL),
 * its loopback names, and the configured ones.
 */
export function returnOrigins(host: string, port: number, configured: readonly string[]): string[] {
  const bound = boundOrigin(host, port);
  const loopback = [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`];
  return [...new Set([bound, ...loopback, ...configured])];
}
