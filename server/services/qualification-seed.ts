import type { Db } from '../db/db';
import { runSeedStep } from '../db/seed-steps';
import { resolveSeedTime } from '../db/seed-time';
import { createQualificationIn } from './qualification-operator';

/**
 * One qualification draw: the launch of the Huawei Mate 70 Pro 12GB+512GB 雪域白 at ¥5,999
 * instead of ¥6,499, two phones held for the winners out of that SKU's stock.
 */
export async function seedQualificationOnce(db: Db, now: number): Promise<void> {
  await runSeedStep(db, 'qualification-1', now, async (tx) => {
    await createQualificationIn(
      tx,
      {
        activityNo: 'QL2001',
        title: '华为 Mate 70 Pro 首发抽签购',
        rules: [
          '1. 登录并同意用户授权协议后即可登记，每位客户限登记一次，登记后获得 1 个抽签码和 1 个资格口令；',
          '2. 登记截止后按公开算法开奖：开奖前公布种子哈希，开奖时公开种子与全部抽签码，任何人都可复算结果；',
          '3. 中签用户获得以首发价购买 1 台的资格，请在购买截止时间前下单并支付，逾期资格失效；',
          '4. 首发库存为中签用户预留，资格失效后释放；每位中签用户限购 1 台，不可叠加优惠券。',
        ].join('\n'),
        imageUrl: '/api/file-storage/file/product/SPU20001.jpg',
        skuNo: 'SKU2000102',
        launchPriceCents: 599900,
        quota: 2,
        invitedOnly: false,
        invites: [],
        joinStartAt: resolveSeedTime('-1d', now),
        joinEndAt: resolveSeedTime('+3d@20:00', now),
        drawAt: resolveSeedTime('+3d@20:00', now),
        claimDeadline: resolveSeedTime('+5d@20:00', now),
      },
      now,
      10,
    );
  });
}
