import { lazy, Suspense } from 'react';
import type { SlotCode } from '../../../schemas/booth/slots';

const Slot = lazy(() => import('./BoothSlot').then((m) => ({ default: m.BoothSlot })));

/**
 * The booth slot of a transactional screen (`BoothSlot.tsx` beside it), with the booth pipeline loaded
 * only when the screen renders the slot: the slot is decoration that never holds the screen, so
 * its ~12 KB no longer load before the screen's own code (the product page asked for them on its first
 * paint). Nothing shows while it loads, as nothing shows while its layout call is out.
 */
export function PlacementSlot({ code }: { code: SlotCode }) {
  return (
    <Suspense fallback={null}>
      <Slot code={code} />
    </Suspense>
  );
}
