import type { RuntimeFlags } from '../bridge/flags';
import { type BridgeOutcome, hideHeader } from '../bridge/native';
import { readMallQuery } from '../lib/query';

/**
 * Spec §2 and §7: a page opened in the bank app as a popup (popup=1, added when the mall opens a page in
 * a new app web view) or with showtopbar=1 draws its own header, so the app's title bar is hidden;
 * otherwise the page would show two. Elsewhere there is no app title bar to hide.
 */
export function hidesAppTitleBar(flags: Pick<RuntimeFlags, 'inBankApp'>, search: string): boolean {
  if (!flags.inBankApp) return false;
  const query = readMallQuery(search);
  return query.popup || query.showtopbar === true;
}

/**
 * Called once at boot: the title bar belongs to the web view, which keeps it for every later route.
 * Resolves when the app has answered (a failure, such as an app too old for the call, changes nothing).
 */
export async function syncAppTitleBar(
  flags: Pick<RuntimeFlags, 'inBankApp'>,
  search: string,
  hide: () => Promise<BridgeOutcome<null>> = hideHeader,
): Promise<void> {
  if (hidesAppTitleBar(flags, search)) await hide();
}
