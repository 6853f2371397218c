import { defineMessages } from '../../../schemas/i18n/define';

/**
 * The Coupons tab's edit form and scope (ADR 0069). The template's own field words are
 * couponMessages.ts's.
 */
export const couponEditMessages = defineMessages(
  'console.couponEdit',
  {
    edit: '编辑',
    editHeading: (couponNo: string) => `编辑优惠券 ${couponNo}`,
    save: '保存修改',
    cancelEdit: '取消编辑',
    saved: (couponNo: string) => `已保存优惠券 ${couponNo}`,
    issuedHint: (n: number) =>
      `已发出 ${n} 张：只能修改名称、增加库存、延后结束时间和是否在领券中心展示，其余已锁定`,
    scope: '适用范围',
    'scope.all': '全场通用',
    'scope.category': '指定品类',
    'scope.store': '指定店铺',
    'scope.sku': '指定商品',
    'scope.ecny': '数字人民币商品',
    storeNo: '店铺编号',
    categoryCode: '品类编号',
    skuNos: '商品 SKU 编号',
    skuNosHint: '每行一个，或用逗号分隔，最多 200 个',
    storeNoBad: '请填写店铺编号（字母、数字、- 或 _）',
    categoryCodeBad: '请填写品类编号（正整数）',
    skuNosBad: '请填写 1–200 个不重复的 SKU 编号',
    totalBad: '发放总量须为整数；券已发出时只能增加',
  },
  {
    edit: 'Edit',
    editHeading: (couponNo: string) => `Edit coupon ${couponNo}`,
    save: 'Save changes',
    cancelEdit: 'Cancel editing',
    saved: (couponNo: string) => `Coupon ${couponNo} saved`,
    issuedHint: (n: number) =>
      `${n} issued: only the name, more stock, a later end and the center listing can change; the rest is locked`,
    scope: 'Applies to',
    'scope.all': 'The whole mall',
    'scope.category': 'One category',
    'scope.store': 'One store',
    'scope.sku': 'Listed products',
    'scope.ecny': 'Goods payable in e-CNY',
    storeNo: 'Store number',
    categoryCode: 'Category code',
    skuNos: 'Product SKU numbers',
    skuNosHint: 'One a line, or separated by commas; at most 200',
    storeNoBad: 'Enter the store number (letters, digits, - or _)',
    categoryCodeBad: 'Enter the category code (a positive whole number)',
    skuNosBad: 'Enter 1–200 SKU numbers, each once',
    totalBad: 'The total quantity is a whole number; once coupons are issued it can only go up',
  },
);
