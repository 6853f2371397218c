import { openAppStore } from '../bridge/native';
import type { BridgeOutcome } from '../bridge/types';
import { modal } from './modalStore';
import { toast } from './toast';

export const UpgradeText = {
  title: 'App version too low',
  message: 'Please update the app to the latest version to use this feature.',
  later: 'Later',
  updateNow: 'Update now',
} as const;

/** The 'app version too low' prompt (spec §8): 'later' closes, 'update now' opens the app store. */
export async function promptUpgrade(): Promise<void> {
  const update = await modal.confirm({
    title: UpgradeText.title,
    message: UpgradeText.message,
    cancelText: UpgradeText.later,
    okText: UpgradeText.updateNow,
  });
  if (update) await openAppStore();
}

/**
 * Tells the customer about a failed bridge call: the upgrade prompt for errCode 1, a toast with
 * the mapped message otherwise. Returns whether the call succeeded, for `if (!(await ...)) return`.
 */
export async function reportBridgeOutcome<T>(outcome: BridgeOutcome<T>): Promise<boolean> {
  if (outcome.ok) return true;
  if (outcome.reason === 'upgrade-required') await promptUpgrade();
  else toast(outcome.message);
  return false;
}
