import { defineMessages } from '../../schemas/i18n/define';

/** Why /api/wechat/js-sdk-signature refuses to sign a page address. */
export const weChatRefusalMessages = defineMessages(
  'server.refusals.wechat',
  {
    malformed: '页面地址格式有误，无法生成微信签名',
    foreign_origin: '只能为本商城的页面生成微信签名',
  },
  {
    malformed: 'The page address is malformed; no WeChat signature can be made for it',
    foreign_origin: 'WeChat signatures are made only for this mall’s own pages',
  },
);
