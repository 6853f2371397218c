import { defineMessages } from '../../../schemas/i18n/define';

/** The operators' shelves (/shelf/list). */
export const shelfMessages = defineMessages(
  'shelf',
  {
    title: '精选货架',
    lead: '买手精挑细选 · 每周上新',
    count: (n: number) => `${n} 件好物`,
    empty: '货架正在上新，请稍后再来',
  },
  {
    title: 'Curated shelves',
    lead: 'Picked by our buyers, new every week',
    count: (n: number) => `${n} items`,
    empty: 'New shelves are on the way, please come back later',
  },
);
