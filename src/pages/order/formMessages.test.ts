import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../../schemas/i18n/define';
import { orderFormMessages } from './formMessages';

// src/i18n/catalogue.test.ts walks files named messages.ts; this namespace sits in formMessages.ts (the
// order screens' own messages.ts is another's), so it gets the same checks here.
describe('the order forms namespace', () => {
  it('has every key in both languages, none empty, and no Chinese in English', () => {
    expect(catalogueProblems(orderFormMessages)).toEqual([]);
    const chinese = Object.entries(orderFormMessages.en).filter(([, value]) =>
      /[\u3400-\u9fff]/.test(typeof value === 'function' ? value('x', 'y') : value),
    );
    expect(chinese).toEqual([]);
  });
});
