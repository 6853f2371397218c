import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingApproval } from './pendingApproval';
import { moveRow, type SaveResult } from './states';

/** What the screen shows after a move: the result line, the list's error line, and how often it read again. */
function screen() {
  const shown = { done: null as SaveResult | null, error: 'an earlier refusal' as string | null, reads: 0 };
  const target = {
    setDone: (r: SaveResult | null) => {
      shown.done = r;
    },
    setError: (text: string | null) => {
      shown.error = text;
    },
    reload: () => {
      shown.reads += 1;
    },
  };
  return { shown, target };
}

const failed = (m: string) => `failed: ${m}`;
/** The operator's answer to the browser's confirm dialog (happy-dom has none of its own). */
const answer = (yes: boolean) => {
  const confirm = vi.fn((_text: string) => yes);
  vi.stubGlobal('confirm', confirm);
  return confirm;
};

afterEach(() => vi.unstubAllGlobals());

describe('a row move', () => {
  it('asks in the screen words and writes nothing when the operator says no', async () => {
    const confirm = answer(false);
    const write = vi.fn(async () => 'moved');
    const { shown, target } = screen();
    await moveRow(target, { ask: 'End S1?', write, failed });
    expect(confirm).toHaveBeenCalledWith('End S1?');
    expect(write).not.toHaveBeenCalled();
    expect(shown).toEqual({ done: null, error: 'an earlier refusal', reads: 0 });
  });

  it('says what the write answered, clears the old error and reads the list again', async () => {
    answer(true);
    const { shown, target } = screen();
    await moveRow(target, { ask: 'End S1?', write: async () => 'Ended S1', failed });
    expect(shown).toEqual({ done: { ok: true, text: 'Ended S1' }, error: null, reads: 1 });
  });

  it('says a move held for approval where results are said, not as a failure', async () => {
    answer(true);
    const { shown, target } = screen();
    await moveRow(target, {
      ask: 'End S1?',
      write: () => Promise.reject(new PendingApproval(7)),
      failed,
    });
    expect(shown.done).toEqual({ ok: true, text: new PendingApproval(7).message });
    expect(shown.error).toBeNull();
  });

  it("puts the server's refusal on the list's error line and keeps the list as it was", async () => {
    answer(true);
    const { shown, target } = screen();
    await moveRow(target, { ask: 'End S1?', write: () => Promise.reject(new Error('state')), failed });
    expect(shown).toEqual({ done: null, error: 'failed: state', reads: 0 });
  });
});
