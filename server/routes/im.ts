import { Hono } from 'hono';
import { imOpenRequestSchema, imQueryRequestSchema, imSendRequestSchema } from '../../schemas/api/im';
import {
  messageListQuerySchema,
  messageReadAllRequestSchema,
  messageReadRequestSchema,
} from '../../schemas/api/message';
import type { AppDeps } from '../config';
import { parseBody, parseQuery } from '../http/body';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import type { AppEnv } from '../http/types';
import { imThreads, openImThread, queryImThread, sendImMessage } from '../services/im';
import { badgeCounts, messageList, readAllMessages, readMessage } from '../services/message-center';

/**
 * /api/im (user-scoped, issue 17): the message center (message/*: the list, marks, the header badge's
 * counts) and instant messages with customer service (threads, open, the spec's query, send).
 */
export function imRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', requireUser(deps));
  const me = (c: Parameters<typeof currentUser>[0]) => currentUser(c).customerId;

  r.get('/message/unread-count', async (c) => sendOk(c, await badgeCounts(deps, me(c))));
  r.get('/message/list', async (c) =>
    sendOk(c, await messageList(deps, me(c), parseQuery(c, messageListQuerySchema))),
  );
  r.post('/message/read', async (c) => {
    const { messageId } = await parseBody(c, messageReadRequestSchema);
    return sendOk(c, accepted(await readMessage(deps, me(c), messageId)));
  });
  r.post('/message/read-all', async (c) => {
    const { kind } = await parseBody(c, messageReadAllRequestSchema);
    return sendOk(c, await readAllMessages(deps, me(c), kind));
  });

  r.get('/threads', async (c) => sendOk(c, await imThreads(deps, me(c))));
  r.post('/thread/open', async (c) => {
    const { subject, subjectNo } = await parseBody(c, imOpenRequestSchema);
    return sendOk(c, accepted(await openImThread(deps, me(c), subject, subjectNo)));
  });
  r.post('/query', async (c) => {
    const q = await parseBody(c, imQueryRequestSchema);
    return sendOk(c, accepted(await queryImThread(deps, me(c), q)));
  });
  r.post('/send', async (c) => {
    const m = await parseBody(c, imSendRequestSchema);
    return sendOk(c, accepted(await sendImMessage(deps, me(c), m)));
  });
  return r;
}
