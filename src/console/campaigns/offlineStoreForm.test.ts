import { describe, expect, it } from 'vitest';
import { offlineStoreCreateSchema, offlineStoreEditSchema } from '../../../schemas/api/store-operator';
import { fieldProblems } from '../schemaProblems';
import { emptyOfflineStore, offlineStoreBody, offlineStoreFormOf } from './offlineStoreForm';

const shop = {
  offlineNo: 'OFST100101',
  storeNo: 'ST1001',
  storeName: '星辰数码',
  name: '星辰数码 三里屯旗舰店',
  kind: 'flagship' as const,
  city: '北京',
  district: '朝阳区',
  address: '三里屯路19号',
  phone: '010-6417 3301',
  opensAt: '10:00',
  closesAt: '22:00',
  latitude: 39.9337,
  longitude: 116.454,
  phase: 'open' as const,
};

describe('offline store form', () => {
  it('sends a listed shop back as it was, coordinates as numbers', () => {
    const body = offlineStoreBody(offlineStoreFormOf(shop));
    expect(body).toMatchObject({ latitude: 39.9337, longitude: 116.454, phone: '010-6417 3301' });
    expect(fieldProblems(offlineStoreEditSchema, body).size).toBe(0);
  });

  it('names every field a new, empty shop still needs', () => {
    const f = emptyOfflineStore('ST1001');
    const problems = fieldProblems(offlineStoreCreateSchema, {
      offlineNo: f.offlineNo,
      ...offlineStoreBody(f),
    });
    for (const field of [
      'offlineNo',
      'name',
      'city',
      'district',
      'address',
      'phone',
      'latitude',
      'longitude',
    ])
      expect(problems, field).toContain(field);
    expect(problems).not.toContain('storeNo');
  });

  it('names half-typed coordinates, impossible hours and a closing before the opening', () => {
    const f = { ...offlineStoreFormOf(shop), latitude: '39.9.3', longitude: '200' };
    const problems = fieldProblems(offlineStoreEditSchema, offlineStoreBody(f));
    expect(problems).toContain('latitude');
    expect(problems).toContain('longitude');
    const late = { ...offlineStoreFormOf(shop), opensAt: '22:00', closesAt: '09:00' };
    expect(fieldProblems(offlineStoreEditSchema, offlineStoreBody(late))).toContain('closesAt');
    const trimmed = offlineStoreBody({ ...offlineStoreFormOf(shop), name: '  新名  ', latitude: ' 39.5 ' });
    expect(trimmed).toMatchObject({ name: '新名', latitude: 39.5 });
  });
});
