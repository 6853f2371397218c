import { z } from '../../schemas/zod';
import { get } from './client';

/** Calls the shell itself makes: badges and notices. */
export const fetchCartCount = () =>
  get('/api/shoppingcart/shopping-cart/count', undefined, {
    schema: z.number(),
    silent: true,
    background: true,
  });

export const fetchUnreadCount = () =>
  get('/api/im/message/unread-count', undefined, {
    schema: z.object({ count: z.number() }),
    silent: true,
    background: true,
  });
