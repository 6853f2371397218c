import { describe, expect, it } from 'vitest';
import {
  type OperatorPurchase,
  operatorPurchaseCreateSchema,
  operatorPurchaseEditSchema,
} from '../../../schemas/api/purchase-operator';
import { topFieldProblems } from '../schemaProblems';
import { provincesOf, purchaseBody, purchaseFormOf, toggledWeekday } from './purchaseForm';

const programme: OperatorPurchase = {
  spuNo: 'SPU28006',
  productName: '伊比利亚火腿',
  partnerName: '招银集采 · 西班牙火腿直采',
  batchWeekdays: [2, 5],
  cutoffHour: 15,
  transitDays: 3,
  perCustomerLimit: 2,
  excludedProvinces: ['新疆维吾尔自治区', '西藏自治区'],
  notes: '冷链集中发货',
  phase: 'listed',
  actions: ['edit', 'withdraw'],
};

describe('purchase programme form', () => {
  it('shows a programme and sends its terms back unchanged', () => {
    const body = purchaseBody(purchaseFormOf(programme));
    expect(body).toEqual({
      partnerName: programme.partnerName,
      batchWeekdays: [2, 5],
      cutoffHour: 15,
      transitDays: 3,
      perCustomerLimit: 2,
      excludedProvinces: ['新疆维吾尔自治区', '西藏自治区'],
      notes: '冷链集中发货',
    });
    expect(topFieldProblems(operatorPurchaseEditSchema, body).size).toBe(0);
  });

  it('sends weekdays in order whatever order they were ticked in', () => {
    let days: number[] = [];
    for (const d of [5, 1, 3, 1, 1]) days = toggledWeekday(days, d);
    expect(days).toEqual([5, 3, 1]);
    expect(purchaseBody({ ...purchaseFormOf(programme), batchWeekdays: days }).batchWeekdays).toEqual([
      1, 3, 5,
    ]);
  });

  it('takes provinces pasted one a line or separated by commas', () => {
    expect(provincesOf('西藏自治区，香港特别行政区、\n 台湾省 ,,')).toEqual([
      '西藏自治区',
      '香港特别行政区',
      '台湾省',
    ]);
  });

  it('names the fields the schema refuses', () => {
    const shown = purchaseFormOf(programme);
    const bad = purchaseBody({
      ...shown,
      partnerName: '',
      batchWeekdays: [],
      cutoffHour: '24',
      transitDays: '',
      perCustomerLimit: '0',
      excludedProvinces: 'x'.repeat(21),
    });
    expect([...topFieldProblems(operatorPurchaseEditSchema, bad)].sort()).toEqual([
      'batchWeekdays',
      'cutoffHour',
      'excludedProvinces',
      'partnerName',
      'perCustomerLimit',
      'transitDays',
    ]);
    const created = { spuNo: '', ...purchaseBody(shown) };
    expect([...topFieldProblems(operatorPurchaseCreateSchema, created)]).toEqual(['spuNo']);
  });
});
