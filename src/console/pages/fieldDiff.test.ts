import { describe, expect, it } from 'vitest';
import { fieldChanges } from './fieldDiff';

describe('a change request’s field diff', () => {
  it('lists the fields that differ, by dotted path, and nothing that stayed', () => {
    expect(
      fieldChanges(
        { name: 'Spring', tiers: [{ threshold: 100, off: 10 }], rules: { limit: 1, channel: 'app' } },
        {
          name: 'Spring',
          tiers: [{ threshold: 100, off: 20 }],
          rules: { limit: 2, channel: 'app' },
          note: 'x',
        },
      ),
    ).toEqual([
      { path: 'note', before: undefined, after: 'x' },
      { path: 'rules.limit', before: 1, after: 2 },
      { path: 'tiers', before: [{ threshold: 100, off: 10 }], after: [{ threshold: 100, off: 20 }] },
    ]);
  });

  it('shows every submitted field of a new entity (nothing before)', () => {
    expect(fieldChanges(null, { couponNo: 'C1' })).toEqual([
      { path: 'couponNo', before: undefined, after: 'C1' },
    ]);
  });
});
