import { defineMessages } from '../../schemas/i18n/define';

export const noticeBoardMessages = defineMessages(
  'blocks.noticeBoard',
  { notices: '公告' },
  { notices: 'Notices' },
);
