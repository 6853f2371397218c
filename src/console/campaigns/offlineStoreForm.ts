import type { offlineStoreOperatorEdit } from '../../../schemas/api/endpoints/catalogue-operator/stores';
import type { OperatorOfflineStore } from '../../../schemas/api/store-operator';
import type { FormBody } from './campaignApi';

/** A physical shop's form as typed: coordinates as text, so a half-typed number can be shown and named. */
export interface OfflineStoreForm {
  offlineNo: string;
  storeNo: string;
  name: string;
  kind: OperatorOfflineStore['kind'];
  city: string;
  district: string;
  address: string;
  phone: string;
  opensAt: string;
  closesAt: string;
  latitude: string;
  longitude: string;
}

/** Degrees as typed: a plain decimal number, else undefined (for the schema to name the field). */
function degreesOf(typed: string): number | undefined {
  const t = typed.trim();
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(t)) return undefined;
  return Number(t);
}

/** The shop as PUT /api/operator/offline-stores/{offlineNo} takes it (POST adds offlineNo). */
export function offlineStoreBody(f: OfflineStoreForm): FormBody<typeof offlineStoreOperatorEdit> {
  return {
    storeNo: f.storeNo.trim(),
    name: f.name.trim(),
    kind: f.kind,
    city: f.city.trim(),
    district: f.district.trim(),
    address: f.address.trim(),
    phone: f.phone.trim(),
    opensAt: f.opensAt,
    closesAt: f.closesAt,
    latitude: degreesOf(f.latitude),
    longitude: degreesOf(f.longitude),
  };
}

/** A shop back as the form shows it, for editing. */
export const offlineStoreFormOf = (s: OperatorOfflineStore): OfflineStoreForm => ({
  offlineNo: s.offlineNo,
  storeNo: s.storeNo,
  name: s.name,
  kind: s.kind,
  city: s.city,
  district: s.district,
  address: s.address,
  phone: s.phone,
  opensAt: s.opensAt,
  closesAt: s.closesAt,
  latitude: String(s.latitude),
  longitude: String(s.longitude),
});

/** A new shop's form: a flagship, open 10:00–22:00, the rest to fill. */
export const emptyOfflineStore = (storeNo = ''): OfflineStoreForm => ({
  offlineNo: '',
  storeNo,
  name: '',
  kind: 'flagship',
  city: '',
  district: '',
  address: '',
  phone: '',
  opensAt: '10:00',
  closesAt: '22:00',
  latitude: '',
  longitude: '',
});
