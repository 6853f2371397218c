import { type BoothSlotAnswer, boothSlotAnswerSchema, type SlotCode } from '../../schemas/api/booth-slot';
import { get } from './client';

/**
 * A booth slot of a transactional screen (schemas/booth/slots.ts); layout null when nobody published one.
 * With a preview token, the operator's draft the token was made for.
 * Apart from api/booth.ts, which the first route loads: only the screens with a slot need this.
 */
export function fetchBoothSlot(slotCode: SlotCode, previewToken?: string): Promise<BoothSlotAnswer> {
  return get('/api/booth/slot', { slotCode, previewToken }, { schema: boothSlotAnswerSchema, silent: true });
}
