import { describe, expect, it } from 'vitest';
import { orgCodeCheck, residentIdCheck, taxNumberProblem } from '../../../schemas/api/tax-number';
import { checkDraft, EMPTY_DRAFT } from './invoiceForm';
import { invoiceMessages } from './messages';

const t = invoiceMessages['zh-CN'];

describe('tax numbers', () => {
  it('accepts the three lengths with their checks and says what is wrong otherwise', () => {
    expect(taxNumberProblem('91350100M000100Y43')).toBeNull();
    expect(taxNumberProblem('911100007109288314')).toBeNull();
    expect(taxNumberProblem('91350100M000100Y44')).toBe('check');
    expect(taxNumberProblem('91350100I000100Y43')).toBe('characters');
    const old = `44030012345678${orgCodeCheck('12345678')}`;
    expect(old).toHaveLength(15);
    expect(taxNumberProblem(old)).toBeNull();
    expect(taxNumberProblem(`${old.slice(0, 14)}${old[14] === '1' ? '2' : '1'}`)).toBe('check');
    const proprietor = `11010519491231002${residentIdCheck('11010519491231002')}01`;
    expect(proprietor).toBe('11010519491231002X01');
    expect(taxNumberProblem(proprietor)).toBeNull();
    expect(taxNumberProblem('110105194912310021' + '01')).toBe('check');
    expect(taxNumberProblem('12345')).toBe('length');
    expect(taxNumberProblem('')).toBe('empty');
  });
});

describe('the invoice form', () => {
  it('names each wrong field in the shopper’s words', () => {
    const checked = checkDraft({ ...EMPTY_DRAFT, title: 'A', taxNo: '91350100M000100Y44', email: 'x' }, t);
    expect(checked).toEqual({
      ok: false,
      errors: { title: t.titleRequired, taxNo: t['taxNo.check'], email: t.emailInvalid },
    });
  });

  it('normalises a right company title and drops the tax number of a personal one', () => {
    const company = checkDraft(
      { ...EMPTY_DRAFT, title: ' 示例公司 ', taxNo: '91350100m000100y43 ', email: 'a@b.cn' },
      t,
    );
    expect(company).toEqual({
      ok: true,
      fields: {
        titleType: 'company',
        title: '示例公司',
        taxNo: '91350100M000100Y43',
        email: 'a@b.cn',
        content: 'detail',
      },
    });
    const personal = checkDraft(
      { ...EMPTY_DRAFT, titleType: 'personal', title: '李伟', taxNo: 'x', email: 'a@b.cn' },
      t,
    );
    expect(personal).toMatchObject({ ok: true, fields: { titleType: 'personal', title: '李伟' } });
    expect(personal.ok && 'taxNo' in personal.fields).toBe(false);
  });
});
