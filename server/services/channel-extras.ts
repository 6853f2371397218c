import type { DeviceInfo, GovInvestment } from '../../schemas/api/channel-extras';
import type { AppDeps } from '../config';
import { openDeviceInfo } from '../domain/device-info';
import type { Outcome } from '../domain/refusal';
import { govInvestmentSetting, saveGovInvestmentSetting } from '../repos/channel-settings';
import { forgetExperiments } from './booth-experiments';
import { forgetBoothPages } from './booth-live-cache';

export const govInvestment = (deps: AppDeps): Promise<GovInvestment> => govInvestmentSetting(deps.db);

/**
 * Home's layout carries the section (booth/gov-section.ts): the layouts this process keeps are dropped, and
 * other processes drop theirs on the booth epoch the table's trigger moves (migration 063).
 */
export async function setGovInvestment(deps: AppDeps, value: GovInvestment, actor: string) {
  const saved = await saveGovInvestmentSetting(deps.db, value, actor, deps.config.clock());
  forgetBoothPages(deps);
  forgetExperiments(deps);
  return saved;
}

/** device/decrypt: the bank app's sealed device information, or why it cannot be trusted. */
export function decryptDevice(deps: AppDeps, cipher: string): Outcome<DeviceInfo> {
  const opened = openDeviceInfo(cipher, deps.config.shopping.mbankDeviceKey);
  return 'refusal' in opened ? { ok: false, ...opened } : { ok: true, value: opened };
}
