import { describe, expect, it } from 'vitest';
import { targetRoute } from './targetRoute';

describe('targetRoute', () => {
  it('opens the mall’s own screens, with the codes escaped', () => {
    expect(targetRoute({ type: 'order', orderNo: 'O123' })).toBe('/order/detail?orderNo=O123');
    expect(targetRoute({ type: 'afterSale', rmaNo: 'R-1' })).toBe('/order/afterSaleDetail?rmaNo=R-1');
    expect(targetRoute({ type: 'groupBuy', teamId: 'T_9' })).toBe('/group-buy/detail/T_9');
    expect(targetRoute({ type: 'lottery', activityNo: 'LT1001' })).toBe(
      '/lottery/resultDetail?activityNo=LT1001',
    );
    expect(targetRoute({ type: 'qualify', activityNo: 'QL2001' })).toBe(
      '/qualify/result-detail?activityNo=QL2001',
    );
    expect(targetRoute({ type: 'bulletin' })).toBe('/bulletin');
  });
});
