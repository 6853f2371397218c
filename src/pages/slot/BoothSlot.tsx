import { useState } from 'react';
import { fitsSlot, type SlotCode } from '../../../schemas/booth/slots';
import { fetchBoothSlot } from '../../api/boothSlot';
import { isApiError } from '../../api/errors';
import { BoothRenderer } from '../../booth/BoothRenderer';
import { type LoadedLayout, loadLayout } from '../../booth/loadLayout';
import { usePreparedBlocks } from '../../booth/usePreparedBlocks';
import { useScreenData } from '../../screen/useScreenData';
import styles from './BoothSlot.module.css';
import { forgetSlotPreview, slotPreviewToken } from './slotPreview';

/**
 * The slot's layout through the booth pipeline (clock sync, migrate, validate per block, report dropped
 * blocks, last good layout kept), keeping only the block types the slot allows. null: nothing published.
 */
async function loadSlot(code: SlotCode, previewToken: string | undefined): Promise<LoadedLayout | null> {
  const startedAt = Date.now();
  const answer = await fetchBoothSlot(code, previewToken).catch((error: unknown) => {
    const refused =
      isApiError(error) && (error.serverCode !== '' || (error.status >= 400 && error.status < 500));
    if (previewToken === undefined || !refused) throw error;
    // A refused preview token (expired): this tab shows the published slot again.
    forgetSlotPreview(code);
    return fetchBoothSlot(code);
  });
  if (answer.layout === null) return null;
  // A draft seen in preview never becomes the slot's offline fallback (loadLayout's preview rule).
  const loaded = await loadLayout(
    `slot:${code}`,
    { answer: Promise.resolve(answer), startedAt },
    { preview: previewToken !== undefined },
  );
  const blocks = loaded.layout.blocks.filter((b) => fitsSlot(code, b.type));
  return { ...loaded, layout: { ...loaded.layout, blocks } };
}

/**
 * Operator content on a transactional screen (pay result 40, cart 41, logistics 42, order details 43,
 * product detail 46; billboard 31, coupon center 32, big lottery home 33): the booth slot of that
 * placement code, rendered by the booth renderer with each block isolated. It is decoration, so it never
 * holds the screen's skeleton, and an empty, failed or still-loading slot renders nothing at all.
 */
export function BoothSlot({ code }: { code: SlotCode }) {
  // A tab given the slot's preview token shows the operator's draft, untracked.
  const [previewToken] = useState(() => slotPreviewToken(code));
  const { state } = useScreenData(() => loadSlot(code, previewToken), {
    key: `placement-slot:${code}${previewToken === undefined ? '' : ':preview'}`,
    part: true,
    isEmpty: (loaded) => loaded === null || loaded.layout.blocks.length === 0,
  });
  const loaded = state.status === 'ready' ? state.data : null;
  const prepared = usePreparedBlocks(loaded ? loaded.layout.blocks : null);
  if (!loaded || !prepared.ready) return null;
  return (
    <section
      className={styles.slot}
      data-testid="placement-slot"
      data-slot-code={code}
      data-preview={previewToken === undefined ? undefined : 'true'}
    >
      <BoothRenderer
        layout={loaded.layout}
        dropped={[]}
        preview={previewToken !== undefined}
        productsFor={prepared.productsFor}
      >
        {/* Not a booth page: a slot whose blocks are all scheduled out shows nothing, not the empty-page words. */}
        <span hidden />
      </BoothRenderer>
    </section>
  );
}
