import * as z from 'zod';

/** GET /api/im/message/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
