import { defineMessages } from '../../schemas/i18n/define';

export const backTopMessages = defineMessages(
  'blocks.backTop',
  { backToTop: '回到顶部' },
  { backToTop: 'Back to top' },
);
