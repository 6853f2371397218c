import { defineMessages } from '../../../schemas/i18n/define';

/** The rankings (/rankList, /rankDetail). */
export const rankMessages = defineMessages(
  'rank',
  {
    title: '热销排行榜',
    all: '综合榜',
    categories: '榜单分类',
    hotTitle: (name: string) => `${name}热销榜`,
    basis: '依据近30天成交与近7天浏览，每10分钟更新',
    updatedAt: (time: string) => `${time} 更新`,
    place: (n: number) => `第${n}名`,
    sold: (n: number) => `近30天售出 ${n} 件`,
    views: (n: number) => `${n} 人浏览`,
    fullList: '查看完整榜单',
    empty: '榜单正在生成，请稍后再来',
  },
  {
    title: 'Best sellers',
    all: 'Top overall',
    categories: 'Ranking categories',
    hotTitle: (name: string) => `Best sellers: ${name}`,
    basis: 'From the last 30 days of orders and 7 days of views, updated every 10 minutes',
    updatedAt: (time: string) => `Updated ${time}`,
    place: (n: number) => `No. ${n}`,
    sold: (n: number) => `${n} sold in 30 days`,
    views: (n: number) => `${n} views`,
    fullList: 'See the full ranking',
    empty: 'The ranking is being prepared, please come back later',
  },
);
