import { defineMessages } from '../../../schemas/i18n/define';

/** The luxury zone: its store list, a boutique's page and the luxury checkout with instalments. */
export const luxuryMessages = defineMessages(
  'luxury',
  {
    zoneTitle: '奢品馆',
    zoneSubtitle: '专柜正品 · 专柜验真 · 分期免息',
    enterStore: '进店逛逛',
    stats: (rating: string, products: number, followers: string) =>
      `评分 ${rating} · ${products} 件商品 · ${followers} 人关注`,
    noStores: '奢品馆暂无店铺',
    instalmentsTag: '可分期',
    buyInInstalments: '分期购',
    buyInInstalmentsOf: (name: string) => `分期购买 ${name}`,
    noProducts: '店铺暂无商品',
    authenticityNote: '奢品由品牌精品店直接发货，附专柜购物凭证，支持专柜验真',
    // confirm
    payment: '付款方式',
    payInFull: '全额支付',
    stages: (n: number) => `${n} 期`,
    stagePlan: (first: string, per: string, n: number) =>
      first === per ? `每期 ${per} × ${n} 期` : `首期 ${first}，之后每期 ${per}`,
    interestFree: '免息',
    noFee: '0 手续费',
    stageChosen: (n: number) => `已选 ${n} 期免息分期`,
    firstStage: (amount: string) => `首期应付 ${amount}`,
    nothingToConfirm: '没有要确认的奢品，去奢品馆看看吧',
    goToZone: '去奢品馆',
  },
  {
    zoneTitle: 'Luxury',
    zoneSubtitle: 'Genuine boutique goods · Authenticity checked · Interest-free instalments',
    enterStore: 'Visit the boutique',
    stats: (rating: string, products: number, followers: string) =>
      `Rated ${rating} · ${products} products · ${followers} followers`,
    noStores: 'No luxury stores yet',
    instalmentsTag: 'Instalments',
    buyInInstalments: 'Instalments',
    buyInInstalmentsOf: (name: string) => `Buy ${name} in instalments`,
    noProducts: 'No products in this store yet',
    authenticityNote:
      'Shipped by the brand’s boutique with its receipt; authenticity can be checked at any boutique',
    payment: 'Payment',
    payInFull: 'Pay in full',
    stages: (n: number) => `${n} instalments`,
    stagePlan: (first: string, per: string, n: number) =>
      first === per ? `${per} × ${n}` : `First ${first}, then ${per} each`,
    interestFree: 'Interest-free',
    noFee: 'No fee',
    stageChosen: (n: number) => `${n} interest-free instalments chosen`,
    firstStage: (amount: string) => `First instalment ${amount}`,
    nothingToConfirm: 'Nothing to confirm; have a look at the luxury stores',
    goToZone: 'Go to the luxury stores',
  },
);
