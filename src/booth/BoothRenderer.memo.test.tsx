import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../schemas/booth/blocks/index';
import type { Layout } from '../../schemas/booth/page';
// The renderer imports this lazily after its first render; loaded up front, no import is still under way
// when the file ends (Vitest fails the run on a module loaded after its environment was torn down).
import './blockExposure';

// Every block type renders as a counter, so the test sees which blocks React rendered again.
const renders = new Map<string, number>();
vi.mock('./blockComponents', () => ({
  blockComponent: () =>
    function Counted({ block }: { block: Block }) {
      renders.set(block.id, (renders.get(block.id) ?? 0) + 1);
      return <p>{block.id}</p>;
    },
  preloadBlockTypes: async () => {},
}));

const { BoothRenderer } = await import('./BoothRenderer');

const notice = (id: string, text: string) =>
  ({ id, type: 'noticeBoard', props: { items: [{ text }] } }) as unknown as Block;

const layoutWith = (blocks: Block[]) => ({ pageId: 'p', version: 1, blocks }) as unknown as Layout;
const productsFor = () => [];

function Page({ layout }: { layout: Layout }) {
  return (
    <MemoryRouter>
      <BoothRenderer layout={layout} dropped={[]} preview productsFor={productsFor} />
    </MemoryRouter>
  );
}

describe('BoothRenderer memoised blocks', () => {
  it('re-renders only the block whose object changed', () => {
    const blocks = Array.from({ length: 200 }, (_, i) => notice(`b${i}`, `Notice ${i}`));
    const { rerender } = render(<Page layout={layoutWith(blocks)} />);
    expect(renders.get('b3')).toBe(1);
    const edited = blocks.map((b, i) => (i === 3 ? notice('b3', 'Changed') : b));
    rerender(<Page layout={layoutWith(edited)} />);
    expect(renders.get('b3')).toBe(2);
    expect([...renders.entries()].filter(([, n]) => n > 1).map(([id]) => id)).toEqual(['b3']);
  });
});
