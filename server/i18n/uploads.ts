import { defineMessages } from '../../schemas/i18n/define';

/** Refusals of the picture upload that a shopper reads (server/routes/uploads.ts). */
export const uploadMessages = defineMessages(
  'server.uploads',
  {
    quota: (limit: number) => `每天最多上传 ${limit} 张图片，请明天再试`,
  },
  {
    quota: (limit: number) => `At most ${limit} pictures can be uploaded a day; please try again tomorrow`,
  },
);
