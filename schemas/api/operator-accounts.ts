/**
 * Operator accounts and roles: people sign in to the console with their own name and password;
 * what each may do is one role. The shared operator token is a service account with a role of its own.
 */
import { z } from '../zod';

export const OPERATOR_ROLES = ['editor', 'publisher', 'marketing', 'auditor', 'administrator'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** Account names: letters, digits, dot, dash, underscore; what the audit log shows. */
export const accountNameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,31}$/, 'must be 2–32 letters, digits, . _ or -'));

/** At least 12 characters: a passphrase, not a PIN (NIST SP 800-63B asks for 8 at the least). */
export const passwordSchema = z.string().check(z.minLength(12), z.maxLength(256));

/** POST /api/operator/accounts */
export const accountCreateSchema = z.object({
  name: accountNameSchema,
  role: operatorRoleSchema,
  /** Absent: the server generates one and answers it once. */
  password: z.optional(passwordSchema),
});

/** PATCH /api/operator/accounts/{name}: change the role, disable or enable. */
export const accountPatchSchema = z.object({
  role: z.optional(operatorRoleSchema),
  disabled: z.optional(z.boolean()),
});

/** POST /api/operator/accounts/{name}/password: absent, a generated password answered once. */
export const accountPasswordSchema = z.object({ password: z.optional(passwordSchema) });

export const accountViewSchema = z.object({
  name: z.string(),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  createdAt: z.number(),
  lastSignInAt: z.nullable(z.number()),
  /** Two-step sign-in is on: sign-in asks for a code from the account's authenticator (ADR 0067). */
  totpEnrolled: z.boolean(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const accountNameParamSchema = z.object({ name: accountNameSchema });

/** GET /api/operator/accounts. */
export const accountListSchema = z.object({ accounts: z.array(accountViewSchema) });

/** An account created or its password reset: a generated password is answered this once. */
export const accountWithPasswordSchema = z.object({
  account: accountViewSchema,
  generatedPassword: z.optional(z.string()),
});

/** POST /api/operator/accounts/{name}/totp/reset. */
export const totpResetSchema = z.object({ reset: z.boolean() });

/** A code from an authenticator app: six digits (RFC 6238's default, what the apps show). */
export const totpCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'must be the 6 digits the app shows'));

/** POST /api/operator/me/totp/confirm: the first code, proving the app holds the secret. */
export const totpConfirmSchema = z.object({ totpCode: totpCodeSchema });
export const totpConfirmedSchema = z.object({ totpEnrolled: z.boolean() });

/**
 * POST /api/operator/me/totp: an enrolment begun. The secret is answered this once (as text to type and as
 * the otpauth:// URI an app reads); the server keeps it sealed and never answers it again.
 */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
