import { defineMessages } from '../../schemas/i18n/define';

export const swiperMessages = defineMessages(
  'blocks.swiper',
  {
    banner: '轮播广告',
    slideOf: (n: number, total: number) => `第 ${n} 张，共 ${total} 张`,
  },
  {
    banner: 'Banner',
    slideOf: (n: number, total: number) => `Slide ${n} of ${total}`,
  },
);
