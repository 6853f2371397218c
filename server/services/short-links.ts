import type { ShortLinkClick, ShortLinkRow, ShortLinkTarget } from '../../schemas/api/short-link';
import type { AppDeps } from '../config';
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
  | { ok: false; why: 'taken' | 'no_such_sku' | 'already_expired' };

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
