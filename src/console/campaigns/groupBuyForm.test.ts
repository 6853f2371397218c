import { describe, expect, it } from 'vitest';
import {
  groupBuyActionsOf,
  type OperatorGroupBuy,
  operatorGroupBuyEditSchema,
} from '../../../schemas/api/group-buy-operator';
import { fieldProblems } from '../schemaProblems';
import { groupBuyBody, groupBuyFormOf } from './groupBuyForm';

const activity: OperatorGroupBuy = {
  activityNo: 'GB-9',
  skuNo: 'SKU2000101',
  title: '手机 2人团',
  productName: '手机',
  salePriceCents: 599900,
  teamPriceCents: 499950,
  teamSize: 2,
  windowMinutes: 90,
  startAt: Date.parse('2026-05-01T10:00:00+08:00'),
  endAt: Date.parse('2026-05-08T10:00:00+08:00'),
  seq: 3,
  phase: 'live',
  actions: ['edit', 'pause', 'end'],
  openTeams: 1,
  succeededTeams: 0,
};

describe('group-buy form', () => {
  it('shows an activity in yuan and sends it back unchanged in cents', () => {
    const form = groupBuyFormOf(activity);
    expect(form.teamPrice).toBe('4999.5');
    const body = groupBuyBody(form);
    expect(body).toEqual({
      skuNo: 'SKU2000101',
      title: '手机 2人团',
      teamPriceCents: 499950,
      teamSize: 2,
      windowMinutes: 90,
      startAt: activity.startAt,
      endAt: activity.endAt,
      seq: 3,
    });
    expect(fieldProblems(operatorGroupBuyEditSchema, body).size).toBe(0);
  });

  it('names the fields the schema refuses', () => {
    const shown = groupBuyFormOf(activity);
    const bad = { ...shown, teamSize: '1', teamPrice: 'x' };
    expect([...fieldProblems(operatorGroupBuyEditSchema, groupBuyBody(bad))].sort()).toEqual([
      'teamPriceCents',
      'teamSize',
    ]);
    // The window's rule is said once the fields are whole: an end before the start.
    const backwards = { ...shown, endAt: shown.startAt };
    expect([...fieldProblems(operatorGroupBuyEditSchema, groupBuyBody(backwards))]).toEqual(['endAt']);
  });

  it('offers no move on an ended activity and resume only on a paused one', () => {
    expect(groupBuyActionsOf('ended')).toEqual([]);
    expect(groupBuyActionsOf('paused')).toContain('resume');
    expect(groupBuyActionsOf('live')).not.toContain('resume');
  });
});
