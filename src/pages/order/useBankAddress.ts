import type { AddressFields } from '../../../schemas/api/address';
import { decryptBankAddress } from '../../api/address';
import { canShareBankAddress, getBankAddress } from '../../bridge/bankAddress';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
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
  const t = useMessages(orderMessages);
  const asking = useAction(
    async (): Promise<AddressFields | null> => {
      const outcome = await getBankAddress();
      if (!(await reportBridgeOutcome(outcome)) || !outcome.ok) return null;
      if (!outcome.value.available) {
        toast(t.noBankAddress, 2000);
        return null;
      }
      return decryptBankAddress(outcome.value.cipher);
    },
    { onDone: (fields) => fields && onFields(fields) },
  );
  const fetchFields = async () => {
    await asking.run();
  };

  return { busy: asking.busy, fetchFields };
}
