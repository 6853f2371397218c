import { defineMessages } from '../../schemas/i18n/define';

/** What the experiment endpoints say (ADR 0056), in both languages. */
export const experimentMessages = defineMessages(
  'server.experiments',
  {
    notSignificant: '差异尚不显著',
    significantHigher: (key: string, control: string) => `${key} 的点击率显著高于 ${control}（95% 置信）`,
    significantLower: (key: string, control: string) => `${key} 的点击率显著低于 ${control}（95% 置信）`,
    weightsNot100: (sum: number) => `各变体的流量占比之和须为 100%（现为 ${sum}%）`,
    weightMissing: '按比例分流时每个变体都须有流量占比',
    fallbackRule: '按人群分配时，最后一个变体须不设条件（其余所有人），其余变体须各设至少一个条件',
    versionMissing: (version: number) => `页面没有已发布的版本 v${version}`,
    blockMissing: (blockId: string) => `当前线上版本中没有区块 ${blockId}`,
    nothingLive: '页面尚无线上版本，无法替换其中的区块',
    alreadyRunning: (id: number) => `该页面已有进行中的实验 #${id}，请先结束它`,
    notRunning: (id: number) => `实验 #${id} 已结束`,
    experimentMissing: (id: number) => `该页面没有实验 #${id}`,
    auditDetail: (id: number, key: string) => `实验 #${id} 推广变体 ${key}`,
  },
  {
    notSignificant: 'The difference is not significant yet',
    significantHigher: (key: string, control: string) =>
      `${key} has a significantly higher CTR than ${control} (95 % confidence)`,
    significantLower: (key: string, control: string) =>
      `${key} has a significantly lower CTR than ${control} (95 % confidence)`,
    weightsNot100: (sum: number) => `The variants' shares must add up to 100 % (they add up to ${sum} %)`,
    weightMissing: 'In a split every variant needs its share',
    fallbackRule:
      'In audience mode the last variant takes everyone else (no rule) and every other variant needs a rule',
    versionMissing: (version: number) => `The page has no published version v${version}`,
    blockMissing: (blockId: string) => `The live version has no block ${blockId}`,
    nothingLive: 'The page has no live version whose block could be replaced',
    alreadyRunning: (id: number) => `Experiment #${id} is already running on this page; end it first`,
    notRunning: (id: number) => `Experiment #${id} has ended`,
    experimentMissing: (id: number) => `This page has no experiment #${id}`,
    auditDetail: (id: number, key: string) => `experiment #${id} promoted variant ${key}`,
  },
);
