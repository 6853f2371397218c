import { boothSlotAnswerSchema, boothSlotQuerySchema } from '../../../schemas/api/booth-slot';
import type { Operation } from '../operation';

/** Booth slots on the transactional screens; operators edit them as booth pages code-31…code-46. */
export const boothSlotOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/booth/slot',
    summary:
      'A booth slot of a transactional screen (placement codes 31-33, 40-43, 46); layout null when empty',
    tag: 'booth',
    auth: 'none',
    query: boothSlotQuerySchema,
    result: boothSlotAnswerSchema,
  },
];
