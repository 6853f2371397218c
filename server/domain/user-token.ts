import * as z from 'zod';
import { openJson, sealJson } from './sealed-json';

/**
 * The session info's encrypted user token (spec §3): who the session belongs to and until when, sealed with
 * AES-256-GCM under USER_TOKEN_KEY. The client only carries it (in its session info and on every tracking
 * event); only a holder of the key — the tracking ingest — can read it or make one. It is not a credential:
 * no API accepts it in place of the userCode.
 */
const claimsSchema = z.object({ u: z.string().min(1).max(64), e: z.int() });
const MAX_PLAIN_BYTES = 256;

export interface UserTokenClaims {
  userId: string;
  /** Epoch ms the session would end if never used again (the login result's expiresTime). */
  expiresTime: number;
}

export const sealUserToken = (claims: UserTokenClaims, secret: string): string =>
  sealJson({ u: claims.userId, e: claims.expiresTime }, secret);

/** The claims of a token sealed under `secret`, or undefined: tampered, foreign key, not a token. */
export function openUserToken(sealed: string, secret: string): UserTokenClaims | undefined {
  const opened = openJson(sealed, secret, MAX_PLAIN_BYTES);
  if (!opened.ok) return undefined;
  const parsed = claimsSchema.safeParse(opened.value);
  return parsed.success ? { userId: parsed.data.u, expiresTime: parsed.data.e } : undefined;
}
