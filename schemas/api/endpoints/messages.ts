/**
 * The message center and instant messages with customer service under /api/im (every call the
 * signed-in customer's own; another's message or thread is 404), and the system messages operators send;
 * the one declaration of each endpoint (ADR 0063). The header badge's unread count (/api/im/message/unread-count)
 * has a module of its own, unread-count.ts: the shell reads it on every page.
 */
import { endpoint } from '../endpoint';
import {
  imOpenRequestSchema,
  imQueryRequestSchema,
  imQueryResultSchema,
  imSendRequestSchema,
  imSendResultSchema,
  imThreadListSchema,
  imThreadSchema,
} from '../im';
import {
  messageListQuerySchema,
  messageListSchema,
  messageReadAllRequestSchema,
  messageReadRequestSchema,
  messageReadResultSchema,
  operatorMessageRequestSchema,
  operatorMessageResultSchema,
  operatorMessageSendListSchema,
} from '../message';

const IM = '/api/im';

export const messageList = endpoint({
  method: 'get',
  path: `${IM}/message/list`,
  auth: 'shopper',
  query: messageListQuerySchema,
  result: messageListSchema,
});

export const messageRead = endpoint({
  method: 'post',
  path: `${IM}/message/read`,
  auth: 'shopper',
  body: messageReadRequestSchema,
  result: messageReadResultSchema,
});

export const messageReadAll = endpoint({
  method: 'post',
  path: `${IM}/message/read-all`,
  auth: 'shopper',
  body: messageReadAllRequestSchema,
  result: messageReadResultSchema,
});

export const imThreads = endpoint({
  method: 'get',
  path: `${IM}/threads`,
  auth: 'shopper',
  result: imThreadListSchema,
});

export const imOpenThread = endpoint({
  method: 'post',
  path: `${IM}/thread/open`,
  auth: 'shopper',
  body: imOpenRequestSchema,
  result: imThreadSchema,
});

export const imQuery = endpoint({
  method: 'post',
  path: `${IM}/query`,
  auth: 'shopper',
  body: imQueryRequestSchema,
  result: imQueryResultSchema,
});

export const imSend = endpoint({
  method: 'post',
  path: `${IM}/send`,
  auth: 'shopper',
  body: imSendRequestSchema,
  result: imSendResultSchema,
});

/** The message center and the chats by name: the handler table's and the doc record's keys. */
export const imEndpoints = {
  messages: messageList,
  read: messageRead,
  readAll: messageReadAll,
  threads: imThreads,
  openThread: imOpenThread,
  query: imQuery,
  send: imSend,
};

export const operatorMessageSend = endpoint({
  method: 'post',
  path: '/api/operator/messages',
  auth: 'operator',
  body: operatorMessageRequestSchema,
  result: operatorMessageResultSchema,
});

export const operatorMessageSends = endpoint({
  method: 'get',
  path: '/api/operator/messages',
  auth: 'operator',
  result: operatorMessageSendListSchema,
});

/** The operators' system messages by name (operator token or console session). */
export const operatorMessageEndpoints = {
  send: operatorMessageSend,
  sends: operatorMessageSends,
};
