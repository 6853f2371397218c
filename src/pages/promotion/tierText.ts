import type { FullDiscountTierView } from '../../../schemas/api/promotion';
import { formatMoneyShort } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { promotionMessages } from './messages';

/** '满¥300减¥30，满¥600减¥80': every tier of an activity, lowest first. */
export function tiersText(tiers: readonly FullDiscountTierView[]): string {
  const t = messagesOf(promotionMessages);
  return tiers
    .map((tier) => t.tier(formatMoneyShort(tier.thresholdCents), formatMoneyShort(tier.reductionCents)))
    .join(t.tierJoin);
}
