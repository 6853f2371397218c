import { defineMessages } from '../../schemas/i18n/define';

/** The tab strip's name for screen readers; its tab labels are the operator's. */
export const navBarMessages = defineMessages(
  'blocks.navBar',
  { pageTabs: '页面分类' },
  { pageTabs: 'Page tabs' },
);
