import { useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { validateLayout } from '../../../schemas/booth/validate';
import { BoothRenderer } from '../../booth/BoothRenderer';
import { usePreparedBlocks } from '../../booth/usePreparedBlocks';
import { previewClock } from '../clock';
import { createBlockCache } from './stableBlocks';

/**
 * The draft in a 375×812 phone frame, drawn by the mall's own renderer (validation block by block,
 * product data in one call, schedules on server time), in preview mode so dropped blocks show. Links
 * navigate inside a memory router: the console never leaves for the mall.
 */
export function PhonePreview({ layout, asOf }: { layout: unknown; asOf: number | null }) {
  // Set before the renderer reads serverNow() in this same render: the clock is a module value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout re-judges schedules on the clock set here.
  useMemo(() => previewClock(asOf), [asOf, layout]);
  const [stable] = useState(createBlockCache);
  const ok = useMemo(() => {
    const checked = validateLayout(layout);
    if (!checked.ok) return null;
    const raw = (layout as { blocks?: unknown }).blocks;
    const blocks = stable(Array.isArray(raw) ? raw : [], checked.layout.blocks);
    return { ...checked, layout: { ...checked.layout, blocks } };
  }, [layout, stable]);
  const prepared = usePreparedBlocks(ok?.layout.blocks ?? null);
  return (
    <div className="con-phone" data-testid="phone-preview">
      <MemoryRouter>
        {ok && (
          <BoothRenderer
            key={asOf ?? 'now'}
            layout={ok.layout}
            dropped={ok.dropped}
            preview
            productsFor={prepared.productsFor}
          />
        )}
      </MemoryRouter>
    </div>
  );
}
