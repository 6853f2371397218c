import type { ShortLinkClick, ShortLinkRow, ShortLinkTarget } from '../../schemas/api/short-link';
import { SPA_BASE_PATH } from '../../schemas/booth/url';
import type { AppDeps } from '../config';
import { findPage } from '../repos/booth-pages';
import {
  clickLiveLink,
  expireLink,
  insertShortLink,
  listShortLinks,
  shortLinkExists,
  skuOfProduct,
} from '../repos/short-links';

/** A shopper opened /link/{bizId}: counts the click when the link is live and says where it goes. */
export async function clickShortLink(deps: AppDeps, bizId: string): Promise<ShortLinkClick> {
  const target = await clickLiveLink(deps.db, bizId, deps.config.clock());
  if (target !== null) return { bizId, state: 'live', target };
  return { bizId, state: (await shortLinkExists(deps.db, bizId)) ? 'expired' : 'unknown' };
}

export type CreateOutcome =
  | { ok: true; link: ShortLinkRow }
  | { ok: false; why: 'taken' | 'no_such_sku' | 'already_expired' }
  | { ok: false; why: 'no_such_page'; pageId: string };

/** The operator page a target opens, if it opens one: a page link, a million-subsidy page, an /activity path. */
function pageOf(target: ShortLinkTarget): string | null {
  if (target.linkType === 2) return target.pageId;
  if (target.linkType === 4) return target.pageId ?? null;
  if (target.linkType === 'url') {
    const path = target.url.slice(SPA_BASE_PATH.length).split(/[?#]/)[0] ?? '';
    const match = /^activity\/([A-Za-z0-9_-]{1,64})$/.exec(path);
    return match?.[1] ?? null;
  }
  return null;
}

/** An operator creates a link; the target's shape was checked by the schema, its product here. */
export async function createShortLink(
  deps: AppDeps,
  input: { bizId: string; target: ShortLinkTarget; title?: string; expiresAt?: number },
  actor: string,
): Promise<CreateOutcome> {
  const now = deps.config.clock();
  if (input.expiresAt !== undefined && input.expiresAt <= now) return { ok: false, why: 'already_expired' };
  const { target } = input;
  if (target.linkType === 1 && !(await skuOfProduct(deps.db, target.spuNo, target.skuNo))) {
    return { ok: false, why: 'no_such_sku' };
  }
  // A link to a page that does not exist would send every shopper to a failure.
  const pageId = pageOf(target);
  if (pageId !== null && !(await findPage(deps.db, { kind: 'id', pageId })))
    return { ok: false, why: 'no_such_page', pageId };
  const link = await insertShortLink(
    deps.db,
    { bizId: input.bizId, target, title: input.title ?? '', expiresAt: input.expiresAt ?? null },
    actor,
    now,
  );
  return link ? { ok: true, link } : { ok: false, why: 'taken' };
}

export const shortLinks = async (deps: AppDeps) => ({ list: await listShortLinks(deps.db) });

/** The operator ends a link now (a link that already ended keeps its end); null when unknown. */
export const expireShortLink = (deps: AppDeps, bizId: string): Promise<ShortLinkRow | null> =>
  expireLink(deps.db, bizId, deps.config.clock());
