import { defineMessages } from '../../schemas/i18n/define';

/** The bar's name for screen readers; its tab labels are the operator's. */
export const bottomBarMessages = defineMessages('blocks.bottomBar', { main: '主导航' }, { main: 'Main' });
