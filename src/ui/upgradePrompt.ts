import { openAppStore } from '../bridge/native';
import type { BridgeOutcome } from '../bridge/types';
import { messagesOf } from '../i18n/messages';
import { uiCoreMessages } from './coreMessages';
import { modal } from './modalStore';
import { toast } from './toast';

/** The 'app version too low' prompt (spec §8): 'later' closes, 'update now' opens the app store. */
export async function promptUpgrade(): Promise<void> {
  const t = messagesOf(uiCoreMessages);
  const update = await modal.confirm({
    title: t.upgradeTitle,
    message: t.upgradeMessage,
    cancelText: t.later,
    okText: t.updateNow,
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
