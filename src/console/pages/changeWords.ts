import { COUPON_SCOPES, type CouponScope } from '../../../schemas/api/coupon-operator';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { activityTermsMessages } from '../campaigns/activityTermsMessages';
import { campaignMessages } from '../campaigns/campaignMessages';
import { couponEditMessages } from '../campaigns/couponEditMessages';
import { couponMessages } from '../campaigns/couponMessages';
import { groupBuyMessages } from '../campaigns/groupBuyMessages';
import { hotWordMessages } from '../campaigns/hotWordMessages';
import { listingMessages } from '../campaigns/listingMessages';
import { productMessages } from '../campaigns/productMessages';
import { promotionMessages } from '../campaigns/promotionMessages';
import { purchaseMessages } from '../campaigns/purchaseMessages';
import { shelfMessages } from '../campaigns/shelfMessages';
import { storeMessages } from '../campaigns/storeMessages';
import { tradeInMessages } from '../campaigns/tradeInMessages';
import { approvalsMessages } from './approvalsMessages';
import { fieldOf } from './fieldDiff';

/** How a changed field (by its dotted path) is named and its values read in a change request's field diff. */
export interface ChangeWords {
  label: (path: string) => string;
  value: (path: string, v: unknown) => string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCouponScope = (v: string): v is CouponScope => (COUPON_SCOPES as readonly string[]).includes(v);

/**
 * The field diff in the operators' own words: each field named as the form that edits it names it,
 * each value as that screen shows it (yuan, Beijing time, weekday names, yes/no) — the labels come from the
 * tabs' catalogues, so the approver reads what the maker typed. A field no catalogue names keeps its key.
 */
export function useChangeWords(endpoint: string): ChangeWords {
  const a = useMessages(approvalsMessages);
  const c = useMessages(campaignMessages);
  const g = useMessages(groupBuyMessages);
  const p = useMessages(promotionMessages);
  const at = useMessages(activityTermsMessages);
  const sh = useMessages(shelfMessages);
  const ti = useMessages(tradeInMessages);
  const pu = useMessages(purchaseMessages);
  const l = useMessages(listingMessages);
  const st = useMessages(storeMessages);
  const pr = useMessages(productMessages);
  const cp = useMessages(couponMessages);
  const ce = useMessages(couponEditMessages);
  const hw = useMessages(hotWordMessages);

  // Per tab, the body's fields by the form's labels; the endpoint says whose words apply.
  const tabs: [prefix: string, labels: Record<string, string>][] = [
    [
      '/api/operator/coupons',
      {
        couponNo: cp.couponNo,
        name: cp.name,
        couponType: cp.couponType,
        thresholdCents: cp.threshold,
        discountCents: cp.discount,
        discountPercent: cp.percent,
        totalQuantity: cp.total,
        perCustomerLimit: cp.perCustomer,
        validDays: cp.validDays,
        startAt: cp.startAt,
        endAt: cp.endAt,
        claimStartAt: cp.claimStartAt,
        inCenter: cp.inCenter,
        scope: ce.scope,
        storeNo: ce.storeNo,
        categoryCode: ce.categoryCode,
        skuNos: ce.skuNos,
      },
    ],
    [
      '/api/operator/group-buy',
      {
        activityNo: g.activityNo,
        skuNo: g.skuNo,
        title: g.title,
        teamPriceCents: g.teamPrice,
        teamSize: g.teamSize,
        windowMinutes: g.windowMinutes,
        startAt: g.startAt,
        endAt: g.endAt,
        seq: g.seq,
      },
    ],
    [
      '/api/operator/promotions',
      {
        activityNo: p.activityNo,
        title: p.title,
        scope: p.scope,
        categoryCode: p.categoryCode,
        storeNo: p.storeNo,
        skuNos: p.skuNos,
        tiers: p.tiers,
        startAt: p.startAt,
        endAt: p.endAt,
        top: p.top,
        seq: p.seq,
      },
    ],
    [
      '/api/operator/activity-terms',
      {
        kind: at.kind,
        giftSkuNo: at.giftSkuNo,
        giftQuantity: at.giftQuantity,
        trialPriceCents: at.trialPrice,
        trialLimit: at.trialLimit,
      },
    ],
    [
      '/api/operator/shelves',
      { title: sh.title, subtitle: sh.subtitle, sort: l.sort, status: sh.listed, skuNos: sh.skuNos },
    ],
    [
      '/api/operator/trade-in-models',
      { modelCode: ti.modelCode, brand: ti.brand, name: ti.name, topValueCents: ti.topValue, sort: l.sort },
    ],
    [
      '/api/operator/purchase-programmes',
      {
        spuNo: pu.spuNo,
        partnerName: pu.partnerName,
        batchWeekdays: pu.weekdays,
        cutoffHour: pu.cutoffHour,
        transitDays: pu.transitDays,
        perCustomerLimit: pu.perCustomerLimit,
        excludedProvinces: pu.excludedProvinces,
        notes: pu.notes,
      },
    ],
    ['/api/channel/search/operator/hot-words', { words: hw.heading }],
    ['/api/operator/products', { gallery: pr.gallery, detailImages: pr.detailImages, specs: pr.specs }],
    ['/api/operator/stores', { open: c.phase }],
    [
      '/api/operator/offline-stores',
      {
        offlineNo: st.offlineNo,
        storeNo: st.storeName,
        kind: st.kind,
        name: st.name,
        phone: st.phone,
        city: st.city,
        district: st.district,
        address: st.address,
        opensAt: st.opensAt,
        closesAt: st.closesAt,
        latitude: st.latitude,
        longitude: st.longitude,
        open: c.phase,
      },
    ],
  ];
  const route = endpoint.slice(endpoint.indexOf(' ') + 1);
  const labels = tabs.find(([prefix]) => route === prefix || route.startsWith(`${prefix}/`))?.[1];
  const listings = route.startsWith('/api/operator/trade-in') || route.startsWith('/api/operator/purchase');
  const coupon = route === '/api/operator/coupons' || route.startsWith('/api/operator/coupons/');

  // A kind without words here keeps its dotted paths and plain values.
  const label = (path: string) =>
    labels === undefined ? path : path === 'phase' ? c.phase : (labels[fieldOf(path)] ?? path);
  const value = (path: string, v: unknown): string => {
    const field = fieldOf(path);
    if (v === undefined || v === null) return '';
    if (labels === undefined) return typeof v === 'string' ? v : JSON.stringify(v);
    if (field.endsWith('Cents') && typeof v === 'number') return formatYuan(v);
    if ((field === 'startAt' || field === 'endAt' || field === 'claimStartAt') && typeof v === 'number') {
      return formatDateTime(v);
    }
    if (coupon && field === 'couponType' && (v === 1 || v === 2 || v === 3)) return cp[`type${v}`];
    if (coupon && field === 'scope' && typeof v === 'string' && isCouponScope(v)) return ce[`scope.${v}`];
    if (typeof v === 'boolean') {
      if (field === 'open') return v ? st['phase.open'] : st['phase.closed'];
      return v ? a.yes : a.no;
    }
    if (field === 'status' && (v === 0 || v === 1)) return v === 1 ? a.yes : a.no;
    if (field === 'phase' && typeof v === 'string') {
      if (listings && (v === 'listed' || v === 'withdrawn')) return l[`phase.${v}`];
      if (v === 'upcoming' || v === 'live' || v === 'paused' || v === 'ended') return c[`phase.${v}`];
    }
    if (field === 'kind' && (v === 'gift' || v === 'trial')) return at[`kind.${v}`];
    if (field === 'scope' && (v === 'all' || v === 'category' || v === 'store' || v === 'sku'))
      return p[`scope.${v}`];
    if (field === 'words' && Array.isArray(v)) {
      return v
        .filter(isRecord)
        .map((w) => (w.highlight === true ? hw.highlighted(String(w.word)) : String(w.word)))
        .join(a.listSeparator);
    }
    if (field === 'batchWeekdays' && Array.isArray(v)) {
      const days = v.filter((d): d is 1 | 2 | 3 | 4 | 5 | 6 | 7 => Number.isInteger(d) && d >= 1 && d <= 7);
      return pu.weekdayList(...days.map((d) => pu[`day.${d}`]));
    }
    if (field === 'tiers' && Array.isArray(v)) {
      return v
        .filter(isRecord)
        .map((x) => p.tier(formatYuan(Number(x.thresholdCents)), formatYuan(Number(x.reductionCents))))
        .join(a.listSeparator);
    }
    if (Array.isArray(v)) {
      return v
        .map((x) => (isRecord(x) ? Object.values(x).join(a.pairSeparator) : String(x)))
        .join(a.listSeparator);
    }
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  return { label, value };
}
