import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from '../../schemas/api/address';
import { z } from '../../schemas/zod';
import { citiesOf, districtsOf, findCodes, provinces } from './areaData';

describe('area data', () => {
  it('has every province with its cities and every city with its districts', () => {
    expect(provinces().length).toBeGreaterThanOrEqual(34);
    for (const province of provinces()) {
      const cities = citiesOf(province.code);
      expect(cities.length, province.name).toBeGreaterThan(0);
      for (const city of cities) expect(districtsOf(city.code).length, city.name).toBeGreaterThan(0);
    }
  });

  it('gives only names the server saves as they are', () => {
    const shape = z.pick(addressFieldsSchema, { province: true, city: true, district: true });
    for (const province of provinces())
      for (const city of citiesOf(province.code))
        for (const district of districtsOf(city.code)) {
          const area = { province: province.name, city: city.name, district: district.name };
          expect(shape.parse(area)).toEqual(area);
        }
  });

  it('finds a saved address again, as far as its names still match', () => {
    expect(findCodes({ province: '广东省', city: '广州市', district: '天河区' })).toEqual([
      '440000',
      '440100',
      '440106',
    ]);
    expect(findCodes({ province: '广东省', city: 'Guangzhou', district: '' })).toEqual(['440000']);
    expect(findCodes({ province: 'Sichuan', city: '', district: '' })).toEqual([]);
  });
});
