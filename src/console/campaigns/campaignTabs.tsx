import type { ComponentType } from 'react';
import type { OperatorRole } from '../../../schemas/api/operator-accounts';
import { ActivityTermsPage } from './ActivityTermsPage';
import { CouponsPage } from './CouponsPage';
import type { campaignMessages } from './campaignMessages';
import { CAMPAIGN_TAB_ACCESS, type CampaignTabAccess } from './campaignTabRoles';
import { GroupBuyPage } from './GroupBuyPage';
import { HotWordsPage } from './HotWordsPage';
import { LotteriesPage } from './LotteriesPage';
import { MessageSendsPage } from './MessageSendsPage';
import { ProductsPage } from './ProductsPage';
import { PromotionsPage } from './PromotionsPage';
import { PurchaseProgrammesPage } from './PurchaseProgrammesPage';
import { QualificationsPage } from './QualificationsPage';
import { ShelvesPage } from './ShelvesPage';
import { StoresPage } from './StoresPage';
import { TradeInModelsPage } from './TradeInModelsPage';

/** What a campaign screen is told by the tab: whether the operator's role may write here. */
export interface CampaignScreenProps {
  /** False for read-only roles (the auditor): lists without the forms and run buttons. */
  canWrite: boolean;
}

type TabWords = keyof (typeof campaignMessages)['zh-CN'];

/** The campaign tabs' screens and labels; who sees which is campaignTabRoles.ts. */
const SCREENS: Record<
  CampaignTabAccess['key'],
  { label: TabWords; Screen: ComponentType<CampaignScreenProps> }
> = {
  coupons: { label: 'tabCoupons', Screen: CouponsPage },
  lotteries: { label: 'tabLotteries', Screen: LotteriesPage },
  qualification: { label: 'tabQualification', Screen: QualificationsPage },
  promotions: { label: 'tabPromotions', Screen: PromotionsPage },
  groupBuy: { label: 'tabGroupBuy', Screen: GroupBuyPage },
  hotWords: { label: 'tabHotWords', Screen: HotWordsPage },
  messages: { label: 'tabMessages', Screen: MessageSendsPage },
  products: { label: 'tabProducts', Screen: ProductsPage },
  stores: { label: 'tabStores', Screen: StoresPage },
  shelves: { label: 'tabShelves', Screen: ShelvesPage },
  tradeIn: { label: 'tabTradeIn', Screen: TradeInModelsPage },
  purchase: { label: 'tabPurchase', Screen: PurchaseProgrammesPage },
  activityTerms: { label: 'tabActivityTerms', Screen: ActivityTermsPage },
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
