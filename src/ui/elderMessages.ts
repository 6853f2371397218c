import { defineMessages } from '../../schemas/i18n/define';

/** The elder-mode switch in the more menu (ADR 0043); its own catalogue so the words load with the menu. */
export const elderMessages = defineMessages(
  'app.elder',
  {
    elderMode: '长辈模式',
    elderModeHint: '大字体、大按钮，不弹营销浮窗',
  },
  {
    elderMode: 'Elder mode',
    elderModeHint: 'Large text and buttons, no promotional pop-ups',
  },
);
