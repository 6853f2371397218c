import { describe, expect, it } from 'vitest';
import { sharePagePath, sharePageUrl, shareTargetOf } from './shareLink';

describe('share links', () => {
  it('names each kind of target in a /sharePage address and reads it back', () => {
    for (const target of [
      { type: 'product', spuNo: 'SPU20001', skuNo: 'SKU2000101' },
      { type: 'team', teamId: 'T-1' },
      { type: 'lottery', activityNo: 'LT1', joinCode: '12345678', from: 'abc' },
    ] as const) {
      const path = sharePagePath(target);
      expect(path.startsWith('/sharePage?type=')).toBe(true);
      expect(shareTargetOf(new URL(path, 'http://x').searchParams)).toEqual(target);
    }
  });

  it('is an address of the mall itself, and an unknown type reads as nothing', () => {
    const url = new URL(sharePageUrl({ type: 'team', teamId: 'T1' }));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/mbankmall/sharePage');
    expect(shareTargetOf(new URLSearchParams('type=evil&teamId=T1'))).toBeNull();
    expect(shareTargetOf(new URLSearchParams(''))).toBeNull();
  });
});
