import { useState } from 'react';
import type { Address } from '../../../schemas/api/address';
import type { TeamActivity } from '../../../schemas/api/group-buy';
import { fetchAddresses } from '../../api/address';
import { useMessages } from '../../i18n/messages';
import { hasData } from '../../screen/screenState';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Sheet } from '../../ui/Sheet';
import { toast } from '../../ui/toast';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { AddressSheet, addressLine } from '../order/AddressSheet';
import styles from './GroupBuy.module.css';
import { groupBuyMessages } from './messages';

export type TeamItem = Pick<
  TeamActivity,
  'activityNo' | 'name' | 'specName' | 'imageUrl' | 'teamPriceCents' | 'salePriceCents' | 'teamSize'
>;

/**
 * The order confirmation of a group buy: 立即开团 / 立即参团 open this sheet, with the delivery
 * address (the default one, changed through the checkout's address sheet), the item at the team price and
 * the amount to pay; 提交订单 places the seat's order for that address and goes to the cashier. Before, a
 * tap went straight to the cashier with whatever address the server took.
 */
export function TeamConfirmSheet({
  item,
  busy,
  onClose,
  onSubmit,
}: {
  item: TeamItem | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (addressId: number) => void;
}) {
  const t = useMessages(groupBuyMessages);
  const open = item !== null;
  const addressSheet = useHistorySheet('sheet', 'address');
  const [chosen, setChosen] = useState<Address | null>(null);
  const addresses = useScreenData(fetchAddresses, { key: 'team-addresses', enabled: open, part: true });
  const list = hasData(addresses.state) ? addresses.state.data : null;
  // Until the shopper picks one, the default address (else the first).
  const address = chosen ?? list?.find((a) => a.isDefault) ?? list?.[0] ?? null;
  const submit = () => {
    if (!address) {
      toast(t.addAddressFirst, 2000);
      addressSheet.show();
      return;
    }
    onSubmit(address.addressId);
  };
  return (
    <>
      <Sheet sheet={{ open, hide: onClose }} title={t.confirmTitle}>
        {item && (
          <div className={styles.confirm} data-testid="team-confirm">
            <button
              type="button"
              className={styles.confirmAddress}
              onClick={addressSheet.show}
              data-testid="team-address"
            >
              {address ? (
                <>
                  <strong>
                    {address.name} {address.phone}
                  </strong>
                  <span className={styles.confirmMuted}>{addressLine(address)}</span>
                </>
              ) : (
                <strong>{list ? t.addAddress : t.loadingAddress}</strong>
              )}
            </button>
            <div className={styles.confirmItem}>
              <span className={styles.confirmThumb}>
                <Image src={item.imageUrl} alt={item.name} radius={6} />
              </span>
              <span className={styles.body}>
                <span className={styles.title}>{item.name}</span>
                <span className={styles.confirmMuted}>
                  {item.specName} · {t.teamSize(item.teamSize)}
                </span>
                <span>
                  {t.teamPrice} <Price cents={item.teamPriceCents} />{' '}
                  <Price cents={item.salePriceCents} original size="sm" />
                </span>
              </span>
            </div>
            <div className={styles.confirmBar}>
              <span>
                {t.toPay} <Price cents={item.teamPriceCents} size="lg" />
              </span>
              <button
                type="button"
                className={styles.button}
                disabled={busy || list === null}
                onClick={submit}
              >
                {t.submit}
              </button>
            </div>
          </div>
        )}
      </Sheet>
      <AddressSheet
        open={open && addressSheet.open}
        onClose={addressSheet.hide}
        chosenId={address?.addressId ?? null}
        onChoose={(a) => {
          setChosen(a);
          addressSheet.hide();
        }}
      />
    </>
  );
}
