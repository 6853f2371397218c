import type { BlockType } from '../../../schemas/booth/block-types';

/**
 * A valid starting point for each block type the palette adds (taken from the seed pages), so a new
 * block renders at once and the operator edits rather than fills in a blank form.
 */
export const BLOCK_TEMPLATES: { readonly [T in BlockType]: Record<string, unknown> } = {
  picture: {
    image: { src: '/api/file-storage/file/booth/actp-header.jpg', width: 750, height: 300, alt: '活动商品' },
  },
  swiper: {
    aspectRatio: { width: 750, height: 360 },
    autoplayMs: 5000,
    slides: [
      {
        image: { src: '/api/file-storage/file/booth/ecny-banner-1.jpg', alt: '数字人民币支付：立减优惠' },
        link: { linkType: 'url', url: '/mbankmall/couponCenter' },
      },
      {
        image: { src: '/api/file-storage/file/booth/ecny-banner-2.jpg', alt: '在手机银行开通数字人民币钱包' },
      },
    ],
  },
  productRows: {
    title: '本券适用商品',
    columns: 2,
    showPrice: true,
    source: { kind: 'query', couponNo: 'CP0001', sort: 3, pageSize: 20 },
  },
  noticeBoard: {
    items: [
      { text: '订单金额达到门槛后，结算时自动使用优惠券。' },
      { text: '更多优惠券请到领券中心领取。', link: { linkType: 'url', url: '/mbankmall/couponCenter' } },
    ],
  },
  backTop: {},
  cartButton: {},
  popup: {
    image: { src: '/api/file-storage/file/booth/act-popup.png', width: 600, height: 800, alt: '领取优惠券' },
    link: { linkType: 'url', url: '/mbankmall/couponCenter' },
    frequency: 'once',
  },
  pendant: {
    position: 6,
    image: {
      src: '/api/file-storage/file/booth/pendant-share.png',
      width: 128,
      height: 128,
      alt: '分享给好友',
    },
    link: { linkType: 'url', url: '/mbankmall/sharePage' },
  },
  navBar: {
    activeKey: 'mall',
    items: [
      { key: 'mall', label: '商城', link: { linkType: 2, pageId: 'aggregate' } },
      { key: 'home', label: '首页', link: { linkType: 'url', url: '/mbankmall/index' } },
      { key: 'deals', label: '每日特惠', link: { linkType: 3, tab: 12 } },
      { key: 'ecny', label: '数字人民币', link: { linkType: 'url', url: '/mbankmall/e-cny' } },
    ],
  },
  bottomBar: {
    activeKey: 'home',
    items: [
      {
        key: 'home',
        label: '首页',
        icon: { src: '/api/file-storage/file/booth/icon-home.png' },
        activeIcon: { src: '/api/file-storage/file/booth/icon-home-active.png' },
        link: { linkType: 'url', url: '/mbankmall/index' },
      },
      {
        key: 'category',
        label: '分类',
        icon: { src: '/api/file-storage/file/booth/icon-category.png' },
        link: { linkType: 'url', url: '/mbankmall/productCategory' },
      },
      {
        key: 'cart',
        label: '购物车',
        icon: { src: '/api/file-storage/file/booth/icon-cart.png' },
        link: { linkType: 'url', url: '/mbankmall/shoppingCart' },
        badge: 'cart',
      },
      // The app's tab bar's fourth tab (src/screen/tabBar.ts), as the seeded home layout has it.
      {
        key: 'mine',
        label: '我的',
        icon: { src: '/api/file-storage/file/booth/icon-mine.png' },
        activeIcon: { src: '/api/file-storage/file/booth/icon-mine-active.png' },
        link: { linkType: 'url', url: '/mbankmall/mine' },
      },
    ],
  },
  bottomCountdown: { endTime: 1893427200000, label: '本场距结束', endedLabel: '下一场 10:00 开抢' },
};
