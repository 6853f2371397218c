import { areaList } from '@vant/area-data';

/**
 * China's provinces, cities and districts from @vant/area-data (the table Vant's own Area picker uses,
 * kept up to date by its maintainers). Loaded only when an area picker opens: it is about 33 KB gzipped,
 * far too much for the first route. Codes are 6 digits: province 2, city 2, district 2.
 */
export interface AreaOption {
  code: string;
  name: string;
}

const toOptions = (table: Record<string, string>): AreaOption[] =>
  Object.entries(table).map(([code, name]) => ({ code, name }));

function groupBy(options: AreaOption[], prefixLength: number): Map<string, AreaOption[]> {
  const groups = new Map<string, AreaOption[]>();
  for (const option of options) {
    const key = option.code.slice(0, prefixLength);
    const group = groups.get(key);
    if (group) group.push(option);
    else groups.set(key, [option]);
  }
  return groups;
}

const provinceOptions = toOptions(areaList.province_list);
const citiesByProvince = groupBy(toOptions(areaList.city_list), 2);
const districtsByCity = groupBy(toOptions(areaList.county_list), 4);

export const provinces = (): AreaOption[] => provinceOptions;
export const citiesOf = (provinceCode: string): AreaOption[] =>
  citiesByProvince.get(provinceCode.slice(0, 2)) ?? [];
export const districtsOf = (cityCode: string): AreaOption[] =>
  districtsByCity.get(cityCode.slice(0, 4)) ?? [];

/** The codes of a saved address's names, as far as they still match the table (names change rarely). */
export function findCodes(names: { province: string; city: string; district: string }): string[] {
  const province = provinceOptions.find((p) => p.name === names.province);
  if (!province) return [];
  const city = citiesOf(province.code).find((c) => c.name === names.city);
  if (!city) return [province.code];
  const district = districtsOf(city.code).find((d) => d.name === names.district);
  return district ? [province.code, city.code, district.code] : [province.code, city.code];
}
