import { describe, expect, it } from 'vitest';
import {
  type OperatorTradeInModel,
  operatorTradeInModelCreateSchema,
  operatorTradeInModelEditSchema,
} from '../../../schemas/api/trade-in-operator';
import { fieldProblems } from '../schemaProblems';
import { tradeInBody, tradeInFormOf } from './tradeInForm';

const model: OperatorTradeInModel = {
  modelCode: 'IP13',
  brand: 'Apple',
  name: 'iPhone 13',
  topValueCents: 160050,
  sort: 2,
  phase: 'withdrawn',
  actions: ['edit', 'restore'],
  estimates: 3,
};

describe('trade-in model form', () => {
  it('shows a model in yuan and sends it back unchanged in cents', () => {
    const form = tradeInFormOf(model);
    expect(form.topValue).toBe('1600.5');
    const body = tradeInBody(form);
    expect(body).toEqual({ brand: 'Apple', name: 'iPhone 13', topValueCents: 160050, sort: 2 });
    expect(fieldProblems(operatorTradeInModelEditSchema, body).size).toBe(0);
  });

  it('names the fields the schema refuses, the top value bounded both ways', () => {
    const shown = tradeInFormOf(model);
    const bad = tradeInBody({ ...shown, brand: ' ', topValue: 'abc', sort: '-1' });
    expect([...fieldProblems(operatorTradeInModelEditSchema, bad)].sort()).toEqual([
      'brand',
      'sort',
      'topValueCents',
    ]);
    for (const topValue of ['0.5', '50000.01']) {
      const body = tradeInBody({ ...shown, topValue });
      expect([...fieldProblems(operatorTradeInModelEditSchema, body)], topValue).toEqual(['topValueCents']);
    }
    const created = { modelCode: 'IP 13', ...tradeInBody(shown) };
    expect([...fieldProblems(operatorTradeInModelCreateSchema, created)]).toEqual(['modelCode']);
  });

  it('leaves the order at 0 when it is left empty', () => {
    expect(tradeInBody({ ...tradeInFormOf(model), sort: '' }).sort).toBe(0);
  });
});
