import { defineMessages } from '../../schemas/i18n/define';

/**
 * Words of the shared UI pieces that predate the kit (toast, modal, failure page, loading, badge, cart
 * icon, upgrade prompt, popup, price). The kit's own components have theirs in messages.ts.
 */
export const uiCoreMessages = defineMessages(
  'ui.core',
  {
    ok: '确定',
    cancel: '取消',
    close: '关闭',
    loading: '加载中',
    /** The modal's countdown button, before ' (Ns)' (spec §2: 'refresh (Ns)'). */
    refresh: '刷新',
    countdown: (text: string, seconds: number) => `${text}（${seconds}秒）`,
    failure: '哎呀，信号不太好，加载失败了~',
    reload: '重新加载',
    moreThan: (max: number) => `超过${max}`,
    shoppingCart: '购物车',
    cartWithItems: (count: string) => `购物车，${count} 件商品`,
    originalPrice: (amount: string) => `原价 ${amount}`,
    upgradeTitle: '当前版本过低',
    upgradeMessage: '请升级到最新版本的手机银行后使用此功能。',
    later: '以后再说',
    updateNow: '立即升级',
  },
  {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading',
    refresh: 'Refresh',
    countdown: (text: string, seconds: number) => `${text} (${seconds}s)`,
    failure: 'Oops, poor signal, failed to load~',
    reload: 'Reload',
    moreThan: (max: number) => `more than ${max}`,
    shoppingCart: 'Shopping cart',
    cartWithItems: (count: string) => `Shopping cart, ${count} items`,
    originalPrice: (amount: string) => `Original price ${amount}`,
    upgradeTitle: 'App version too low',
    upgradeMessage: 'Please update the app to the latest version to use this feature.',
    later: 'Later',
    updateNow: 'Update now',
  },
);
