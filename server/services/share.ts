import type { DataTraceClickRequest, ShareCardAnswer, ShareTarget } from '../../schemas/api/share';
import type { ShortLinkClick } from '../../schemas/api/short-link';
import type { AppDeps } from '../config';
import { insertTraceClick } from '../repos/data-trace';
import { lotteryShareRow, productShareRow, teamShareRow } from '../repos/share-cards';
import { maskNick } from './lottery';
import { clickShortLink } from './short-links';

/** The preview card of a shared target: live, or expired (it existed and is over), or unknown. */
export async function shareCard(deps: AppDeps, t: ShareTarget): Promise<ShareCardAnswer> {
  const now = deps.config.clock();
  const unknown = { state: 'unknown', now } as const;
  const expired = { state: 'expired', now } as const;
  if (t.type === 'product') {
    if (!t.spuNo || !t.skuNo) return unknown;
    const p = await productShareRow(deps.db, t.spuNo, t.skuNo);
    if (!p) return unknown;
    if (!p.onSale) return expired;
    const { name: title, imageUrl, priceCents, marketPriceCents } = p;
    const card = {
      type: 'product' as const,
      title,
      imageUrl,
      priceCents,
      marketPriceCents,
      spuNo: t.spuNo,
      skuNo: t.skuNo,
    };
    return { state: 'live', now, card } as const;
  }
  if (t.type === 'team') {
    if (!t.teamId) return unknown;
    const team = await teamShareRow(deps.db, t.teamId);
    if (!team || team.status === 'forming') return unknown;
    // A team can be joined while it is open, before its window ends and with a seat left.
    const open =
      team.status === 'open' && team.expireAt !== null && team.expireAt > now && team.joined < team.teamSize;
    if (!open || team.expireAt === null) return expired;
    const { title, imageUrl, teamPriceCents, priceCents, teamSize, joined, expireAt } = team;
    const card = {
      type: 'team' as const,
      title,
      imageUrl,
      teamPriceCents,
      priceCents,
      teamSize,
      joined,
      expireAt,
      teamId: t.teamId,
    };
    return { state: 'live', now, card } as const;
  }
  if (!t.activityNo || !t.joinCode) return unknown;
  const lot = await lotteryShareRow(deps.db, t.activityNo, t.joinCode);
  if (!lot || lot.nickName === null) return unknown;
  // Friends can help only while the lottery still takes entrants.
  if (lot.state !== 'scheduled' || lot.joinEndAt <= now) return expired;
  const card = {
    type: 'lottery',
    title: lot.title,
    imageUrl: lot.imageUrl,
    inviterNick: maskNick(lot.nickName),
    joinEndAt: lot.joinEndAt,
    drawAt: lot.drawAt,
    activityNo: t.activityNo,
    joinCode: t.joinCode,
  } as const;
  return { state: 'live', now, card };
}

/** The target as one bounded reference for the click log ('product:SPU/SKU', 'team:T', 'lottery:A/12345678'). */
export function shareRef(t: ShareTarget): string {
  if (t.type === 'product') return `product:${t.spuNo ?? ''}/${t.skuNo ?? ''}`;
  if (t.type === 'team') return `team:${t.teamId ?? ''}`;
  return `lottery:${t.activityNo ?? ''}/${t.joinCode ?? ''}`;
}

export type ClickAnswer = ShortLinkClick | { recorded: true; outcome: 'live' | 'expired' | 'unknown' };

/**
 * The data-trace click: a short link is counted on its row and answered with its target (as before);
 * either kind is logged in data_trace_clicks with the outcome the shopper saw.
 */
export async function recordClick(deps: AppDeps, req: DataTraceClickRequest): Promise<ClickAnswer> {
  const now = deps.config.clock();
  if ('bizId' in req) {
    const answer = await clickShortLink(deps, req.bizId);
    await insertTraceClick(
      deps.db,
      { kind: 'short_link', ref: req.bizId, outcome: answer.state, sharer: null },
      now,
    );
    return answer;
  }
  const { state: outcome } = await shareCard(deps, req.share);
  const click = { kind: 'share', ref: shareRef(req.share), outcome, sharer: req.share.from ?? null } as const;
  await insertTraceClick(deps.db, click, now);
  return { recorded: true, outcome };
}
