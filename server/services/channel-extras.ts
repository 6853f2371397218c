import type { DeviceInfo, GovInvestment } from '../../schemas/api/channel-extras';
import type { AppDeps } from '../config';
import { openDeviceInfo } from '../domain/device-info';
import type { Outcome } from '../domain/refusal';
import { govInvestmentSetting, saveGovInvestmentSetting } from '../repos/channel-settings';

export const govInvestment = (deps: AppDeps): Promise<GovInvestment> => govInvestmentSetting(deps.db);

export const setGovInvestment = (deps: AppDeps, value: GovInvestment, actor: string) =>
  saveGovInvestmentSetting(deps.db, value, actor, deps.config.clock());

/** device/decrypt: the bank app's sealed device information, or why it cannot be trusted. */
export function decryptDevice(deps: AppDeps, cipher: string): Outcome<DeviceInfo> {
  const opened = openDeviceInfo(cipher, deps.config.shopping.mbankDeviceKey);
  return 'refusal' in opened ? { ok: false, ...opened } : { ok: true, value: opened };
}
