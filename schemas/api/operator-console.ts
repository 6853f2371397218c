/**
 * The operator console's session (issue 18): the operator token is exchanged once for a short-lived
 * HttpOnly cookie; writes made with the cookie also carry the CSRF token in a header.
 */
import { z } from '../zod';
import { operatorRoleSchema } from './operator-accounts';
import { code, epochMs, PG_INT_MAX, text } from './primitives';

export const CONSOLE_CSRF_HEADER = 'x-csrf-token';
export const CONSOLE_COOKIE = 'mbm_console';

/**
 * POST /api/booth/console/session: an account name and its password (issue 35). The shared operator token
 * is still accepted in place of the password (or as `token`, as before) for scripts: the session is then
 * the token's service account, and the name is only a label the audit log shows beside it.
 */
export const consoleSignInSchema = z.object({
  name: text(32, { min: 1, what: 'name' }),
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  token: z.optional(code(128)),
});

/** What the console learns about its session (never the cookie's value). */
export const consoleSessionSchema = z.object({
  name: z.string(),
  role: operatorRoleSchema,
  csrfToken: z.string(),
  /** The session ends after this long without a request. */
  idleMs: z.number(),
  expiresAt: z.number(),
  serverTime: z.number(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** GET …/pages/{pageKey}/layout?version=N (absent: the draft, else the live version). */
export const layoutQuerySchema = z.object({
  version: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')),
      z.coerce.number<string>().check(z.int()).check(z.lte(PG_INT_MAX)),
    ),
  ),
});

export const auditEntrySchema = z.object({
  actor: z.string(),
  action: z.enum(['draft', 'publish', 'rollback', 'create', 'reschedule', 'cancel']),
  version: z.nullable(z.number()),
  detail: z.string(),
  at: z.number(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;

export const epochParam = z.pipe(
  z.string().check(z.regex(/^\d{1,15}$/, 'must be epoch milliseconds')),
  z.pipe(z.coerce.number<string>(), epochMs),
);

/** GET …/pages/{pageKey}/analytics?from=…[&to=…]: the period on server time, `to` defaulting to now. */
export const analyticsQuerySchema = z.object({ from: epochParam, to: z.optional(epochParam) });

export const blockFiguresSchema = z.object({
  blockId: z.string(),
  exposures: z.number(),
  clicks: z.number(),
});
export const analyticsAnswerSchema = z.object({
  pageKey: z.string(),
  from: z.number(),
  to: z.number(),
  blocks: z.array(blockFiguresSchema),
});
