import { fitsSlot, type SlotCode } from '../../schemas/booth/slots';
import { fetchBoothSlot } from '../api/boothSlot';
import { useScreenData } from '../screen/useScreenData';
import { BoothRenderer } from './BoothRenderer';
import { type LoadedLayout, loadLayout } from './loadLayout';
import styles from './PlacementSlot.module.css';
import { usePreparedBlocks } from './usePreparedBlocks';

/**
 * The slot's layout through the booth pipeline (clock sync, migrate, validate per block, report dropped
 * blocks, last good layout kept), keeping only the block types the slot allows. null: nothing published.
 */
async function loadSlot(code: SlotCode): Promise<LoadedLayout | null> {
  const startedAt = Date.now();
  const answer = await fetchBoothSlot(code);
  if (answer.layout === null) return null;
  const loaded = await loadLayout(`slot:${code}`, { answer: Promise.resolve(answer), startedAt });
  const blocks = loaded.layout.blocks.filter((b) => fitsSlot(code, b.type));
  return { ...loaded, layout: { ...loaded.layout, blocks } };
}

/**
 * Operator content on a transactional screen (pay result 40, cart 41, logistics 42, order details 43,
 * product detail 46; billboard 31, coupon center 32, big lottery home 33): the booth slot of that
 * placement code, rendered by the booth renderer with each block isolated. It is decoration, so it never
 * holds the screen's skeleton, and an empty, failed or still-loading slot renders nothing at all.
 */
export function PlacementSlot({ code }: { code: SlotCode }) {
  const { state } = useScreenData(() => loadSlot(code), {
    key: `placement-slot:${code}`,
    part: true,
    isEmpty: (loaded) => loaded === null || loaded.layout.blocks.length === 0,
  });
  const loaded = state.status === 'ready' ? state.data : null;
  const prepared = usePreparedBlocks(loaded ? loaded.layout.blocks : null);
  if (!loaded || !prepared.ready) return null;
  return (
    <section className={styles.slot} data-testid="placement-slot" data-slot-code={code}>
      <BoothRenderer layout={loaded.layout} dropped={[]} preview={false} productsFor={prepared.productsFor}>
        {/* Not a booth page: a slot whose blocks are all scheduled out shows nothing, not the empty-page words. */}
        <span hidden />
      </BoothRenderer>
    </section>
  );
}
