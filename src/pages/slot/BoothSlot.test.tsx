import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { BoothSlot } from './BoothSlot';
// The renderer imports this lazily after its first render; loaded up front, no import is still under way
// when the file ends (Vitest fails the run on a module loaded after its environment was torn down).
import '../../booth/blockExposure';

/** A fake server answering the slot call only; everything else fails like an unknown API. */
function slotServer(answer: () => unknown) {
  const asked: string[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      asked.push(`${url.pathname}?${url.searchParams.get('slotCode') ?? ''}`);
      const body =
        url.pathname === '/api/booth/slot' ? answer() : { resCode: '4040', resMsg: 'no', result: null };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return asked;
}

const ok = (layout: unknown) => ({
  resCode: '0000',
  resMsg: 'ok',
  result: { layout, serverTime: Date.now() },
});
const layout = (blocks: unknown[]) => ({
  schemaVersion: 2,
  pageId: 'slot-41',
  pageCode: 41,
  title: '购物车位',
  version: 3,
  blocks,
});
const notice = { id: 'n1', type: 'noticeBoard', props: { items: [{ text: '满300减30，去凑单' }] } };
const backTop = { id: 'b1', type: 'backTop', props: { threshold: 600 } };

const renderSlot = () =>
  render(
    <MemoryRouter>
      <p>before</p>
      <BoothSlot code={41} />
      <p>after</p>
    </MemoryRouter>,
  );

afterEach(() => resetClient());

describe('BoothSlot', () => {
  it("renders the slot's blocks, leaving out a type the slot does not allow", async () => {
    const asked = slotServer(() => ok(layout([notice, backTop])));
    renderSlot();
    const slot = await screen.findByTestId('placement-slot');
    expect(slot).toHaveAttribute('data-slot-code', '41');
    await waitFor(() => expect(slot).toHaveTextContent('满300减30，去凑单'));
    expect(slot.querySelector('[data-block-type="backTop"]')).toBeNull();
    expect(asked).toContain('/api/booth/slot?41');
  });

  it('renders nothing when nobody published the slot', async () => {
    const asked = slotServer(() => ok(null));
    const { container } = renderSlot();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByTestId('placement-slot')).toBeNull();
    expect(container.textContent).toBe('beforeafter');
  });

  it('renders nothing, and no error, when the slot call fails', async () => {
    const asked = slotServer(() => ({ resCode: '5000', resMsg: 'database unavailable', result: null }));
    const { container } = renderSlot();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('placement-slot')).toBeNull();
    expect(container.textContent).toBe('beforeafter');
  });
});
