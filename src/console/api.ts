import * as z from 'zod';
import type { AuditEntryView, ChangeRequestState, ChangeRequestView } from '../../schemas/api/approvals';
import {
  type BoothLayoutAnswer,
  type BoothPageSummary,
  type BoothVersion,
  boothStaleSchema,
} from '../../schemas/api/booth-operator';
import type { AnyEndpoint, InputOf, OutputOf } from '../../schemas/api/endpoint';
import { auditLog } from '../../schemas/api/endpoints/approvals/audit';
import {
  changeRequestApprove,
  changeRequestList,
  changeRequestPendingCount,
  changeRequestReject,
  changeRequestWithdraw,
} from '../../schemas/api/endpoints/approvals/change-requests';
import { boothFiguresDaily, boothFiguresRead } from '../../schemas/api/endpoints/booth-operator/figures';
import { boothAuditRead, boothLayoutRead } from '../../schemas/api/endpoints/booth-operator/layouts';
import {
  boothDraftPreview,
  boothDraftPublish,
  boothDraftSave,
  boothLayoutSchemaRead,
  boothPagesRead,
  boothReschedule,
  boothRollback,
  boothScheduleCancel,
  boothVersionsRead,
} from '../../schemas/api/endpoints/booth-operator/pages';
import {
  consoleSessionEnd,
  consoleSessionRead,
  consoleSignIn,
} from '../../schemas/api/endpoints/console-session';
import {
  operatorAccountChange,
  operatorAccountCreate,
  operatorAccountList,
  operatorAccountPassword,
  operatorAccountTotpReset,
} from '../../schemas/api/endpoints/operator-accounts/accounts';
import { operatorTotpBegin, operatorTotpConfirm } from '../../schemas/api/endpoints/operator-accounts/totp';
import { privacyRequestList } from '../../schemas/api/endpoints/privacy';
import {
  govInvestmentSet,
  govInvestmentSetting,
} from '../../schemas/api/endpoints/share-info/channel-operator';
import { noticeOperatorList, noticeOperatorSave } from '../../schemas/api/endpoints/short-links/notices';
import {
  shortLinkOperatorCreate,
  shortLinkOperatorExpire,
  shortLinkOperatorList,
} from '../../schemas/api/endpoints/short-links/short-links';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import {
  type AuditEntryAnswer,
  CONSOLE_CSRF_HEADER,
  type ConsoleSession,
} from '../../schemas/api/operator-console';
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
/** A 403 naming the caller's role is the role table refusing one action, not a lost session. */
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

export type PageSummary = BoothPageSummary;
export type VersionRow = BoothVersion;
export type LayoutAnswer = BoothLayoutAnswer;

const OP = '/api/booth/operator';
const page = (key: string) => `${OP}/pages/${encodeURIComponent(key)}`;

const assetSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  createdAt: z.number(),
});
export type Asset = z.infer<typeof assetSchema>;

/** Under maker-checker (ADR 0048) a publish or a schedule answers the change request it became instead. */
const changeRequestReceiptSchema = z.object({
  changeRequest: z.object({ id: z.number(), state: z.string(), entity: z.string() }),
});

export const operatorApi = {
  // The pictures operators uploaded: hand-written with their upload (multipart), not declared (ADR 0063).
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
  pages: () => consoleCall(boothPagesRead, {}),
  schema: () => consoleCall(boothLayoutSchemaRead, {}, { silent: true }),
  layout: (pageKey: string, version?: number) =>
    consoleCall(boothLayoutRead, { params: { pageKey }, query: { version } }, { silent: true }),
  versions: (pageKey: string) => consoleCall(boothVersionsRead, { params: { pageKey } }, { silent: true }),
  /** Figures per version and block; `version` keeps one version's rows. */
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
  saveDraft: (pageKey: string, layout: unknown, baseRevision?: number) =>
    consoleCall(boothDraftSave, { params: { pageKey }, query: { baseRevision }, body: layout }),
  /** A preview link of the saved draft: a slot's opens on its own shopper screen. */
  previewLink: (pageKey: string) => consoleCall(boothDraftPreview, { params: { pageKey } }),
  /** Under maker-checker (ADR 0048) a publish is held back as a change request: PendingApproval. */
  publish: (pageKey: string, baseRevision: number, publishAt?: number) =>
    consoleCall(boothDraftPublish, {
      params: { pageKey },
      body: publishAt === undefined ? { baseRevision } : { publishAt, baseRevision },
    }),
  rollback: (pageKey: string, version: number, baseRevision: number) =>
    consoleCall(boothRollback, { params: { pageKey }, body: { version, baseRevision } }),
  /** Held back as a publish is (PendingApproval). */
  reschedule: (pageKey: string, version: number, publishAt: number, baseRevision: number) =>
    consoleCall(boothReschedule, { params: { pageKey, version }, body: { publishAt, baseRevision } }),
  cancelSchedule: (pageKey: string, version: number, baseRevision: number) =>
    consoleCall(boothScheduleCancel, { params: { pageKey, version }, body: { baseRevision } }),
};

/** What a refused stale write (409) says besides its message: who changed the page and when. */
export type Stale = z.infer<typeof boothStaleSchema>;

/** The facts of a stale-write refusal, or null for any other failure. */
export function staleOf(e: unknown): Stale | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  const parsed = z.safeParse(boothStaleSchema, e.result);
  return parsed.success ? parsed.data : null;
}

/** Short links and notices: the console's LinksPage and NoticesPage. */
export const contentApi = {
  links: () => consoleCall(shortLinkOperatorList, {}),
  // The form builds the target from its fields (LinksPage's targetOf); the server checks it, as the campaign
  // tabs' form bodies are.
  createLink: (body: Record<string, unknown>) =>
    consoleCall(shortLinkOperatorCreate, { body } as unknown as CallInput<typeof shortLinkOperatorCreate>),
  expireLink: (bizId: string) => consoleCall(shortLinkOperatorExpire, { body: { bizId } }),
  notices: () => consoleCall(noticeOperatorList, {}),
  saveNotice: (body: InputOf<typeof noticeOperatorSave.body>) => consoleCall(noticeOperatorSave, { body }),
  govInvestment: () => consoleCall(govInvestmentSetting, {}),
  saveGovInvestment: (body: InputOf<typeof govInvestmentSet.body>) => consoleCall(govInvestmentSet, { body }),
};

/** Operator accounts (administrators). */
export const accountsApi = {
  list: () => consoleCall(operatorAccountList, {}),
  create: (body: { name: string; role: OperatorRole }) => consoleCall(operatorAccountCreate, { body }),
  change: (name: string, patch: { role?: OperatorRole; disabled?: boolean }) =>
    consoleCall(operatorAccountChange, { params: { name }, body: patch }),
  resetPassword: (name: string) => consoleCall(operatorAccountPassword, { params: { name }, body: {} }),
  resetTotp: (name: string) => consoleCall(operatorAccountTotpReset, { params: { name } }),
};

/** Two-step sign-in on the signed-in operator's own account (ADR 0067). */
export const totpApi = {
  begin: () => consoleCall(operatorTotpBegin, {}),
  confirm: (totpCode: string) => consoleCall(operatorTotpConfirm, { body: { totpCode } }),
};

export type ChangeRequest = ChangeRequestView;

/** Maker-checker (ADR 0048): the queue of change requests, approved or rejected by another operator. */
export const approvalsApi = {
  list: (state?: ChangeRequestState) => consoleCall(changeRequestList, { query: { state } }),
  approve: (id: number, comment?: string) =>
    consoleCall(changeRequestApprove, { params: { id }, body: comment ? { comment } : {} }),
  reject: (id: number, comment: string) =>
    consoleCall(changeRequestReject, { params: { id }, body: { comment } }),
  withdraw: (id: number) => consoleCall(changeRequestWithdraw, { params: { id } }),
  /** Requests this operator may decide (the header's count); silent: a failed count is not an error screen. */
  pendingCount: () => consoleCall(changeRequestPendingCount, {}, { silent: true }),
};

export type AuditRow = AuditEntryView;
export interface AuditFilter {
  account?: string | undefined;
  entity?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The operator audit log (ADR 0048): search, and the CSV export's address (the cookie goes with a plain link). */
export const auditApi = {
  search: (f: AuditFilter) => consoleCall(auditLog, { query: { ...f } }),
  exportHref: (f: AuditFilter): string => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') q.set(k, String(v));
    const query = q.toString();
    return `/api/operator/audit/export${query ? `?${query}` : ''}`;
  },
};

/** Customers' account deletion requests (auditors and administrators); each read is recorded. */
export const privacyApi = {
  list: () => consoleCall(privacyRequestList, { query: {} }),
};

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

export { consoleCall };
