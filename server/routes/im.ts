import { imDocumented, unreadCountDocumented } from '../../schemas/api/endpoints/docs/messages';
import type { AppDeps } from '../config';
import { endpointRoutes } from '../http/endpoint-routes';
import { accepted } from '../http/refusals';
import { imThreads, openImThread, queryImThread, sendImMessage } from '../services/im';
import { badgeCounts, messageList, readAllMessages, readMessage } from '../services/message-center';

/**
 * /api/im (user-scoped): the message center (message/*: the list, marks) and instant messages with
 * customer service (threads, open, the spec's query, send), the handlers of schemas/api/endpoints/messages.ts;
 * and the header badge's counts (unread-count.ts, a record of its own: the shell reads it on every page).
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
  r.route(
    '/',
    endpointRoutes(deps, '/api/im', unreadCountDocumented, {
      unreadCount: ({ user }) => badgeCounts(deps, user.customerId),
    }),
  );
  return r;
}
