import { describe, expect, it } from 'vitest';
import { productLabelMessages } from '../../../schemas/i18n/productLabels';
import { specialMessages } from './messages';

describe('the carrier-user price label', () => {
  it('names no carrier of its own, so it never contradicts the row naming the carrier', () => {
    // The label is the spec's price label 26 for any carrier's users; the product page's row and the
    // verification name the one carrier the mall works with (联通 in the simulation).
    const label = productLabelMessages['zh-CN'].telecomExclusive;
    for (const carrier of ['电信', '联通', '移动']) expect(label).not.toContain(carrier);
    expect(specialMessages['zh-CN'].telecomRow).toContain('联通');
    expect(productLabelMessages.en.telecomExclusive).not.toMatch(/telecom|unicom|mobile/i);
  });
});
