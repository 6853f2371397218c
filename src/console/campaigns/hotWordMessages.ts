import { defineMessages } from '../../../schemas/i18n/define';

/** The console's hot search words tab: the words shoppers see under the search box, in order. */
export const hotWordMessages = defineMessages(
  'console.hotWords',
  {
    heading: '热搜词',
    hint: '顾客在搜索框下看到的词，按此顺序展示；高亮的词以商城主色显示',
    empty: '还没有热搜词',
    word: '热搜词',
    highlight: '高亮',
    up: '上移',
    down: '下移',
    remove: '移除',
    add: '添加热搜词',
    save: '保存热搜词',
    wordBad: '热搜词须为 1–20 个字',
    listBad: (max: number) => `热搜词不能重复，最多 ${max} 个`,
    saved: (n: number) => `已保存 ${n} 个热搜词`,
    /** A highlighted word as the approver reads it in a change request. */
    highlighted: (word: string) => `${word}（高亮）`,
  },
  {
    heading: 'Hot search words',
    hint: 'The words shoppers see under the search box, in this order; highlighted ones show in the mall colour',
    empty: 'No hot words yet',
    word: 'Hot word',
    highlight: 'Highlight',
    up: 'Up',
    down: 'Down',
    remove: 'Remove',
    add: 'Add a hot word',
    save: 'Save hot words',
    wordBad: 'A hot word is 1–20 characters',
    listBad: (max: number) => `Hot words must not repeat; at most ${max}`,
    saved: (n: number) => `${n} hot words saved`,
    highlighted: (word: string) => `${word} (highlighted)`,
  },
);
