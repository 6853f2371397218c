import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { validateLayout } from '../../../schemas/booth/validate';
import { BoothRenderer } from '../../booth/BoothRenderer';
import { usePreparedBlocks } from '../../booth/usePreparedBlocks';
import { previewClock } from '../clock';

/**
 * The draft in a 375×812 phone frame, drawn by the mall's own renderer (validation block by block,
 * product data in one call, schedules on server time), in preview mode so dropped blocks show. Links
 * navigate inside a memory router: the console never leaves for the mall.
 */
export function PhonePreview({ layout, asOf }: { layout: unknown; asOf: number | null }) {
  // Set before the renderer reads serverNow() in this same render: the clock is a module value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout re-judges schedules on the clock set here.
  useMemo(() => previewClock(asOf), [asOf, layout]);
  const checked = useMemo(() => validateLayout(layout), [layout]);
  const ok = checked.ok ? checked : null;
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
