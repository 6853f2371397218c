import { z } from '../../schemas/zod';
import { QueryParam } from '../lib/query';

/**
 * What the page address carries back from the bank single sign-on (spec §3, §4): the SSO redirects to
 * cb with code, respCode, respMsg and cmbData (the encrypted callback data); a page opened by the
 * app after login may carry the user code itself as resultCode.
 */
export interface LoginReturn {
  /** '1000' success, '1002' cancelled, '1003' not a single-sign-on user; null when not from the SSO. */
  respCode: string | null;
  respMsg: string;
  /** The one-time code to exchange for a user code. */
  code: string | null;
  resultCode: string | null;
}

const SSO_PARAMS = ['code', 'respCode', 'respMsg', QueryParam.cmbData] as const;

const callbackDataSchema = z.object({
  respCode: z.string(),
  respMsg: z.optional(z.string()),
  code: z.optional(z.string()),
});

/** cmbData is base64url JSON in the simulated SSO; a bank build decrypts it first. Unreadable → null. */
export function decodeCallbackData(cmbData: string): z.infer<typeof callbackDataSchema> | null {
  try {
    const base64 = cmbData.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
    const parsed = callbackDataSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const nonEmpty = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : value;

/** Reads the login return from a query string; null when the address carries none. */
export function readLoginReturn(search: string): LoginReturn | null {
  const params = new URLSearchParams(search);
  const cmbData = nonEmpty(params.get(QueryParam.cmbData));
  const decoded = cmbData ? decodeCallbackData(cmbData) : null;
  // The plain parameters win; cmbData is the fallback where the bank sends only the data parameter.
  const respCode = nonEmpty(params.get('respCode')) ?? nonEmpty(decoded?.respCode);
  const resultCode = nonEmpty(params.get(QueryParam.resultCode));
  if (respCode === null && resultCode === null) return null;
  return {
    respCode,
    respMsg: params.get('respMsg') ?? decoded?.respMsg ?? '',
    // A bare ?code= belongs to the page (a coupon code, say); only next to a respCode is it the SSO's.
    code: respCode === null ? null : (nonEmpty(params.get('code')) ?? nonEmpty(decoded?.code)),
    resultCode,
  };
}

/** Which parameters to strip from the address once the login return is read. */
export function loginReturnParams(search: string): string[] {
  const params = new URLSearchParams(search);
  const fromSso = params.has('respCode') || params.has(QueryParam.cmbData);
  return [...(fromSso ? SSO_PARAMS : []), QueryParam.resultCode].filter((name) => params.has(name));
}
