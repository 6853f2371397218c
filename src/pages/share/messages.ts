import { defineMessages } from '../../../schemas/i18n/define';

/** Sharing (the share sheet every share button opens) and /sharePage, the page a shared link opens. */
export const shareMessages = defineMessages(
  'share',
  {
    sheetTitle: '分享给好友',
    toSession: '微信好友',
    toTimeline: '朋友圈',
    copyLink: '复制链接',
    linkCopied: '链接已复制，快去发给好友吧',
    from: '好友分享给你',
    productPrice: '商城价',
    marketPrice: '原价',
    viewProduct: '查看商品',
    teamPrice: '拼团价',
    teamProgress: (joined: number, size: number) => `已拼 ${joined}/${size} 人`,
    teamMissing: (n: number) => `还差 ${n} 人成团`,
    teamEndsIn: '距结束',
    joinTeam: '去参团',
    lotteryInvite: (nick: string) => `${nick} 邀请你助力抽奖`,
    lotteryEnds: '报名截止',
    helpLottery: '去助力',
    expired: '分享的内容已结束：商品已下架、拼团已结束或抽奖已截止',
    unknown: '分享的链接无效，请检查链接是否完整',
    home: '逛逛商城首页',
  },
  {
    sheetTitle: 'Share with friends',
    toSession: 'WeChat friends',
    toTimeline: 'Moments',
    copyLink: 'Copy link',
    linkCopied: 'Link copied; send it to your friends',
    from: 'A friend shared this with you',
    productPrice: 'Mall price',
    marketPrice: 'Was',
    viewProduct: 'View product',
    teamPrice: 'Team price',
    teamProgress: (joined: number, size: number) => `${joined} of ${size} joined`,
    teamMissing: (n: number) => `${n} more to complete the team`,
    teamEndsIn: 'Ends in',
    joinTeam: 'Join the team',
    lotteryInvite: (nick: string) => `${nick} asks for your help in a lottery`,
    lotteryEnds: 'Entries close',
    helpLottery: 'Help now',
    expired:
      'What was shared has ended: the product is off the shelf, the team has ended or the lottery has closed',
    unknown: 'This shared link is not valid; check that it is complete',
    home: 'Browse the mall',
  },
);

/** Inside WeChat, the way into the bank app: WeChat's open tag, else what to do instead. */
export const weChatLaunchMessages = defineMessages(
  'share.weChatLaunch',
  {
    bar: '在手机银行App中继续',
    openInApp: '打开手机银行App',
    failed: '微信中无法直接打开手机银行App。请点右上角“…”选择“在浏览器打开”，或打开手机银行App后再访问本页。',
    pageDesc: '手机银行商城精选，点开看看',
  },
  {
    bar: 'Continue in the mobile banking app',
    openInApp: 'Open the mobile banking app',
    failed:
      'WeChat cannot open the mobile banking app from here. Tap “…” at the top right and choose “Open in browser”, or open the mobile banking app and visit this page there.',
    pageDesc: 'Picked for you in the bank mall: have a look',
  },
);
