/**
 * The zod every shared schema is built with: `zod/mini` (ADR 0006, step 1). The SPA's first route checks
 * layouts and answers with these schemas, and classic zod (≈ 25 KB gzip, not tree-shakeable) does not
 * fit there; mini is functional (`z.optional(s)`, `s.check(z.maxLength(n))`) and only what is used ships.
 * Server code may keep classic zod for its own schemas: both build on `zod/v4/core`, so classic objects
 * take these as fields and `z.optional`, `z.safeParse`, `z.toJSONSchema` work on either. Never chain a
 * classic method on a shared schema; use the functional form.
 *
 * mini loads no error messages: English is configured by zod-locale.ts (in the browser builds, right after
 * start-up: ADR 0078).
 *
 * In the browser its builders are deferred: a schema is built when first used, not when its module loads
 * (zod-deferred.ts, ADR 0076).
 */
import * as z from './zod-deferred';
import './zod-locale';

export { z };
