import { imDocumented } from '../../schemas/api/endpoints/docs/messages';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { sendOk } from '../http/envelope';
import { accepted } from '../http/refusals';
import { currentUser, requireUser } from '../http/session';
import { imThreads, openImThread, queryImThread, sendImMessage } from '../services/im';
import { badgeCounts, messageList, readAllMessages, readMessage } from '../services/message-center';

/**
 * /api/im (user-scoped, issue 17): the message center (message/*: the list, marks) and instant messages with
 * customer service (threads, open, the spec's query, send), the handlers of schemas/api/endpoints/messages.ts.
 * The header badge's counts stay hand-written here: their operation is still the platform registry's.
 */
export function imRoutes(deps: AppDeps) {
  const r = endpointRoutes(deps, '/api/im', imDocumented, {
    messages: ({ user, query }) => messageList(deps, user.customerId, query),
    read: async ({ user, body }) => accepted(await readMessage(deps, user.customerId, body.messageId)),
    readAll: ({ user, body }) => readAllMessages(deps, user.customerId, body.kind),
    threads: ({ user }) => imThreads(deps, user.customerId),
    openThread: async ({ user, body }) =>
      accepted(await openImThread(deps, user.customerId, body.subject, body.subjectNo)),
    query: async ({ user, body }) => accepted(await queryImThread(deps, user.customerId, body)),
    send: async ({ user, body }) => accepted(await sendImMessage(deps, user.customerId, body)),
  });
  r.get('/message/unread-count', requireUser(deps), async (c) =>
    sendOk(c, await badgeCounts(deps, currentUser(c).customerId)),
  );
  return r;
}
