import { describe, expect, it } from 'vitest';
import {
  activityTermsEditSchema,
  type OperatorActivityTerms,
} from '../../../schemas/api/activity-terms-operator';
import { fieldProblems } from '../schemaProblems';
import { activityTermsBody, activityTermsFormOf, emptyActivityTerms } from './activityTermsForm';

const trial: OperatorActivityTerms = {
  skuNo: 'SKU2500102',
  productName: '精华',
  salePriceCents: 131000,
  kind: 'trial',
  giftSkuNo: null,
  giftName: null,
  giftQuantity: null,
  trialPriceCents: 9950,
  trialLimit: 2,
};

describe('activity terms form', () => {
  it('shows a trial in yuan and sends it back unchanged in cents, without the gift fields', () => {
    const body = activityTermsBody(activityTermsFormOf(trial));
    expect(body).toEqual({ kind: 'trial', trialPriceCents: 9950, trialLimit: 2 });
    expect(fieldProblems(activityTermsEditSchema, body).size).toBe(0);
  });

  it('sends a gift with only its fields, and names what is missing or wrong', () => {
    const f = { ...emptyActivityTerms(), giftSkuNo: ' SKU2400302 ', giftQuantity: '2', trialPrice: '1' };
    expect(activityTermsBody(f)).toEqual({ kind: 'gift', giftSkuNo: 'SKU2400302', giftQuantity: 2 });
    const bad = activityTermsBody({ ...f, giftSkuNo: '', giftQuantity: 'two' });
    expect([...fieldProblems(activityTermsEditSchema, bad)].sort()).toEqual(['giftQuantity', 'giftSkuNo']);
    const noPrice = activityTermsBody({ ...f, kind: 'trial', trialPrice: '' });
    expect(fieldProblems(activityTermsEditSchema, noPrice).has('trialPriceCents')).toBe(true);
  });
});
