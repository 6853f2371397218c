import { defineMessages } from '../../schemas/i18n/define';

/** The booth renderer's own words: the empty page, and the preview-only notes for operators. */
export const boothMessages = defineMessages(
  'booth',
  {
    empty: '页面内容正在准备中，请稍后再来看看',
    blockFailed: (id: string) => `模块 ${id} 渲染失败`,
    droppedBlock: (id: string, type: string, path: string, message: string) =>
      `已忽略模块 ${id}（${type}），位置 ${path}：${message}`,
    noId: '无编号',
    noType: '未知类型',
    comingSoon: '即将开始',
    opensAt: (at: string) => `开始时间：${at}（北京时间）`,
    reload: '刷新看看',
  },
  {
    empty: 'Nothing on this page yet. Please come back later.',
    blockFailed: (id: string) => `Block ${id} failed to render`,
    droppedBlock: (id: string, type: string, path: string, message: string) =>
      `Dropped block ${id} (${type}) at ${path}: ${message}`,
    noId: 'no id',
    noType: 'no type',
    comingSoon: 'Coming soon',
    opensAt: (at: string) => `Opens at ${at} (Beijing time)`,
    reload: 'Check again',
  },
);
