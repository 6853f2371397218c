import { describe, expect, it } from 'vitest';
import { ROW_BUTTONS, splitActions } from './OrderActionBar';

describe('splitActions (one row of order buttons, the rest under 更多)', () => {
  it('keeps up to a row of buttons, the main one at the right end', () => {
    expect(splitActions(['pay', 'cancel'])).toEqual({ row: ['cancel', 'pay'], more: [] });
    expect(splitActions(['receive', 'logistics', 'applyCancel'])).toEqual({
      row: ['logistics', 'applyCancel', 'receive'],
      more: [],
    });
  });

  it('puts what does not fit under 更多 and never the main action', () => {
    const { row, more } = splitActions(['receive', 'logistics', 'applyCancel', 'remove']);
    expect(row).toHaveLength(ROW_BUTTONS - 1);
    expect(row.at(-1)).toBe('receive');
    expect(more).toEqual(['logistics', 'applyCancel']);
    expect([...more, ...row].sort()).toEqual(['applyCancel', 'logistics', 'receive', 'remove']);
  });
});
