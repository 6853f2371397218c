import type { ReactNode } from 'react';
import { Popup } from './Popup';
import type { HistorySheet } from './useHistorySheet';

export interface SheetProps {
  /** From useHistorySheet: the sheet has a history entry, so Android back closes it. */
  sheet: Pick<HistorySheet, 'open' | 'hide'>;
  /** Header text and accessible name. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Close button, Esc and mask tap; default true. */
  closable?: boolean;
  children: ReactNode;
}

/**
 * The popup sheet for content that feels like a page (address, coupons, SKU): a bottom sheet over a mask
 * with safe-area padding and contained scrolling (src/ui/Popup), opened and closed through its history
 * entry. `const sheet = useHistorySheet('address')`, then `sheet.show()` and `<Sheet sheet={sheet}>`.
 */
export function Sheet({ sheet, title, label, closable = true, children }: SheetProps) {
  return (
    <Popup
      open={sheet.open}
      onClose={sheet.hide}
      title={title}
      label={label}
      closable={closable}
      maskClosable={closable}
    >
      {children}
    </Popup>
  );
}
