import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addressFieldsSchema } from '../../../schemas/api/address';
import { invoiceSchema } from '../../../schemas/api/order';
import { setLang } from '../../i18n/lang';
import { checkForm, type FormWords } from './zodMessages';

const zhWords: FormWords<'name' | 'phone' | 'province' | 'city' | 'district' | 'detail'> = {
  name: { name: '收货人姓名' },
  phone: { name: '手机号码', format: '请填写11位手机号码' },
  province: { name: '所在地区', choose: true },
  city: { name: '所在地区', choose: true },
  district: { name: '所在地区', choose: true },
  detail: { name: '详细地址' },
};
const enWords: typeof zhWords = {
  name: { name: "the recipient's name" },
  phone: { name: 'the mobile number', format: 'Please enter an 11-digit mobile number' },
  province: { name: 'the region', choose: true },
  city: { name: 'the region', choose: true },
  district: { name: 'the region', choose: true },
  detail: { name: 'the street address' },
};
const bad = {
  name: ' ',
  phone: '123',
  province: '',
  city: '广州市',
  district: '天河区\u0001',
  detail: '天河路',
};

afterEach(() => setLang('zh-CN'));

describe('friendly form errors from the zod schemas', () => {
  it('names each field in Chinese', () => {
    setLang('zh-CN');
    const result = checkForm(addressFieldsSchema, bad, zhWords);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: '请填写收货人姓名',
        phone: '请填写11位手机号码',
        province: '请选择所在地区',
        district: '所在地区含有无法识别的字符',
        detail: '详细地址至少需要5个字',
      },
    });
  });

  it('names each field in English, sentence case', () => {
    setLang('en');
    const result = checkForm(addressFieldsSchema, { ...bad, city: 'x'.repeat(21) }, enWords);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe("Please enter the recipient's name");
    expect(result.errors.phone).toBe('Please enter an 11-digit mobile number');
    expect(result.errors.province).toBe('Please choose the region');
    expect(result.errors.city).toBe('The region can have at most 20 characters');
    expect(result.errors.detail).toBe('The street address needs at least 5 characters');
  });

  it('never shows zod text, even for a missing value or an unknown path', () => {
    setLang('en');
    const schema = z.object({ a: z.string(), nested: z.object({ b: z.number() }) });
    const result = checkForm(schema, { a: undefined, nested: 'x' } as never, {
      a: { name: 'the first field' },
    });
    expect(result).toEqual({ ok: false, errors: { a: 'Please enter the first field' } });
  });

  it('uses the field format message for the tax number and required for an empty company name', () => {
    setLang('zh-CN');
    const words = {
      type: { name: '发票类型', choose: true },
      title: { name: '公司名称' },
      taxNo: { name: '税号', format: '税号应为15至20位数字或大写字母' },
    };
    const result = checkForm(invoiceSchema, { type: 'company', title: '', taxNo: 'abc' }, words);
    expect(result).toEqual({
      ok: false,
      errors: { title: '请填写公司名称', taxNo: '税号应为15至20位数字或大写字母' },
    });
    const short = checkForm(
      invoiceSchema,
      { type: 'company', title: '甲', taxNo: '91310000MA1FL8XQ30' },
      words,
    );
    expect(short).toEqual({ ok: false, errors: { title: '公司名称至少需要2个字' } });
  });

  it('answers the parsed data when everything is fine', () => {
    const result = checkForm(
      addressFieldsSchema,
      {
        ...bad,
        name: ' 张三 ',
        phone: '13800138000',
        province: '广东省',
        district: '天河区',
        detail: '天河路385号',
      },
      zhWords,
    );
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ name: '张三', district: '天河区' }),
    });
  });
});
