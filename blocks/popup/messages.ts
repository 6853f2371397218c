import { defineMessages } from '../../schemas/i18n/define';

/** The dialog's name when the operator's image has no alt text. */
export const popupMessages = defineMessages(
  'blocks.popup',
  { promotion: '活动推荐' },
  { promotion: 'Promotion' },
);
