import { defineMessages } from '../../schemas/i18n/define';

/** Refusals of the picture upload that a shopper reads (server/routes/uploads.ts). */
export const uploadMessages = defineMessages(
  'server.uploads',
  {
    quota: (limit: number) => `每天最多上传 ${limit} 张图片，请明天再试`,
    empty: '图片文件是空的，请重新选择',
    malformed: '图片已损坏或不完整，请重新选择',
    notPicture: '只能上传 JPG 或 PNG 格式的图片',
  },
  {
    quota: (limit: number) => `At most ${limit} pictures can be uploaded a day; please try again tomorrow`,
    empty: 'The picture file is empty; please choose another',
    malformed: 'The picture is damaged or incomplete; please choose another',
    notPicture: 'Only JPEG and PNG pictures can be uploaded',
  },
);
