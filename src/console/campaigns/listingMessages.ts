import { defineMessages } from '../../../schemas/i18n/define';

/**
 * Words the listing tabs share: shelves, trade-in models and purchase programmes are
 * listed or withdrawn, and move between the two (schemas/api/listing-operator.ts).
 */
export const listingMessages = defineMessages(
  'console.listings',
  {
    'phase.listed': '已上架',
    'phase.withdrawn': '已下架',
    'action.edit': '编辑',
    'action.withdraw': '下架',
    'action.restore': '恢复上架',
    confirm: (action: string, name: string) => `确定${action} ${name}？`,
    moved: (action: string, name: string) => `已${action} ${name}`,
    create: '创建',
    save: '保存修改',
    cancelEdit: '取消编辑',
    created: (name: string) => `已创建 ${name}`,
    saved: (name: string) => `已保存 ${name}`,
    sort: '排序（数字小者靠前）',
    sortBad: (max: number) => `排序须为 0–${max} 的整数`,
  },
  {
    'phase.listed': 'Listed',
    'phase.withdrawn': 'Withdrawn',
    'action.edit': 'Edit',
    'action.withdraw': 'Withdraw',
    'action.restore': 'Restore',
    confirm: (action: string, name: string) => `${action} ${name}?`,
    moved: (action: string, name: string) => `${action}: ${name}`,
    create: 'Create',
    save: 'Save changes',
    cancelEdit: 'Cancel editing',
    created: (name: string) => `Created ${name}`,
    saved: (name: string) => `Saved ${name}`,
    sort: 'Order (lower first)',
    sortBad: (max: number) => `The order is a whole number from 0 to ${max}`,
  },
);
