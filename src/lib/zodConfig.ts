import * as z from 'zod';

/**
 * The mall page's CSP forbids eval (script-src 'self'). zod 4 probes `new Function('')` on its first object
 * parse to decide whether to compile fast parsers; the probe is refused and reported as a CSP violation on
 * every page load. jitless skips the probe and parses the same way, a little slower on huge objects only.
 * Imported first by main.tsx, before anything parses.
 */
z.config({ jitless: true });
