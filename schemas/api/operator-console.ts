/**
 * The operator console's session: the operator token is exchanged once for a short-lived
 * HttpOnly cookie; writes made with the cookie also carry the CSRF token in a header.
 */
import { z } from '../zod';
import { operatorRoleSchema, totpCodeSchema } from './operator-accounts';
import { code, epochMs, PG_INT_MAX, text } from './primitives';

export const CONSOLE_CSRF_HEADER = 'x-csrf-token';
export const CONSOLE_COOKIE = 'mbm_console';

/**
 * POST /api/booth/console/session: an account name and its password. The shared operator token
 * is still accepted in place of the password (or as `token`, as before) for scripts: the session is then
 * the token's service account, and the name is only a label the audit log shows beside it.
 */
export const consoleSignInSchema = z.object({
  name: text(32, { min: 1, what: 'name' }),
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  token: z.optional(code(128)),
  /** The authenticator's code, for an account with two-step sign-in (asked for after a first try without). */
  totpCode: z.optional(totpCodeSchema),
});

/** The result of a refused sign-in whose password was right but whose account wants a code as well. */
export interface ConsoleSignInRefusal {
  totpRequired?: boolean;
}

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

/** A published version number in a query string. */
export const versionParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')),
  z.coerce.number<string>().check(z.int()).check(z.lte(PG_INT_MAX)),
);

/** GET …/pages/{pageKey}/layout?version=N (absent: the draft, else the live version). */
export const layoutQuerySchema = z.object({ version: z.optional(versionParam) });

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
