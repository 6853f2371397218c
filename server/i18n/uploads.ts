import { defineMessages } from '../../schemas/i18n/define';

/** Refusals of the picture upload that a shopper or an operator reads (server/http/picture-upload.ts). */
export const uploadMessages = defineMessages(
  'server.uploads',
  {
    quota: (limit: number) => `每天最多上传 ${limit} 张图片，请明天再试`,
    empty: '图片文件是空的，请重新选择',
    malformed: '图片已损坏或不完整，请重新选择',
    notPicture: '只能上传 JPG 或 PNG 格式的图片',
    tooManyPixels: (megapixels: number) => `图片尺寸过大（超过 ${megapixels} 百万像素），请缩小后重新上传`,
    tooSlow: '图片处理超时，请换一张图片或缩小后重新上传',
    notForm: '请以表单方式上传图片',
    formUnreadable: '上传的表单无法读取，请重新上传',
    noFile: '没有收到图片，请重新选择',
  },
  {
    quota: (limit: number) => `At most ${limit} pictures can be uploaded a day; please try again tomorrow`,
    empty: 'The picture file is empty; please choose another',
    malformed: 'The picture is damaged or incomplete; please choose another',
    notPicture: 'Only JPEG and PNG pictures can be uploaded',
    tooManyPixels: (megapixels: number) =>
      `The picture is too large (over ${megapixels} megapixels); please make it smaller and upload it again`,
    tooSlow: 'The picture took too long to process; please choose another or make it smaller',
    notForm: 'Please upload the picture as a form',
    formUnreadable: 'The upload form could not be read; please upload again',
    noFile: 'No picture was received; please choose one',
  },
);
