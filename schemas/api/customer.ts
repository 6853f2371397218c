import { z } from '../zod';

/** GET /api/mlife/customer/info. The phone number is masked by the server and never sent in full. */
export const customerInfoSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  mobile: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
