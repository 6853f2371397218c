import type { AgreementStatus, InfoPage, InfoPageCode } from '../../schemas/api/info-page';
import type { AppDeps } from '../config';
import type { Outcome } from '../domain/refusal';
import { latestAgreement, livePage, recordAgreement } from '../repos/info-pages';

const missing = { ok: false, refusal: 'info_page_refused', reason: 'page_missing' } as const;

/** An informational page as the operator wrote it (a notice of kind 'page', ADR 0019). */
export async function infoPage(deps: AppDeps, code: InfoPageCode): Promise<Outcome<InfoPage>> {
  const page = await livePage(deps.db, code, deps.config.clock());
  return page ? { ok: true, value: page } : missing;
}

async function statusOf(deps: AppDeps, customerId: number, page: InfoPage): Promise<AgreementStatus> {
  const agreed = await latestAgreement(deps.db, customerId, page.code);
  return {
    code: page.code,
    currentVersion: page.version,
    agreedVersion: agreed?.version ?? null,
    agreedAt: agreed?.agreedAt ?? null,
    needsAgreement: agreed === null || agreed.version < page.version,
  };
}

/** The caller's own agreement to the page (the session decides whose; nobody reads another's). */
export async function agreementStatus(
  deps: AppDeps,
  customerId: number,
  code: 'agreement',
): Promise<Outcome<AgreementStatus>> {
  const page = await livePage(deps.db, code, deps.config.clock());
  return page ? { ok: true, value: await statusOf(deps, customerId, page) } : missing;
}

/** Agrees to a version; only the current one may be agreed to (the shopper read that text). */
export async function agree(
  deps: AppDeps,
  customerId: number,
  code: 'agreement',
  version: number,
): Promise<Outcome<AgreementStatus>> {
  const now = deps.config.clock();
  const page = await livePage(deps.db, code, now);
  if (!page) return missing;
  if (version !== page.version) return { ok: false, refusal: 'info_page_refused', reason: 'stale_version' };
  await recordAgreement(deps.db, customerId, code, version, now);
  return { ok: true, value: await statusOf(deps, customerId, page) };
}
