import { z } from '../zod';
import { code, text } from './primitives';

/** respCode carried back from the bank's single sign-on (spec §8). */
export const ApprovalRespCode = { success: '1000', cancelled: '1002', notSsoUser: '1003' } as const;

/** resCode of a failed code exchange; the client shows '{code} login error, please retry'. */
export const LoginErrorCodes = {
  /** Code unknown or already used. */
  invalidCode: 'LOGIN0912',
  /** Code older than its 60 s lifetime. */
  expiredCode: 'LOGIN0913',
  /** cb is not an allowed return address. */
  badReturnUrl: 'LOGIN0914',
} as const;

/** POST /api/mlife/login/approval. cb is the page to come back to (the current URL without cmbData). */
export const approvalRequestSchema = z.object({
  cb: text(2048, { min: 1, trim: false, what: 'cb' }),
  subChannelNo: code(32),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalResultSchema = z.object({ approvalUrl: z.string() });
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** POST /api/mlife/login/user-code: exchanges the one-time code from the SSO redirect. */
export const userCodeRequestSchema = z.object({
  code: code(128),
  subChannelNo: code(32),
});
export type UserCodeRequest = z.infer<typeof userCodeRequestSchema>;

export const loginResultSchema = z.object({
  userId: z.string(),
  userCode: z.string(),
  /** Epoch ms when the session ends unless it is used (sessions slide on use). */
  expiresTime: z.number().check(z.int()),
  /**
   * The session info's encrypted user token (spec §3): sealed by the server (AES-256-GCM), opaque to the
   * client, which carries it on its tracking events for the ingest to open. Absent for the local sample user.
   */
  userToken: z.optional(z.string().check(z.maxLength(512))),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
