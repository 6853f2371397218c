import { describe, expect, it } from 'vitest';
import { reviewOffer } from './reviewOffer';

// 评价 and 查看评价 follow the review facts, on every screen that asks here.
describe('reviewOffer', () => {
  const part = 'OS1';
  const order = (
    status: 'shipped' | 'received' | 'completed',
    state?: 'none' | 'some' | 'all',
  ): { status: typeof status; reviewStates: Record<string, 'none' | 'some' | 'all'> } => ({
    status,
    reviewStates: state ? { [part]: state } : {},
  });

  it('offers nothing before the goods arrive', () => {
    expect(reviewOffer(order('shipped', 'none'), part)).toEqual({ write: false, view: false });
  });

  it('offers 评价 alone before any review, 查看评价 alone once every line is reviewed', () => {
    expect(reviewOffer(order('received', 'none'), part)).toEqual({ write: true, view: false });
    expect(reviewOffer(order('received'), part)).toEqual({ write: true, view: false });
    expect(reviewOffer(order('completed', 'all'), part)).toEqual({ write: false, view: true });
  });

  it('offers both while some lines are left', () => {
    expect(reviewOffer(order('completed', 'some'), part)).toEqual({ write: true, view: true });
  });
});
