import { defineMessages } from '../../schemas/i18n/define';

/** The photo picker's words (after-sales evidence, review photos); the title and each photo's name come from the screen. */
export const photoPickerMessages = defineMessages(
  'photoPicker',
  {
    photosHint: (max: number) => `最多 ${max} 张，支持 JPG、PNG`,
    addPhoto: '添加图片',
    removePhoto: (n: number) => `删除第 ${n} 张图片`,
    uploading: '上传中…',
    preparing: '处理中…',
    uploadingPercent: (percent: number) => `上传中 ${percent}%`,
    retry: '上传失败，点击重试',
    discardPhoto: (n: number) => `放弃第 ${n} 张图片`,
    tooBig: '图片太大，无法压缩到 5MB 以内，请换一张',
  },
  {
    photosHint: (max: number) => `Up to ${max}, JPG or PNG`,
    addPhoto: 'Add a photo',
    removePhoto: (n: number) => `Remove photo ${n}`,
    uploading: 'Uploading…',
    preparing: 'Preparing…',
    uploadingPercent: (percent: number) => `Uploading ${percent}%`,
    retry: 'Upload failed, tap to retry',
    discardPhoto: (n: number) => `Discard photo ${n}`,
    tooBig: 'This photo is too large to bring under 5 MB; please choose another',
  },
);
