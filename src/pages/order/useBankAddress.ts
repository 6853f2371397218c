import { useState } from 'react';
import type { AddressFields } from '../../../schemas/api/address';
import { decryptBankAddress } from '../../api/address';
import { errorMessage, isApiError } from '../../api/errors';
import { canShareBankAddress, getBankAddress } from '../../bridge/bankAddress';
import { useMessages } from '../../i18n/messages';
import { toast } from '../../ui/toast';
import { reportBridgeOutcome } from '../../ui/upgradePrompt';
import { orderMessages } from './messages';

/** Only the bank app can hand over the address it knows; elsewhere the action is not offered. */
export const inBankApp = canShareBankAddress;

/**
 * 'Use my bank address': the app gives a sealed address, the server opens it (mbank/decrypt), and the
 * fields prefill the add-address form. Nothing is saved here: the shopper checks them and saves.
 */
export function useBankAddress(onFields: (fields: AddressFields) => void) {
  const [busy, setBusy] = useState(false);
  const t = useMessages(orderMessages);

  const fetchFields = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await getBankAddress();
      if (!(await reportBridgeOutcome(outcome)) || !outcome.ok) return;
      if (!outcome.value.available) {
        toast(t.noBankAddress, 2000);
        return;
      }
      onFields(await decryptBankAddress(outcome.value.cipher));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
    } finally {
      setBusy(false);
    }
  };

  return { busy, fetchFields };
}
