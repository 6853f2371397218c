import type { MessageTarget } from '../../../schemas/api/message';

/** The app route a message opens: always one of the mall's own screens, built from the target's codes. */
export function targetRoute(target: MessageTarget): string {
  switch (target.type) {
    case 'order':
      return `/order/detail?orderNo=${encodeURIComponent(target.orderNo)}`;
    case 'afterSale':
      return `/order/afterSaleDetail?rmaNo=${encodeURIComponent(target.rmaNo)}`;
    case 'groupBuy':
      return `/group-buy/detail/${encodeURIComponent(target.teamId)}`;
    case 'lottery':
      return `/lottery/resultDetail?activityNo=${encodeURIComponent(target.activityNo)}`;
    case 'qualify':
      return `/qualify/result-detail?activityNo=${encodeURIComponent(target.activityNo)}`;
    case 'bulletin':
      return '/bulletin';
  }
}
