/** The server's half of messages.ts and unread-count.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { imEndpoints, operatorMessageEndpoints } from '../messages';
import { unreadCountEndpoints } from '../unread-count';

export const imDocs: EndpointDocs<typeof imEndpoints> = {
  messages: {
    summary:
      'The message center, newest first: order, logistics, activity and system messages (kind filters)',
    tag: 'customer',
  },
  read: { summary: 'Mark one own message read; answers the unread counts after it', tag: 'customer' },
  readAll: {
    summary: 'Mark every own message (of one kind) read; answers the unread counts after it',
    tag: 'customer',
  },
  threads: {
    summary: 'Customer-service conversations, latest first, with their unread answers',
    tag: 'customer',
  },
  openThread: {
    summary: 'The conversation about one own order or one store (made on first use)',
    tag: 'customer',
  },
  query: {
    summary:
      'A conversation and its messages after afterSeq (history, oldest first); markRead marks them seen; agentPending while an answer is due',
    tag: 'customer',
  },
  send: {
    summary:
      'Send a message to customer service (the same clientMsgId again is the same message); the simulated agent answers after IM_AGENT_DELAY_MS',
    tag: 'customer',
  },
};

export const operatorMessageDocs: EndpointDocs<typeof operatorMessageEndpoints> = {
  send: {
    summary:
      "Send a system message to every customer (audience all) or to named customers' message centers (at most 200; unknown numbers are answered back); needs a second operator while approval is on",
    tag: 'notice',
  },
  sends: {
    summary:
      'The system messages operators sent, newest first: audience, how many named and reached, by whom, when',
    tag: 'notice',
  },
};

export const unreadCountDocs: EndpointDocs<typeof unreadCountEndpoints> = {
  unreadCount: { summary: 'Unread messages', tag: 'customer' },
};

export const imDocumented = documented(imEndpoints, imDocs);
export const unreadCountDocumented = documented(unreadCountEndpoints, unreadCountDocs);
export const operatorMessageDocumented = documented(operatorMessageEndpoints, operatorMessageDocs);
