import type { ComponentType } from 'react';
import type { OperatorRole } from '../../../schemas/api/operator-accounts';
import { CouponsPage } from './CouponsPage';
import type { campaignMessages } from './campaignMessages';
import { CAMPAIGN_TAB_ACCESS, type CampaignTabAccess } from './campaignTabRoles';
import { HotWordsPage } from './HotWordsPage';
import { LotteriesPage } from './LotteriesPage';
import { PromotionsPage } from './PromotionsPage';

/** What a campaign screen is told by the tab: whether the operator's role may write here. */
export interface CampaignScreenProps {
  /** False for read-only roles (the auditor): lists without the forms and run buttons. */
  canWrite: boolean;
}

type TabWords = keyof (typeof campaignMessages)['zh-CN'];

/** The campaign tabs' screens and labels (issue 35); who sees which is campaignTabRoles.ts. */
const SCREENS: Record<
  CampaignTabAccess['key'],
  { label: TabWords; Screen: ComponentType<CampaignScreenProps> }
> = {
  coupons: { label: 'tabCoupons', Screen: CouponsPage },
  lotteries: { label: 'tabLotteries', Screen: LotteriesPage },
  promotions: { label: 'tabPromotions', Screen: PromotionsPage },
  hotWords: { label: 'tabHotWords', Screen: HotWordsPage },
};

export interface CampaignTab extends CampaignTabAccess {
  label: TabWords;
  Screen: ComponentType<CampaignScreenProps>;
}

/** The campaign tabs a role sees, in order. */
export const campaignTabsFor = (role: OperatorRole): readonly CampaignTab[] =>
  CAMPAIGN_TAB_ACCESS.filter((tab) => tab.readRoles.includes(role)).map((tab) => ({
    ...tab,
    ...SCREENS[tab.key],
  }));
