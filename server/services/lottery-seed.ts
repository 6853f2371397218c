import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { runSeedStep } from '../db/seed-steps';
import { resolveSeedTime } from '../db/seed-time';
import { drawWinners, seedCommitment } from '../domain/lottery-draw';
import { findCustomerByNo } from '../repos/customers';
import {
  countAssist,
  drawEntries,
  insertActivity,
  insertCode,
  insertEntry,
  insertPrize,
  setSeed,
  takeNextCode,
} from '../repos/lottery';
import { setPrizeSku } from '../repos/lottery-claim';
import { drawDue } from './lottery-draw';

const IMG = '/api/file-storage/file/product';

/**
 * What a winner pays for a prize: a token ¥1 (the shipping order still goes through the cashier), not the
 * product's retail price, which the seed used to copy, so a won Mate 70 Pro cost ¥5,999.
 */
const PRIZE_PRICE_CENTS = 100;

/** Two lotteries: one open for joining, one already drawn with winners among the seeded customers. */
const ACTIVITIES = [
  {
    no: 'LT1001',
    title: '0元抽华为 Mate 70 Pro，好友助力多得抽奖码',
    rules:
      '1. 登录并同意用户授权协议后即可参与，每人限参与一次，获得 1 个抽奖码；\n2. 每位好友可为您助力一次，每次助力增加 1 个抽奖码，最多 5 次；\n3. 开奖前公布种子哈希，开奖时公开种子与全部抽奖码，任何人都可按公开算法复算中奖结果；\n4. 中奖用户请在领奖截止前以奖品价 1 元下单领取，逾期视为放弃。',
    image: `${IMG}/SPU20001.jpg`,
    cap: 5,
    joinStart: '-1d',
    joinEnd: '+3d@20:00',
    draw: '+3d@20:00',
    claim: '+10d@20:00',
    prizes: [
      {
        no: 'LT1001-P1',
        name: '华为 HUAWEI Mate 70 Pro 5G手机',
        image: `${IMG}/SPU20001.jpg`,
        sku: 'SKU2000101',
        price: PRIZE_PRICE_CENTS,
        total: 1,
      },
      {
        no: 'LT1001-P2',
        name: '华为 FreeBuds Pro 4 降噪真无线耳机',
        image: `${IMG}/SPU22002.jpg`,
        sku: 'SKU2200201',
        price: PRIZE_PRICE_CENTS,
        total: 3,
      },
    ],
    entrants: [] as string[],
    demoWinner: undefined,
  },
  {
    no: 'LT1002',
    title: '周末福利抽大疆口袋云台相机（已开奖）',
    rules:
      '1. 每人限参与一次，好友助力每次增加 1 个抽奖码，最多 3 次；\n2. 开奖结果可在“开奖公示”中按公开的种子与抽奖码复算；\n3. 中奖用户请在领奖截止前以奖品价 1 元下单领取。',
    image: `${IMG}/SPU22005.jpg`,
    cap: 3,
    joinStart: '-10d',
    joinEnd: '-3d@20:00',
    draw: '-3d@20:00',
    claim: '+4d@20:00',
    prizes: [
      {
        no: 'LT1002-P1',
        name: '大疆 DJI Osmo Pocket 3 一英寸口袋云台相机',
        image: `${IMG}/SPU22005.jpg`,
        sku: 'SKU2200501',
        price: PRIZE_PRICE_CENTS,
        total: 1,
      },
      {
        no: 'LT1002-P2',
        name: '无印良品 MUJI 超声波香薰机',
        image: `${IMG}/SPU24006.jpg`,
        sku: 'SKU2400601',
        price: PRIZE_PRICE_CENTS,
        total: 2,
      },
    ],
    entrants: ['C0001', 'C0002', 'C0003', 'C0004'],
    /**
     * The demo customer is among the winners, so a fresh install shows the claim journey (result, prize
     * order, cashier) to whoever signs in as C0001, and the tap-only crawl reaches it every run: three of
     * four entrants win, and a random seed left C0001 out one install in four. The seed is chosen before
     * the draw and published as usual, so the result is still recomputable from the seed and entry list.
     */
    demoWinner: 'C0001',
  },
] as const;

/** Seeds tried until one makes `winner` win (each try wins for them with odds of about three in four). */
async function chooseSeedWonBy(
  tx: Queryable,
  activityNo: string,
  winner: number,
  prizes: readonly { no: string; total: number }[],
) {
  const rows = await drawEntries(tx, activityNo);
  const theirs = new Set(rows.filter((r) => r.customer_id === winner).map((r) => r.code));
  const slots = prizes.map((p) => ({ prizeNo: p.no, count: p.total }));
  for (let tries = 0; tries < 200; tries++) {
    const seed = randomBytes(32).toString('hex');
    if (drawWinners(seed, rows, slots).wins.some((w) => theirs.has(w.code))) {
      await setSeed(tx, activityNo, seed, seedCommitment(seed));
      return;
    }
  }
  throw new Error(`lottery seed ${activityNo}: no seed in 200 made the demo customer win`);
}

async function customerId(tx: Queryable, customerNo: string) {
  return (await findCustomerByNo(tx, customerNo))?.id;
}

/** Seeds once per database; the past draw then runs through the same once-only draw as the timer. */
export async function seedLotteryOnce(db: Db, now: number): Promise<void> {
  await runSeedStep(db, 'lottery-1', now, async (tx) => {
    for (const [seq, a] of ACTIVITIES.entries()) {
      const seed = randomBytes(32).toString('hex');
      const joinStartAt = resolveSeedTime(a.joinStart, now);
      await insertActivity(tx, {
        activityNo: a.no,
        title: a.title,
        rules: a.rules,
        imageUrl: a.image,
        invitedOnly: false,
        assistCap: a.cap,
        joinStartAt,
        joinEndAt: resolveSeedTime(a.joinEnd, now),
        drawAt: resolveSeedTime(a.draw, now),
        claimDeadline: resolveSeedTime(a.claim, now),
        seed,
        seedHash: seedCommitment(seed),
        seq,
      });
      for (const [rank, p] of a.prizes.entries()) {
        await insertPrize(tx, {
          prizeNo: p.no,
          activityNo: a.no,
          rank,
          name: p.name,
          imageUrl: p.image,
          priceCents: p.price,
          total: p.total,
        });
      }
      const ids = [];
      for (const no of a.entrants) {
        const id = await customerId(tx, no);
        if (id === undefined) continue;
        const code = await takeNextCode(tx, a.no);
        await insertEntry(tx, a.no, id, code, joinStartAt);
        await insertCode(tx, { activityNo: a.no, code, customerId: id, helperId: null, now: joinStartAt });
        ids.push(id);
      }
      // Each entrant was helped by the next one, so the drawn list has assist codes too.
      for (const [i, id] of ids.entries()) {
        const helper = ids[(i + 1) % ids.length];
        if (helper === undefined || helper === id) continue;
        const code = await takeNextCode(tx, a.no);
        await countAssist(tx, a.no, id, a.cap);
        await insertCode(tx, { activityNo: a.no, code, customerId: id, helperId: helper, now: joinStartAt });
      }
      const demo = a.demoWinner === undefined ? undefined : await customerId(tx, a.demoWinner);
      if (demo !== undefined) await chooseSeedWonBy(tx, a.no, demo, a.prizes);
    }
  });
  await drawDue(db, now);
  // Prizes are SKUs (the claim order's item); a step of its own so databases seeded before it get them too.
  await runSeedStep(db, 'lottery-claim-1', now, async (tx) => {
    for (const a of ACTIVITIES) for (const p of a.prizes) await setPrizeSku(tx, p.no, p.sku);
  });
}
