/**
 * The layout fields in the operator's words (ADR 0050): a title and a one-line explanation of
 * every block field in zh-CN and en, the names of enum choices and of link / product-source kinds. The
 * JSON Schema export (json-schema.ts) writes them into the schema the console's forms are generated from;
 * the shopper app never imports this file, so the words cost its first route nothing.
 */
import type { BlockType } from './block-types';

/** [title, description] in one language. */
type Said = readonly [title: string, description: string];

export interface FieldWords {
  zh: Said;
  en: Said;
  /** Names of the enum or const values, keyed by String(value). */
  choices?: { zh: Record<string, string>; en: Record<string, string> };
  /** How the form edits it: a Beijing-time date-time picker for epoch milliseconds. */
  widget?: 'beijing-datetime';
}

const beijing = 'beijing-datetime' as const;

/** Words by field name, the same wherever the name appears (a link is a link in every block). */
export const FIELD_WORDS: Record<string, FieldWords> = {
  id: {
    zh: ['区块编号', '页面内唯一，统计数据按它归类'],
    en: ['Block id', 'Unique within the page; figures are kept by it'],
  },
  type: { zh: ['区块类型', '添加后不能更改'], en: ['Block type', 'Fixed once the block is added'] },
  props: { zh: ['设置', '这个区块的内容和样式'], en: ['Settings', "The block's content and look"] },
  image: { zh: ['图片', '上传或选择一张图片'], en: ['Picture', 'Upload or choose a picture'] },
  src: { zh: ['图片地址', '上传后自动填写'], en: ['Picture address', 'Filled in by the upload'] },
  alt: {
    zh: ['图片说明', '读屏软件朗读的文字，图片无法显示时也会显示'],
    en: ['Picture text', 'Read aloud by screen readers and shown when the picture cannot load'],
  },
  width: {
    zh: ['宽度（像素）', '图片原始宽度，用于预留位置'],
    en: ['Width (px)', "The picture's own width, to reserve its space"],
  },
  height: {
    zh: ['高度（像素）', '图片原始高度，用于预留位置'],
    en: ['Height (px)', "The picture's own height, to reserve its space"],
  },
  aspectRatio: {
    zh: ['宽高比', '所有轮播图共用的宽和高'],
    en: ['Aspect ratio', 'The width and height every slide shares'],
  },
  link: { zh: ['点击跳转', '顾客点击后打开的位置'], en: ['Opens on tap', 'Where a tap takes the shopper'] },
  linkType: { zh: ['跳转到', '选择跳转的类型'], en: ['Goes to', 'The kind of place a tap opens'] },
  spuNo: {
    zh: ['商品编号（SPU）', '用“选择商品”自动填写'],
    en: ['Product number (SPU)', 'Filled in by “Choose a product”'],
  },
  skuNo: {
    zh: ['规格编号（SKU）', '用“选择商品”自动填写'],
    en: ['Variant number (SKU)', 'Filled in by “Choose a product”'],
  },
  pageId: { zh: ['页面', '要打开的活动页面'], en: ['Page', 'The operator page to open'] },
  /** Daily-deal tab values (spec §2: in progress 12, preview 2, past 13). */
  tab: {
    zh: ['秒杀场次', '打开每日秒杀的哪个标签'],
    en: ['Deal tab', 'Which daily-deal tab opens'],
    choices: {
      zh: { 12: '正在抢购', 2: '即将开始', 13: '往期回顾' },
      en: { 12: 'In progress', 2: 'Coming up', 13: 'Past rounds' },
    },
  },
  teamId: {
    zh: ['拼团编号', '留空则打开拼团列表'],
    en: ['Group-buy number', 'Leave empty to open the group-buy list'],
  },
  url: {
    zh: ['网址', '只能是商城内的页面或允许的网址'],
    en: ['Web address', 'A mall page or an allowed address only'],
  },
  items: { zh: ['条目', '逐条添加、删除'], en: ['Items', 'Add or remove them one by one'] },
  text: {
    zh: ['公告文字', '一行公告文字，最多 100 字'],
    en: ['Text', 'One line of notice, up to 100 characters'],
  },
  label: { zh: ['文字', '显示在条目上的文字'], en: ['Label', 'The words shown on the item'] },
  key: {
    zh: ['条目标识', '字母或数字，用于标记当前选中的条目'],
    en: ['Item key', 'Letters or digits that mark the selected item'],
  },
  icon: { zh: ['图标', '未选中时显示的图标'], en: ['Icon', 'Shown when the item is not selected'] },
  activeIcon: {
    zh: ['选中图标', '选中时显示的图标'],
    en: ['Selected icon', 'Shown when the item is selected'],
  },
  badge: {
    zh: ['角标', '在图标上显示购物车件数'],
    en: ['Badge', 'Shows the cart count on the icon'],
    choices: { zh: { cart: '购物车件数' }, en: { cart: 'Cart count' } },
  },
  activeKey: {
    zh: ['默认选中', '填写某个条目的标识，该条目显示为选中'],
    en: ['Selected item', 'The key of the item shown as selected'],
  },
  threshold: {
    zh: ['出现位置（像素）', '页面向下滚动超过这个距离后出现'],
    en: ['Shows after (px)', 'Appears once the page has scrolled this far'],
  },
  position: {
    zh: ['位置', '显示在屏幕的哪一侧'],
    en: ['Position', 'Which side of the screen it sits on'],
    choices: { zh: { left: '左侧', right: '右侧' }, en: { left: 'Left', right: 'Right' } },
  },
  bottomOffset: {
    zh: ['距底部（像素）', '与屏幕底部安全区的距离'],
    en: ['From the bottom (px)', 'Distance from the bottom safe area'],
  },
  frequency: {
    zh: ['弹出频率', '同一位顾客看到弹窗的次数'],
    en: ['How often', 'How often one shopper sees the popup'],
    choices: {
      zh: { once: '只弹一次', daily: '每天一次', everyVisit: '每次进入' },
      en: { once: 'Once ever', daily: 'Once a day', everyVisit: 'Every visit' },
    },
  },
  closeDelayMs: {
    zh: ['关闭按钮延迟（毫秒）', '弹出后多久显示关闭按钮，0 为立即显示'],
    en: ['Close button delay (ms)', 'How long before the close button shows; 0 shows it at once'],
  },
  size: {
    zh: ['宽度（像素）', '显示宽度，高度按图片比例'],
    en: ['Width (px)', "Shown width; height follows the picture's ratio"],
  },
  title: { zh: ['标题', '显示在商品上方，可不填'], en: ['Heading', 'Shown above the products; optional'] },
  columns: {
    zh: ['每行商品数', '一行显示几个商品'],
    en: ['Products per row', 'How many products one row shows'],
    choices: {
      zh: { 1: '一列', 2: '两列', 3: '三列' },
      en: { 1: 'One column', 2: 'Two columns', 3: 'Three columns' },
    },
  },
  showPrice: {
    zh: ['显示价格', '勾选后在商品下方显示价格'],
    en: ['Show prices', 'Shows the price under each product'],
  },
  source: {
    zh: ['商品来源', '指定商品，或按条件自动选取'],
    en: ['Products from', 'Chosen products, or picked by a rule'],
  },
  kind: { zh: ['选取方式', '指定商品或按条件选取'], en: ['How chosen', 'Chosen products or a rule'] },
  skuNos: {
    zh: ['指定商品', '用“选择商品”逐个添加'],
    en: ['Chosen products', 'Add them with “Choose a product”'],
  },
  categoryCode: {
    zh: ['分类编码', '只选取这个分类的商品，可不填'],
    en: ['Category code', 'Only products of this category; optional'],
  },
  couponNo: {
    zh: ['优惠券编号', '只选取这张券适用的商品，可不填'],
    en: ['Coupon number', 'Only products this coupon applies to; optional'],
  },
  sort: {
    zh: ['排序', '商品的排列顺序'],
    en: ['Order', 'How the products are ordered'],
    choices: {
      zh: { 1: '按销量', 2: '按上架时间', 3: '按价格' },
      en: { 1: 'By sales', 2: 'By listing date', 3: 'By price' },
    },
  },
  pageSize: { zh: ['商品数量', '最多显示几个商品'], en: ['How many', 'How many products at most'] },
  slides: { zh: ['轮播图', '逐张添加，最多 10 张'], en: ['Slides', 'Add them one by one, up to 10'] },
  autoplayMs: {
    zh: ['切换间隔（毫秒）', '每张停留的时间，0 为不自动切换'],
    en: ['Interval (ms)', 'How long each slide stays; 0 turns autoplay off'],
  },
  loop: {
    zh: ['循环播放', '最后一张之后回到第一张'],
    en: ['Loop', 'Goes back to the first slide after the last'],
  },
  scrollSpeed: { zh: ['滚动速度', '每秒滚动的像素数'], en: ['Scroll speed', 'Pixels scrolled per second'] },
  endTime: {
    zh: ['结束时间', '倒计时结束的时刻（北京时间）'],
    en: ['Ends at', 'When the countdown ends (Beijing time)'],
    widget: beijing,
  },
  repeat: {
    zh: ['每日重复', '每天在同一时刻结束一场'],
    en: ['Repeats daily', 'A round ends at the same time every day'],
    choices: { zh: { daily: '每天' }, en: { daily: 'Every day' } },
  },
  endedLabel: {
    zh: ['结束后文字', '倒计时结束后显示，不填则隐藏'],
    en: ['After the end', 'Shown after the end; hidden when empty'],
  },
  start: {
    zh: ['开始时间', '从这个时刻起显示（北京时间）'],
    en: ['Starts at', 'Shown from this time (Beijing time)'],
    widget: beijing,
  },
  end: {
    zh: ['结束时间', '到这个时刻不再显示（北京时间）'],
    en: ['Ends at', 'Hidden from this time (Beijing time)'],
    widget: beijing,
  },
  schedule: {
    zh: ['排期', '只在这段时间内显示，可不填'],
    en: ['Schedule', 'Shown only within this time; optional'],
  },
  hiddenInElder: {
    zh: ['长辈模式隐藏', '勾选后长辈模式首页不显示'],
    en: ['Hidden in elder mode', 'Left out of the elder-mode home'],
  },
};

/** Where one block reads a field differently from the rest. */
export const BLOCK_FIELD_WORDS: Partial<Record<BlockType, Record<string, FieldWords>>> = {
  pendant: {
    position: {
      zh: ['位置', '挂件在屏幕上的位置'],
      en: ['Position', 'Where the pendant floats'],
      choices: {
        zh: { 1: '左上', 2: '左中', 3: '左下', 4: '右上', 5: '右中', 6: '右下' },
        en: {
          1: 'Left top',
          2: 'Left middle',
          3: 'Left bottom',
          4: 'Right top',
          5: 'Right middle',
          6: 'Right bottom',
        },
      },
    },
  },
  bottomCountdown: {
    label: { zh: ['倒计时文字', '显示在倒计时前'], en: ['Countdown text', 'Shown before the countdown'] },
  },
  navBar: {
    label: { zh: ['标签文字', '最多 20 字'], en: ['Tab text', 'Up to 20 characters'] },
  },
  bottomBar: {
    label: { zh: ['按钮文字', '最多 10 字'], en: ['Button text', 'Up to 10 characters'] },
  },
};

/** The spec's link types (§3: skuNo 1, pageId 2, dailyDeal 3, millionSubsidy 4, groupBuy 5) and 'url'. */
export const VARIANT_WORDS: Record<string, { zh: Record<string, string>; en: Record<string, string> }> = {
  linkType: {
    zh: { 1: '链接到商品', 2: '链接到页面', 3: '每日秒杀', 4: '百亿补贴', 5: '拼团', url: '网址' },
    en: {
      1: 'A product',
      2: 'A page',
      3: 'Daily deals',
      4: 'Million subsidy',
      5: 'Group buy',
      url: 'A web address',
    },
  },
  kind: {
    zh: { skus: '指定商品', query: '按条件选取' },
    en: { skus: 'Chosen products', query: 'By a rule' },
  },
};
