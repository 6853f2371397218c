import { describe, expect, it } from 'vitest';
import { APPROVAL_ROUTES } from '../../server/operators/approval-routes';
import { approvalKindMessages, approvalKindOf } from '../../src/console/pages/approvalKindMessages';

/**
 * The approvals table names each request in operators' words: every write that needs a second
 * operator has them in both languages, and the catalogue names no write that does not.
 */
describe('what a change request asks for, in operators’ words', () => {
  const routes = Object.keys(APPROVAL_ROUTES).sort();

  it('has words for every write that needs approval, in zh-CN and en, and for nothing else', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      expect(Object.keys(approvalKindMessages[lang]).sort()).toEqual(routes);
    }
  });

  it('shows the words, and an endpoint the catalogue does not know as it is', () => {
    const zh = approvalKindMessages['zh-CN'];
    expect(approvalKindOf(zh, 'PUT /api/operator/coupons/:couponNo')).toBe('修改优惠券');
    expect(approvalKindOf(zh, 'POST /api/operator/unknown')).toBe('POST /api/operator/unknown');
    expect(approvalKindOf(zh, 'toString')).toBe('toString');
  });
});
