import * as z from 'zod';
import type { TotpEnrolment } from '../../schemas/api/operator-accounts';
import type { AppDeps } from '../config';
import { openJson, sealJson } from '../domain/sealed-json';
import { matchingStep, newTotpSecret, otpauthUri } from '../operators/totp';
import { findAccount, type OperatorAccount } from '../repos/operator-accounts';
import { beginTotp, clearTotp, confirmTotp, takeTotpStep } from '../repos/operator-totp';

/**
 * Optional two-step sign-in for operator accounts (ADR 0067): enrolment (the secret answered once,
 * confirmed with a first code), the code check at sign-in, and an administrator's reset. Secrets are sealed
 * (AES-256-GCM under OPERATOR_TOTP_KEY) with the account's name inside, so a sealed value copied onto
 * another account's row does not open for it.
 */

/** The issuer authenticator apps show beside the account name. */
const ISSUER = 'mbankmall console';
const sealedSchema = z.object({ a: z.string(), s: z.string() });
const MAX_PLAIN_BYTES = 256;

const seal = (deps: AppDeps, account: string, secret: string): string =>
  sealJson({ a: account, s: secret }, deps.config.operatorTotpKey);

function open(deps: AppDeps, account: string, sealed: string): string | undefined {
  const opened = openJson(sealed, deps.config.operatorTotpKey, MAX_PLAIN_BYTES);
  const parsed = opened.ok ? sealedSchema.safeParse(opened.value) : undefined;
  if (!parsed?.success || parsed.data.a !== account) {
    // A changed OPERATOR_TOTP_KEY, or a row tampered with: the operator cannot sign in until an administrator
    // resets their two-step sign-in. Said without any part of the secret.
    deps.config.logger(`operator TOTP: the secret of "${account}" does not open with this key`, 'error');
    return undefined;
  }
  return parsed.data.s;
}

export type EnrolOutcome =
  | { ok: true; value: TotpEnrolment }
  | { ok: false; reason: 'noAccount' | 'enrolled' | 'notBegun' | 'codeWrong' };

/**
 * Begins (or begins again) an enrolment for an account that has none: a new secret, answered this once. The
 * shared token's sessions are no account and cannot enrol; an enrolled account must be reset first, so a
 * stolen session cannot move someone's second factor to another phone.
 */
export async function beginEnrolment(deps: AppDeps, name: string): Promise<EnrolOutcome> {
  const account = await findAccount(deps.db, name);
  if (!account) return { ok: false, reason: 'noAccount' };
  if (account.totpSealed !== null) return { ok: false, reason: 'enrolled' };
  const secret = newTotpSecret();
  if (!(await beginTotp(deps.db, name, seal(deps, name, secret)))) return { ok: false, reason: 'enrolled' };
  deps.config.logger(`operator TOTP: "${name}" began enrolling`);
  return { ok: true, value: { secret, otpauthUri: otpauthUri(ISSUER, name, secret) } };
}

/** Confirms an enrolment with a code from the app: from then on, sign-in asks for a code. */
export async function confirmEnrolment(
  deps: AppDeps,
  name: string,
  code: string,
): Promise<{ ok: true } | { ok: false; reason: 'noAccount' | 'enrolled' | 'notBegun' | 'codeWrong' }> {
  const account = await findAccount(deps.db, name);
  if (!account) return { ok: false, reason: 'noAccount' };
  if (account.totpSealed !== null) return { ok: false, reason: 'enrolled' };
  if (account.totpPendingSealed === null) return { ok: false, reason: 'notBegun' };
  const secret = open(deps, name, account.totpPendingSealed);
  const now = deps.config.clock();
  const step = secret === undefined ? undefined : matchingStep(secret, code, now, null);
  if (step === undefined) return { ok: false, reason: 'codeWrong' };
  const confirmed = await confirmTotp(deps.db, {
    name,
    pendingSealed: account.totpPendingSealed,
    step,
    now,
  });
  if (!confirmed) return { ok: false, reason: 'notBegun' };
  deps.config.logger(`operator TOTP: "${name}" turned two-step sign-in on`);
  return { ok: true };
}

/** True when the code is the account's for now and its step was not used before (then it is spent). */
export async function signInCodeOk(deps: AppDeps, account: OperatorAccount, code: string): Promise<boolean> {
  if (account.totpSealed === null) return true;
  const secret = open(deps, account.name, account.totpSealed);
  if (secret === undefined) return false;
  const step = matchingStep(secret, code, deps.config.clock(), account.totpLastStep);
  return step !== undefined && (await takeTotpStep(deps.db, account.name, step));
}

/** An administrator's reset (a lost phone): two-step sign-in off until the operator enrols again. */
export async function resetTotp(deps: AppDeps, name: string): Promise<boolean> {
  return clearTotp(deps.db, name);
}
