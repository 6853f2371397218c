import { useEffect, useMemo, useRef, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { validateLayout } from '../../../schemas/booth/validate';
import { BoothRenderer } from '../../booth/BoothRenderer';
import { usePreparedBlocks } from '../../booth/usePreparedBlocks';
import { previewClock } from '../clock';
import { createBlockCache } from './stableBlocks';

/** How a block is highlighted in a version diff's frame. */
export type DiffMark = 'added' | 'removed' | 'changed';

interface Props {
  layout: unknown;
  /** "As of" this server time (time travel), null for now; absent: leave the clock as the editor set it. */
  asOf?: number | null;
  /** Blocks to outline by id (the side-by-side version diff). */
  marks?: ReadonlyMap<string, DiffMark>;
  testId?: string;
  /** Clicking a block in the frame picks it (the editor selects it) instead of acting as a shopper's tap. */
  onPick?: (blockId: string) => void;
}

/**
 * The draft in a 375×812 phone frame, drawn by the mall's own renderer (validation block by block,
 * product data in one call, schedules on server time), in preview mode so dropped blocks show. Links
 * navigate inside a memory router: the console never leaves for the mall.
 */
export function PhonePreview({ layout, asOf, marks, testId = 'phone-preview', onPick }: Props) {
  // Set before the renderer reads serverNow() in this same render: the clock is a module value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout re-judges schedules on the clock set here.
  useMemo(() => {
    if (asOf !== undefined) previewClock(asOf);
  }, [asOf, layout]);
  const [stable] = useState(createBlockCache);
  const ok = useMemo(() => {
    const checked = validateLayout(layout);
    if (!checked.ok) return null;
    const raw = (layout as { blocks?: unknown }).blocks;
    const blocks = stable(Array.isArray(raw) ? raw : [], checked.layout.blocks);
    return { ...checked, layout: { ...checked.layout, blocks } };
  }, [layout, stable]);
  const prepared = usePreparedBlocks(ok?.layout.blocks ?? null);
  // The renderer stays the mall's: the marks are attributes put on its block wrappers as they appear
  // (blocks render lazily), outlined by console.css. An inline <style> would be refused by the page's CSP.
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !marks) return;
    const apply = () => {
      for (const el of frame.querySelectorAll<HTMLElement>('[data-block-id]')) {
        const mark = marks.get(el.dataset.blockId ?? '');
        if (mark && el.dataset.diff !== mark) el.dataset.diff = mark;
      }
    };
    apply();
    const mo = new MutationObserver(apply);
    mo.observe(frame, { childList: true, subtree: true });
    return () => mo.disconnect();
  }, [marks]);
  return (
    // A pointer shortcut only: the block list selects from the keyboard.
    <div
      className="con-phone"
      data-testid={testId}
      ref={frameRef}
      onClickCapture={
        onPick
          ? (e) => {
              const el = (e.target as HTMLElement).closest<HTMLElement>('[data-block-id]');
              const id = el?.dataset.blockId;
              if (!id) return;
              // The editor's click: no link followed, no popup closed, no carousel turned.
              e.preventDefault();
              e.stopPropagation();
              onPick(id);
            }
          : undefined
      }
    >
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
