/**
 * The retired v1 layout format, kept only as documentation of what migrateV1ToV2 reads.
 * v1 called blocks "components", used short kind names, flat image fields (url/w/h), link
 * values packed into one string, numeric popup frequencies and close delays in seconds.
 */
export type V1Link = {
  /** 0 = url, 1 = sku ("spuNo/skuNo"), 2 = pageId, 3 = daily deal (tab), 4 = million subsidy, 5 = group buy */
  linkType: 0 | 1 | 2 | 3 | 4 | 5;
  linkValue: string;
};

export type V1Component = {
  uid: string;
  kind: string;
  startTime?: number | null;
  endTime?: number | null;
  data: Record<string, unknown>;
};

export type V1Layout = {
  schemaVersion: 1;
  pageId: string;
  pageCode?: number | null;
  pageTitle: string;
  revision: number;
  components: V1Component[];
};

/** v1 kind -> v2 type. Kinds not listed keep their name (and are then dropped as unknown). */
export const V1_KIND_TO_TYPE: Readonly<Record<string, string>> = {
  image: 'picture',
  banner: 'swiper',
  goods: 'productRows',
  notice: 'noticeBoard',
  backTop: 'backTop',
  cart: 'cartButton',
  popup: 'popup',
  pendant: 'pendant',
  nav: 'navBar',
  tabbar: 'bottomBar',
  countdown: 'bottomCountdown',
};
