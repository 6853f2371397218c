import { describe, expect, it } from 'vitest';
import { freightFor, isRemoteProvince } from './pricing';
import { provinceKey } from './provinces';
import { transitDays } from './shipping';

describe('provinces as addresses name them', () => {
  it('reads the area picker names and the older pinyin alike', () => {
    expect(provinceKey('新疆维吾尔自治区')).toBe('新疆');
    expect(provinceKey('广西壮族自治区')).toBe('广西');
    expect(provinceKey('广东省')).toBe('广东');
    expect(provinceKey('北京市')).toBe('北京');
    expect(provinceKey('香港特别行政区')).toBe('香港');
    expect(provinceKey('Xinjiang')).toBe('新疆');
    expect(provinceKey('Inner Mongolia')).toBe('内蒙古');
  });

  it('charges the remote surcharge and the slower trunk for an address the picker filled', () => {
    expect(isRemoteProvince('新疆维吾尔自治区')).toBe(true);
    expect(isRemoteProvince('西藏自治区')).toBe(true);
    expect(isRemoteProvince('北京市')).toBe(false);
    expect(freightFor('standard', 20000, '新疆维吾尔自治区')).toBeGreaterThan(
      freightFor('standard', 20000, '北京市'),
    );
    expect(transitDays('广东省', '广东省')).toBeLessThan(transitDays('广东省', '福建省'));
    expect(transitDays('广东省', '福建省')).toBeLessThan(transitDays('广东省', '北京市'));
  });
});
