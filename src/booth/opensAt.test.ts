import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { LayoutUnavailableError } from './loadLayout';
import { opensAtOf } from './opensAt';

describe('opensAtOf (coming soon instead of the network failure)', () => {
  it('reads when a scheduled page opens from the refused load', () => {
    const refused = new ApiError({
      status: 404,
      statusText: 'x',
      serverCode: '1004',
      result: { opensAt: 1_800_000_000_000 },
    });
    expect(opensAtOf(new LayoutUnavailableError(refused, 'network'))).toBe(1_800_000_000_000);
  });

  it('is null for a page with nothing scheduled and for a network failure', () => {
    const unscheduled = new ApiError({ status: 404, statusText: 'x', result: { opensAt: null } });
    expect(opensAtOf(new LayoutUnavailableError(unscheduled, 'network'))).toBeNull();
    expect(opensAtOf(new LayoutUnavailableError(new TypeError('Failed to fetch'), 'network'))).toBeNull();
  });
});
