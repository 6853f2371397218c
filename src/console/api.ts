import * as z from 'zod';
import { CHANGE_REQUEST_STATES, type ChangeRequestState } from '../../schemas/api/approvals';
import { govInvestmentSchema } from '../../schemas/api/channel-extras';
import type { AnyEndpoint, InputOf, OutputOf } from '../../schemas/api/endpoint';
import { boothFiguresDaily, boothFiguresRead } from '../../schemas/api/endpoints/booth-operator/figures';
import { boothAuditRead } from '../../schemas/api/endpoints/booth-operator/layouts';
import { boothDraftPreview } from '../../schemas/api/endpoints/booth-operator/pages';
import {
  consoleSessionEnd,
  consoleSessionRead,
  consoleSignIn,
} from '../../schemas/api/endpoints/console-session';
import { noticeOperatorList, noticeOperatorSave } from '../../schemas/api/endpoints/short-links/notices';
import {
  shortLinkOperatorCreate,
  shortLinkOperatorExpire,
  shortLinkOperatorList,
} from '../../schemas/api/endpoints/short-links/short-links';
import {
  accountViewSchema,
  type OperatorRole,
  totpEnrolmentSchema,
} from '../../schemas/api/operator-accounts';
import {
  type AuditEntryAnswer,
  CONSOLE_CSRF_HEADER,
  type ConsoleSession,
} from '../../schemas/api/operator-console';
import { privacyRequestListSchema } from '../../schemas/api/privacy';
import { UPLOAD_FIELD } from '../../schemas/api/uploads';
import { type CallInput, type CallOptions, call } from '../api/call';
import { get as clientGet, request as clientRequest, type Params, type RequestOptions } from '../api/client';
import { ApiError } from '../api/errors';
import { PendingApproval } from './pendingApproval';

/**
 * The console's calls, over the mall's one HTTP client. The session cookie travels by itself (HttpOnly);
 * the CSRF token is kept in memory only and added to every write.
 */
let csrfToken = '';

/** Called when the server says the session is gone (idle too long, signed out elsewhere): sign in again. */
let onSessionLost: () => void = () => {};
export const whenSessionLost = (handler: () => void): void => {
  onSessionLost = handler;
};
/** A 403 naming the caller's role is the role table refusing one action (issue 35), not a lost session. */
export const isRoleRefusal = (e: unknown): boolean =>
  e instanceof ApiError &&
  e.status === 403 &&
  typeof e.result === 'object' &&
  e.result !== null &&
  'role' in e.result;
const lost = (e: unknown): never => {
  if (e instanceof ApiError && e.status === 403 && !isRoleRefusal(e)) onSessionLost();
  throw e;
};
const request = <T>(path: string, opts: RequestOptions<T>): Promise<T> =>
  clientRequest(path, opts).catch(lost);
const get = <T>(path: string, params?: Params, opts: Omit<RequestOptions<T>, 'params' | 'method'> = {}) =>
  clientGet(path, params, opts).catch(lost);

const write = <T>(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH',
  body: unknown,
  schema?: z.core.$ZodType<T>,
) =>
  request<T>(path, {
    method,
    body: body ?? {},
    headers: { [CONSOLE_CSRF_HEADER]: csrfToken },
    ...(schema ? { schema } : {}),
  });

const remember = (s: ConsoleSession): ConsoleSession => {
  csrfToken = s.csrfToken;
  return s;
};

/**
 * An account name and its password (the shared operator token is accepted in its place, for scripts), and
 * the authenticator's code for an account with two-step sign-in.
 */
export const signIn = async (name: string, password: string, totpCode?: string): Promise<ConsoleSession> =>
  remember(await call(consoleSignIn, { body: { name, password, ...(totpCode ? { totpCode } : {}) } }));

/** The refusal of a right password for an account that wants a code as well (ADR 0067). */
export const isTotpRequired = (e: unknown): boolean =>
  e instanceof ApiError &&
  e.status === 403 &&
  typeof e.result === 'object' &&
  e.result !== null &&
  'totpRequired' in e.result;

export const currentSession = async (): Promise<ConsoleSession> =>
  remember(await call(consoleSessionRead, {}, { silent: true }));

export const signOut = async (): Promise<void> => {
  await consoleCall(consoleSessionEnd, {});
  csrfToken = '';
};

const pageSummarySchema = z.object({
  pageKey: z.string(),
  pageCode: z.number().nullable(),
  pageId: z.string(),
  /** The page's name as the operator wrote it; null before any layout. */
  title: z.string().nullable(),
  /** Where shoppers open it (the server's configured public origin); null for a slot. */
  shopperUrl: z.string().nullable(),
  liveVersion: z.number().nullable(),
  hasDraft: z.boolean(),
  draftUpdatedAt: z.number().nullable(),
  scheduled: z.object({ version: z.number(), publishAt: z.number() }).nullable(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

const versionSchema = z.object({
  version: z.number().nullable(),
  status: z.enum(['draft', 'published', 'cancelled']),
  createdAt: z.number(),
  updatedAt: z.number(),
  publishedAt: z.number().nullable(),
  publishAt: z.number().nullable(),
  rolledBackFrom: z.number().nullable(),
  live: z.boolean(),
  scheduled: z.boolean(),
});
export type VersionRow = z.infer<typeof versionSchema>;

const layoutAnswerSchema = z.object({
  pageKey: z.string(),
  source: z.enum(['draft', 'version', 'live', 'scheduled']),
  version: z.number().nullable(),
  layout: z.record(z.string(), z.unknown()),
  serverTime: z.number(),
  revision: z.number(),
  changedBy: z.string().nullable(),
  changedAt: z.number().nullable(),
});
export type LayoutAnswer = z.infer<typeof layoutAnswerSchema>;

const OP = '/api/booth/operator';
const page = (key: string) => `${OP}/pages/${encodeURIComponent(key)}`;

const assetSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  createdAt: z.number(),
});
export type Asset = z.infer<typeof assetSchema>;

const draftAnswerSchema = z.object({
  revision: z.number(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
/** Under maker-checker (ADR 0048) a publish or a schedule answers the change request it became instead. */
const changeRequestReceiptSchema = z.object({
  changeRequest: z.object({ id: z.number(), state: z.string(), entity: z.string() }),
});
const publishAnswerSchema = z.union([
  z.object({ version: z.number(), publishAt: z.number(), revision: z.number() }),
  changeRequestReceiptSchema,
]);
const rollbackAnswerSchema = z.object({ version: z.number(), revision: z.number() });
const cancelAnswerSchema = z.object({ restoredAsDraft: z.boolean(), revision: z.number() });

export const operatorApi = {
  assets: () =>
    get('/api/booth/operator-assets', undefined, {
      schema: z.object({ assets: z.array(assetSchema) }),
      silent: true,
    }),
  upload: (file: File) => {
    const form = new FormData();
    form.set(UPLOAD_FIELD, file);
    return request('/api/booth/operator-assets', {
      method: 'POST',
      body: form,
      headers: { [CONSOLE_CSRF_HEADER]: csrfToken },
      schema: assetSchema,
    });
  },
  pages: () => get(`${OP}/pages`, undefined, { schema: z.array(pageSummarySchema) }),
  schema: () => get(`${OP}/schema`, undefined, { schema: z.record(z.string(), z.unknown()), silent: true }),
  layout: (key: string, version?: number) =>
    get(`${page(key)}/layout`, { version }, { schema: layoutAnswerSchema, silent: true }),
  versions: (key: string) =>
    get(`${page(key)}/versions`, undefined, {
      schema: z.object({ versions: z.array(versionSchema) }),
      silent: true,
    }),
  /** Figures per version and block (issue 36 item 4); `version` keeps one version's rows. */
  analytics: (pageKey: string, from: number, version?: number) =>
    consoleCall(boothFiguresRead, { params: { pageKey }, query: { from, version } }, { silent: true }),
  analyticsTrend: (pageKey: string, days: 14 | 30, version?: number) =>
    consoleCall(
      boothFiguresDaily,
      { params: { pageKey }, query: { days: days === 14 ? '14' : '30', version } },
      { silent: true },
    ),
  /** The same figures as a CSV file (the session cookie goes with a plain link). */
  analyticsExportHref: (key: string, from: number, version?: number): string =>
    `${page(key)}/analytics/export?${new URLSearchParams({
      from: String(from),
      ...(version === undefined ? {} : { version: String(version) }),
    }).toString()}`,
  audit: (pageKey: string): Promise<{ entries: AuditEntryAnswer[] }> =>
    consoleCall(boothAuditRead, { params: { pageKey } }, { silent: true }),
  /** Kept even when the layout has issues (only publishing needs it to pass); the answer lists them. */
  saveDraft: (key: string, layout: unknown, baseRevision?: number) =>
    write(
      `${page(key)}/draft${baseRevision === undefined ? '' : `?baseRevision=${baseRevision}`}`,
      'PUT',
      layout,
      draftAnswerSchema,
    ),
  /** A preview link of the saved draft: a slot's opens on its own shopper screen (issue 35 item 6). */
  previewLink: (pageKey: string) => consoleCall(boothDraftPreview, { params: { pageKey } }),
  publish: (key: string, baseRevision: number, publishAt?: number) =>
    write(
      `${page(key)}/publish`,
      'POST',
      publishAt === undefined ? { baseRevision } : { publishAt, baseRevision },
      publishAnswerSchema,
    ),
  rollback: (key: string, version: number, baseRevision: number) =>
    write(`${page(key)}/rollback`, 'POST', { version, baseRevision }, rollbackAnswerSchema),
  reschedule: (key: string, version: number, publishAt: number, baseRevision: number) =>
    write(`${page(key)}/schedules/${version}`, 'PUT', { publishAt, baseRevision }, publishAnswerSchema),
  cancelSchedule: (key: string, version: number, baseRevision: number) =>
    write(`${page(key)}/schedules/${version}/cancel`, 'POST', { baseRevision }, cancelAnswerSchema),
};

/** What a refused stale write (409) says besides its message: who changed the page and when. */
const staleSchema = z.object({
  revision: z.number(),
  changedBy: z.string().nullable(),
  changedAt: z.number().nullable(),
});
export type Stale = z.infer<typeof staleSchema>;

/** The facts of a stale-write refusal, or null for any other failure. */
export function staleOf(e: unknown): Stale | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  const parsed = staleSchema.safeParse(e.result);
  return parsed.success ? parsed.data : null;
}

/** Short links and notices (issue 17): the console's LinksPage and NoticesPage. */
export const contentApi = {
  links: () => consoleCall(shortLinkOperatorList, {}),
  // The form builds the target from its fields (LinksPage's targetOf); the server checks it, as the campaign
  // tabs' form bodies are.
  createLink: (body: Record<string, unknown>) =>
    consoleCall(shortLinkOperatorCreate, { body } as unknown as CallInput<typeof shortLinkOperatorCreate>),
  expireLink: (bizId: string) => consoleCall(shortLinkOperatorExpire, { body: { bizId } }),
  notices: () => consoleCall(noticeOperatorList, {}),
  saveNotice: (body: InputOf<typeof noticeOperatorSave.body>) => consoleCall(noticeOperatorSave, { body }),
  govInvestment: () =>
    get('/api/operator/channel/gov-investment', undefined, { schema: govInvestmentSchema }),
  saveGovInvestment: (body: unknown) =>
    write('/api/operator/channel/gov-investment', 'PUT', body, govInvestmentSchema),
};

const withPasswordSchema = z.object({
  account: accountViewSchema,
  generatedPassword: z.optional(z.string()),
});

/** Operator accounts (administrators, issue 35). */
export const accountsApi = {
  list: () =>
    get('/api/operator/accounts', undefined, { schema: z.object({ accounts: z.array(accountViewSchema) }) }),
  create: (body: { name: string; role: OperatorRole }) =>
    write('/api/operator/accounts', 'POST', body, withPasswordSchema),
  change: (name: string, patch: { role?: OperatorRole; disabled?: boolean }) =>
    write(`/api/operator/accounts/${encodeURIComponent(name)}`, 'PATCH', patch, accountViewSchema),
  resetPassword: (name: string) =>
    write(`/api/operator/accounts/${encodeURIComponent(name)}/password`, 'POST', {}, withPasswordSchema),
  resetTotp: (name: string) =>
    write(`/api/operator/accounts/${encodeURIComponent(name)}/totp/reset`, 'POST', {}),
};

/** Two-step sign-in on the signed-in operator's own account (ADR 0067). */
export const totpApi = {
  begin: () => write('/api/operator/me/totp', 'POST', {}, totpEnrolmentSchema),
  confirm: (totpCode: string) => write('/api/operator/me/totp/confirm', 'POST', { totpCode }),
};

const changeRequestSchema = z.object({
  id: z.number(),
  endpoint: z.string(),
  entity: z.string(),
  path: z.string(),
  body: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  maker: z.string(),
  makerRole: z.string(),
  state: z.enum(CHANGE_REQUEST_STATES),
  createdAt: z.number(),
  expiresAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  decisionComment: z.string().nullable(),
  result: z.unknown(),
  comments: z.array(z.object({ author: z.string(), body: z.string(), at: z.number() })),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** Maker-checker (issue 35, ADR 0048): the queue of change requests, approved or rejected by another operator. */
export const approvalsApi = {
  list: (state?: ChangeRequestState) =>
    get('/api/operator/change-requests', { state }, { schema: z.array(changeRequestSchema) }),
  approve: (id: number, comment?: string) =>
    write(`/api/operator/change-requests/${id}/approve`, 'POST', comment ? { comment } : {}),
  reject: (id: number, comment: string) =>
    write(`/api/operator/change-requests/${id}/reject`, 'POST', { comment }, changeRequestSchema),
  withdraw: (id: number) =>
    write(`/api/operator/change-requests/${id}/withdraw`, 'POST', {}, changeRequestSchema),
  /** Requests this operator may decide (the header's count); silent: a failed count is not an error screen. */
  pendingCount: () =>
    get('/api/operator/change-requests/pending-count', undefined, {
      schema: z.object({ pending: z.number() }),
      silent: true,
    }),
};

const auditRowSchema = z.object({
  id: z.number(),
  at: z.number(),
  account: z.string(),
  role: z.string(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  entity: z.string().nullable(),
  status: z.number(),
  disposition: z.string(),
  reason: z.string().nullable(),
  approvedBy: z.string().nullable(),
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export interface AuditFilter {
  account?: string | undefined;
  entity?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The operator audit log (ADR 0048): search, and the CSV export's address (the cookie goes with a plain link). */
export const auditApi = {
  search: (f: AuditFilter) => get('/api/operator/audit', { ...f }, { schema: z.array(auditRowSchema) }),
  exportHref: (f: AuditFilter): string => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') q.set(k, String(v));
    const query = q.toString();
    return `/api/operator/audit/export${query ? `?${query}` : ''}`;
  },
};

/** Customers' account deletion requests (auditors and administrators, issue 33); each read is recorded. */
export const privacyApi = {
  list: () => get('/api/operator/privacy-requests', undefined, { schema: privacyRequestListSchema }),
};

/**
 * A write for screens with an API file of their own (CSRF header, lost-session handling); a write
 * maker-checker held back answers its change request, which this throws as PendingApproval.
 */
async function consoleWrite<T>(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH',
  body: unknown,
  schema?: z.core.$ZodType<T>,
): Promise<T> {
  const answer: unknown = await write(
    path,
    method,
    body,
    schema ? z.union([changeRequestReceiptSchema, schema]) : undefined,
  );
  const receipt = changeRequestReceiptSchema.safeParse(answer);
  if (receipt.success) throw new PendingApproval(receipt.data.changeRequest.id);
  return answer as T;
}

/**
 * A declared operator endpoint (ADR 0063) called from the console: call() with the lost-session handling,
 * and on a write the CSRF header and maker-checker's answer — a write held back for a second operator
 * answers its change request instead of the declared result, thrown here as PendingApproval.
 */
async function consoleCall<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  // A read a panel makes in the background (silent: no busy indicator) passes it here.
  options: Pick<CallOptions, 'silent'> = {},
): Promise<OutputOf<E['result']>> {
  if (endpoint.method === 'get') return call(endpoint, input, options).catch(lost);
  // The same declaration, its answer widened to the change request a held-back write gets instead.
  const held = { ...endpoint, result: z.union([changeRequestReceiptSchema, endpoint.result]) };
  const answer: unknown = await call(held, input as unknown as CallInput<typeof held>, {
    headers: { [CONSOLE_CSRF_HEADER]: csrfToken },
  }).catch(lost);
  const receipt = changeRequestReceiptSchema.safeParse(answer);
  if (receipt.success) throw new PendingApproval(receipt.data.changeRequest.id);
  return answer as OutputOf<E['result']>;
}

export { consoleCall, consoleWrite, get as consoleGet };
