import { defineMessages } from '../../../schemas/i18n/define';

/** The product page's pictures: the gallery's full-screen preview, 图文详情 and 规格参数. */
export const productMediaMessages = defineMessages(
  'productMedia',
  {
    openPhoto: (n: number, total: number) => `查看大图（第 ${n} 张，共 ${total} 张）`,
    photoOf: (name: string, n: number, total: number) => `${name}（第 ${n} 张，共 ${total} 张）`,
    preview: '商品大图',
    close: '关闭',
    longPressToSave: '长按图片保存',
    pictureSaved: '图片已保存',
    pictureNotSaved: '图片保存失败，请稍后再试',
    detailImages: '图文详情',
    specs: '规格参数',
  },
  {
    openPhoto: (n: number, total: number) => `View photo ${n} of ${total}`,
    photoOf: (name: string, n: number, total: number) => `${name} (${n} of ${total})`,
    preview: 'Product photos',
    close: 'Close',
    longPressToSave: 'Press and hold a photo to save it',
    pictureSaved: 'Photo saved',
    pictureNotSaved: 'The photo could not be saved; please try again later',
    detailImages: 'Picture details',
    specs: 'Specifications',
  },
);
