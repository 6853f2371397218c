import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { configureClient, request, resetClient } from '../api/client';
import { toastStore } from '../ui/toast';
import { type ActionOptions, useAction } from './useAction';

type Answer = { resCode: string; resMsg?: string; result?: unknown } | 'lost';

/** A server at the fetch boundary that answers each call in turn and records its request code. */
function server(answers: Answer[]) {
  const codes: string[] = [];
  const waiting: Array<() => void> = [];
  configureClient({
    fetch: async (_input, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      codes.push(String(headers[HeaderNames.uniqueCode]));
      await new Promise<void>((go) => waiting.push(go));
      const answer = answers.shift();
      if (!answer || answer === 'lost') throw new TypeError('connection lost');
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  return {
    codes,
    /** Lets every waiting call have its answer. */
    release: async () => {
      await act(async () => {
        for (const go of waiting.splice(0)) go();
        await new Promise((nextTask) => setTimeout(nextTask));
      });
    },
  };
}

function Pay({ onDone, options = {} }: { onDone?: (r: unknown) => void; options?: ActionOptions<unknown> }) {
  const pay = useAction((uniqueCode: string) => request('/api/pay', { body: {}, uniqueCode }), {
    ...options,
    ...(onDone ? { onDone } : {}),
  });
  return (
    <button type="button" disabled={pay.busy} onClick={() => void pay.run()}>
      {pay.busy ? 'busy' : 'pay'}
    </button>
  );
}

afterEach(() => {
  resetClient();
  toastStore.set(null);
});

describe('useAction, the one way a screen writes', () => {
  it('is busy while the call runs, and a double tap sends one request', async () => {
    const s = server([{ resCode: '0000', result: 1 }]);
    render(<Pay />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    fireEvent.click(screen.getByRole('button'));
    await s.release();
    expect(s.codes).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'pay' })).toBeEnabled();
  });

  it('retries a call that got no answer with the same request code, and a new intent with a new one', async () => {
    const done: unknown[] = [];
    const s = server(['lost', { resCode: '0000', result: 'paid' }, { resCode: '0000', result: 'again' }]);
    render(<Pay onDone={(r) => done.push(r)} />);
    for (let i = 0; i < 3; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'pay' }));
      await s.release();
    }
    expect(s.codes[1]).toBe(s.codes[0]);
    expect(s.codes[2]).not.toBe(s.codes[1]);
    expect(done).toEqual(['paid', 'again']);
  });

  it("shows a refusal with the server's reason, and after it the next try is a new intent", async () => {
    const s = server([
      { resCode: '9001', resMsg: '库存不足' },
      { resCode: '0000', result: 1 },
    ]);
    render(<Pay />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await s.release();
    expect(toastStore.get()?.message).toBe('库存不足');
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await s.release();
    expect(s.codes[1]).not.toBe(s.codes[0]);
  });

  it('lets the screen show a refusal itself, with its words, and then adds no toast', async () => {
    const s = server([{ resCode: '9001', resMsg: '库存不足' }]);
    const shown: Array<string | null> = [];
    render(
      <Pay
        options={{
          onError: (_error, message) => {
            shown.push(message);
            return true;
          },
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await s.release();
    expect(shown).toEqual(['库存不足']);
    expect(toastStore.get()).toBeNull();
  });

  it('gives the screen no words for a refusal handled globally (sign-on restarted), and toasts nothing', async () => {
    const s = server([{ resCode: '0003', resMsg: '请登录' }]);
    const shown: Array<string | null> = [];
    render(<Pay options={{ onError: (_error, message) => void shown.push(message) }} />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await s.release();
    expect(shown).toEqual([null]);
    expect(toastStore.get()).toBeNull();
  });

  it('stays busy after a write that leaves the page, and a tap meanwhile sends nothing', async () => {
    const s = server([{ resCode: '0000', result: 'paid' }]);
    render(<Pay options={{ leaves: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await s.release();
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    expect(screen.getByRole('button')).toBeDisabled();
    fireEvent.click(screen.getByRole('button'));
    await s.release();
    expect(s.codes).toHaveLength(1);
  });

  it('is free again after a write that leaves the page was refused', async () => {
    const s = server([{ resCode: '9001', resMsg: '已满员' }]);
    render(<Pay options={{ leaves: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await s.release();
    expect(screen.getByRole('button', { name: 'pay' })).toBeEnabled();
  });

  it('sends every run of an overlapping action, each with its own code, and is busy until the last answers', async () => {
    const s = server([
      { resCode: '0000', result: 'a' },
      { resCode: '0000', result: 'b' },
    ]);
    const done: unknown[] = [];
    render(<Recalc onDone={(r) => done.push(r)} />);
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    expect(screen.getByTestId('state')).toHaveTextContent('busy');
    await s.release();
    expect(s.codes).toHaveLength(2);
    expect(s.codes[1]).not.toBe(s.codes[0]);
    expect(done).toEqual(['a', 'b']);
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
  });

  it('retries a lost claim of one coupon with its code, but claims another coupon with a new one, and says which row is busy', async () => {
    const s = server(['lost', 'lost', { resCode: '0000', result: 'B' }, { resCode: '0000', result: 'A' }]);
    render(<Claims />);
    fireEvent.click(screen.getByRole('button', { name: 'claim A' }));
    expect(screen.getByTestId('claiming')).toHaveTextContent('A');
    await s.release();
    fireEvent.click(screen.getByRole('button', { name: 'claim A' }));
    await s.release();
    fireEvent.click(screen.getByRole('button', { name: 'claim B' }));
    expect(screen.getByTestId('claiming')).toHaveTextContent('B');
    await s.release();
    fireEvent.click(screen.getByRole('button', { name: 'claim A' }));
    await s.release();
    // The retry of A kept A's code; B's claim must not reuse it (the server would answer A's stored success).
    expect(s.codes[1]).toBe(s.codes[0]);
    expect(s.codes[2]).not.toBe(s.codes[1]);
    expect(s.codes[3]).not.toBe(s.codes[2]);
    expect(screen.getByTestId('claiming')).toHaveTextContent('none');
  });
});

/** A list of coupons, each claimed by the same action with its own number. */
function Claims() {
  const claim = useAction((uniqueCode: string, couponNo: string) =>
    request('/api/claim', { body: { couponNo }, uniqueCode }),
  );
  return (
    <>
      <span data-testid="claiming">{claim.running?.[0] ?? 'none'}</span>
      {['A', 'B'].map((no) => (
        <button key={no} type="button" onClick={() => void claim.run(no)}>
          {`claim ${no}`}
        </button>
      ))}
    </>
  );
}

/** Two choices that each ask for a recalculation; neither is disabled while one runs. */
function Recalc({ onDone }: { onDone: (r: unknown) => void }) {
  const recalc = useAction(
    (uniqueCode: string, choice: string) => request('/api/recalc', { body: { choice }, uniqueCode }),
    { overlap: true, onDone },
  );
  return (
    <>
      <span data-testid="state">{recalc.busy ? 'busy' : 'idle'}</span>
      <button type="button" onClick={() => void recalc.run('a')}>
        a
      </button>
      <button type="button" onClick={() => void recalc.run('b')}>
        b
      </button>
    </>
  );
}
