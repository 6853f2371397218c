import { defineMessages } from '../../../schemas/i18n/define';

/** The console's system-messages tab: what was sent, and a new message. */
export const messageSendMessages = defineMessages(
  'console.messageSends',
  {
    heading: '已发送的系统消息',
    empty: '还没有发送过系统消息',
    title: '标题',
    content: '内容',
    audience: '发送对象',
    'audience.all': '全部客户',
    'audience.customers': '指定客户',
    reached: '送达',
    reachedCount: (sent: number, named: number, unknown: number) =>
      named === 0 ? `${sent} 人` : `${sent} 人（指定 ${named}，未知 ${unknown}）`,
    sentBy: '发送人',
    sentAt: '发送时间',
    sendHeading: '发送系统消息',
    send: '发送',
    customerNos: '客户号',
    customerNosHint: '每行一个，或用逗号分隔，最多 200 个',
    bulletin: '点开时打开系统公告',
    confirmAll: '这条消息将发给全部客户，且无法撤回。确定发送？',
    titleBad: '请填写 1–40 字的标题',
    contentBad: '请填写 1–500 字的内容',
    customerNosBad: '请填写 1–200 个客户号（字母、数字、- 或 _）',
    sent: (sent: number, unknown: number) =>
      unknown === 0 ? `已发送给 ${sent} 位客户` : `已发送给 ${sent} 位客户；${unknown} 个客户号不存在`,
  },
  {
    heading: 'System messages sent',
    empty: 'No system message sent yet',
    title: 'Title',
    content: 'Content',
    audience: 'To',
    'audience.all': 'All customers',
    'audience.customers': 'Named customers',
    reached: 'Reached',
    reachedCount: (sent: number, named: number, unknown: number) =>
      named === 0 ? `${sent}` : `${sent} (${named} named, ${unknown} unknown)`,
    sentBy: 'Sent by',
    sentAt: 'Sent at',
    sendHeading: 'Send a system message',
    send: 'Send',
    customerNos: 'Customer numbers',
    customerNosHint: 'One a line, or separated by commas; at most 200',
    bulletin: 'Opens the system notices',
    confirmAll: 'This message goes to every customer and cannot be recalled. Send it?',
    titleBad: 'Enter a title of 1–40 characters',
    contentBad: 'Enter 1–500 characters',
    customerNosBad: 'Enter 1–200 customer numbers (letters, digits, - or _)',
    sent: (sent: number, unknown: number) =>
      unknown === 0
        ? `Sent to ${sent} customers`
        : `Sent to ${sent} customers; ${unknown} customer numbers do not exist`,
  },
);
