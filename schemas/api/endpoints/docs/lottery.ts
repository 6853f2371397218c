/** The server's half of lottery.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { requiredUniqueCode } from '../headers';
import { lotteryEndpoints } from '../lottery';

export const lotteryDocs: EndpointDocs<typeof lotteryEndpoints> = {
  activities: {
    summary: 'Lottery activities with their windows, phase and seed commitment, paged',
    tag: 'product',
  },
  detail: {
    summary: "One lottery: rules, prizes and (when signed in) the caller's entry, codes and assists left",
    tag: 'product',
  },
  takeIn: {
    summary:
      "Join a lottery once (consent given; invited-only activities refuse others with resCode 'scalper'); gives the join code",
    tag: 'product',
    examples: {
      body: { activityNo: 'LT1001' },
      result: { activityNo: 'LT1001', joinCode: '10000042' },
    },
  },
  assist: {
    summary:
      "Help a friend's entry (by its join code): one more code for them, once per friend, up to the cap",
    tag: 'product',
    examples: {
      body: { activityNo: 'LT1001', joinCode: '10000042' },
      result: { activityNo: 'LT1001', code: '10000107' },
    },
  },
  mine: {
    summary: "The caller's lotteries, newest first, with their code count and prize once drawn",
    tag: 'product',
  },
  inventory: {
    summary: 'Prizes of a lottery with their total and the number not yet awarded',
    tag: 'product',
  },
  waitingPrizes: {
    summary: 'Prizes the caller won whose claim deadline has not passed',
    tag: 'product',
  },
  winners: {
    summary: 'Winners of a drawn lottery: code, masked nickname, prize',
    tag: 'product',
  },
  myCodes: {
    summary: "The caller's own codes in a lottery, with their source (join or a friend's assist)",
    tag: 'product',
  },
  drawData: {
    summary:
      'The published draw: seed commitment; after the draw the seed, entry list, entry hash and winners',
    tag: 'product',
  },
  claimConfirmation: {
    summary:
      "The caller's won prize to claim: prize, price, claim deadline, claim state and their default address; non-winners are refused",
    tag: 'order',
    refuses: ['409'],
  },
  claimOrder: {
    summary:
      'Order the won prize at the prize price before the claim deadline (uniqueCode header); one order per win, paid through the cashier',
    tag: 'order',
    headers: requiredUniqueCode,
    examples: {
      body: { activityNo: 'LT1001', addressId: 12 },
      result: {
        orderNo: 'O2026112900000042',
        payableCents: 9900,
        payDeadline: 1764001800000,
        replayed: false,
      },
    },
  },
};

export const lotteryDocumented = documented(lotteryEndpoints, lotteryDocs);
