import { defineMessages } from '../../schemas/i18n/define';

/** The photo picker's words (after-sales evidence, review photos); the title and each photo's name come from the screen. */
export const photoPickerMessages = defineMessages(
  'photoPicker',
  {
    photosHint: (max: number) => `最多 ${max} 张，支持 JPG、PNG`,
    addPhoto: '添加图片',
    removePhoto: (n: number) => `删除第 ${n} 张图片`,
    uploading: '上传中…',
    tooBig: '图片不能超过 5MB',
  },
  {
    photosHint: (max: number) => `Up to ${max}, JPG or PNG`,
    addPhoto: 'Add a photo',
    removePhoto: (n: number) => `Remove photo ${n}`,
    uploading: 'Uploading…',
    tooBig: 'A photo can be at most 5 MB',
  },
);
