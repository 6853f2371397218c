import type { operatorMessageSend } from '../../../schemas/api/endpoints/messages';
import type { MessageAudience } from '../../../schemas/api/message';
import type { FormBody } from './campaignApi';
import { customerNosOf } from './couponForm';

/** The system-message form as typed: customer numbers pasted like the coupon send's. */
export interface MessageForm {
  audience: MessageAudience;
  customerNos: string;
  title: string;
  content: string;
  bulletin: boolean;
}

/** The message as POST /api/operator/messages takes it: customer numbers only when they are named. */
export function messageBody(f: MessageForm): FormBody<typeof operatorMessageSend> {
  return {
    audience: f.audience,
    ...(f.audience === 'customers' ? { customerNos: customerNosOf(f.customerNos) } : {}),
    title: f.title.trim(),
    content: f.content.trim(),
    ...(f.bulletin ? { target: { type: 'bulletin' } } : {}),
  };
}
