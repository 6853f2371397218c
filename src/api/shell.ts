import { cartBadge } from '../../schemas/api/endpoints/cart/cart-count';
import { z } from '../../schemas/zod';
import { call } from './call';
import { get } from './client';

/** Calls the shell itself makes: badges and notices. */
export const fetchCartCount = () => call(cartBadge, {}, { silent: true, background: true });

/**
 * The badge reads the count alone. On its path, checked for the count only: the declaration
 * (schemas/api/endpoints/unread-count.ts) answers the count per kind of message too, the message center's,
 * and its schema would cost the first route 0.6 KB (ADR 0063).
 */
export const fetchUnreadCount = () =>
  get('/api/im/message/unread-count', undefined, {
    schema: z.object({ count: z.number() }),
    silent: true,
    background: true,
  });
