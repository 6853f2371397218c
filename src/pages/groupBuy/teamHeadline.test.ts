import { describe, expect, it } from 'vitest';
import type { TeamDetail } from '../../../schemas/api/group-buy';
import { groupBuyMessages } from './messages';
import { headline } from './teamHeadline';

const t = groupBuyMessages['zh-CN'];
const team = (over: Partial<TeamDetail>): TeamDetail => ({
  teamId: 'T1',
  status: 'open',
  teamSize: 3,
  paidCount: 1,
  missing: 2,
  expireAt: 2_000,
  endedAt: null,
  now: 1_000,
  activity: {
    activityNo: 'GB1',
    activityType: 6,
    title: '拼团',
    skuNo: 'S',
    spuNo: 'P',
    name: '商品',
    specName: '',
    imageUrl: '',
    salePriceCents: 200,
    teamPriceCents: 100,
    teamSize: 3,
    windowMs: 1,
    endAt: 9_999,
    soldOut: false,
    succeededTeams: 0,
  },
  members: [],
  viewer: 'visitor',
  myOrderNo: null,
  myRefunded: false,
  canJoin: true,
  joinRefusal: null,
  ...over,
});

describe('the team headline', () => {
  it('says how many are missing while the team waits, and that it ended once the time is up', () => {
    expect(headline(team({}), t)).toBe('还差2人拼团成功');
    expect(headline(team({ now: 2_000 }), t)).toBe(t.timeUp);
  });
  it('tells members the team succeeded and visitors that it is full', () => {
    expect(headline(team({ status: 'succeeded', viewer: 'member' }), t)).toBe(t.succeeded);
    expect(headline(team({ status: 'succeeded' }), t)).toBe(t.succeededOther);
  });
  it('tells a refunded member the money went back, and a visitor that the team broke up', () => {
    expect(headline(team({ status: 'failed', viewer: 'leader', myRefunded: true }), t)).toBe(t.failedMine);
    expect(headline(team({ status: 'failed' }), t)).toBe(t.failedOther);
  });
});
