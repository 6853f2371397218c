import { useNavigate } from 'react-router-dom';
import type { InstalmentStage } from '../../../schemas/api/amounts';
import { type CartLine, type CartQueryResult, cartJumpRefusedSchema } from '../../../schemas/api/cart-v2';
import {
  clearCart,
  deleteLines,
  jumpQuery,
  moveLinesToFavor,
  selectLines,
  switchStage,
} from '../../api/cart';
import { errorMessage, isApiError } from '../../api/errors';
import { counts } from '../../app/counts';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';

const REASON_TEXT: Record<string, string> = {
  offShelf: 'is off the shelf',
  soldOut: 'is sold out',
  notStarted: 'is not on sale yet',
  storeClosed: 'is from a closed store',
  overStock: 'has less stock than you chose',
  overLimit: 'is over the purchase limit',
  stale: 'has changed',
};

interface Deps {
  cart: CartQueryResult | null;
  accept: (cart: CartQueryResult) => void;
  load: () => void;
  whenSettled: () => Promise<void>;
}

/** Every cart change goes to the server, whose answer (the whole cart) replaces the screen's view. */
export function useCartActions({ cart, accept, load, whenSettled }: Deps) {
  const navigate = useNavigate();

  const run = async (work: () => Promise<CartQueryResult | undefined>, done?: string) => {
    try {
      const next = await work();
      if (next) accept(next);
      if (done) toast(done);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
      // The server's state is the truth; re-read it so the screen never shows a change that failed.
      load();
    }
  };

  const nameOf = (line: CartLine) => (line.name.length > 30 ? `${line.name.slice(0, 30)}…` : line.name);

  return {
    toggleLine: (line: CartLine) => run(() => selectLines([line.lineId], !line.selected)),
    toggleStore: (lines: readonly CartLine[]) => {
      const all = lines.every((l) => l.selected);
      return run(() =>
        selectLines(
          lines.map((l) => l.lineId),
          !all,
        ),
      );
    },
    toggleAll: () => run(() => selectLines(undefined, !(cart?.summary.allSelected ?? false))),
    remove: async (line: CartLine) => {
      const sure = await modal.confirm({
        title: 'Delete this item?',
        message: nameOf(line),
        okText: 'Delete',
      });
      if (sure) await run(() => deleteLines([line.lineId]), 'Deleted');
    },
    favor: async (line: CartLine) => {
      const sure = await modal.confirm({
        title: 'Move to favourites?',
        message: `${nameOf(line)} leaves the cart and is kept in your favourites.`,
        okText: 'Move',
      });
      if (sure) await run(() => moveLinesToFavor([line.lineId]), 'Moved to favourites');
    },
    clearAll: async () => {
      const sure = await modal.confirm({
        title: 'Clear the cart?',
        message: 'Every item will be removed.',
        okText: 'Clear',
      });
      if (!sure) return;
      await run(async () => {
        const { count } = await clearCart('all');
        counts.cart = count;
        load();
        return undefined;
      }, 'Cart cleared');
    },
    clearInvalid: async () => {
      const sure = await modal.confirm({ title: 'Clear invalid items?', okText: 'Clear' });
      if (!sure) return;
      await run(async () => {
        const { count } = await clearCart('invalid');
        counts.cart = count;
        load();
        return undefined;
      }, 'Invalid items cleared');
    },
    stage: (lineId: number, stage: InstalmentStage | null) =>
      run(async () => {
        await switchStage(lineId, stage);
        load();
        return undefined;
      }),
    checkout: async () => {
      await whenSettled();
      try {
        const { confirmToken } = await jumpQuery();
        navigate(`/order/confirm?token=${encodeURIComponent(confirmToken)}`);
      } catch (error) {
        if (isApiError(error) && error.handled) return;
        const refused = isApiError(error) ? cartJumpRefusedSchema.safeParse(error.result) : undefined;
        const first = refused?.success ? refused.data.problems[0] : undefined;
        const line =
          first && [...(cart?.stores.flatMap((s) => s.lines) ?? [])].find((l) => l.lineId === first.lineId);
        const text =
          first && line
            ? `${nameOf(line)} ${REASON_TEXT[first.reason] ?? 'cannot be bought'}`
            : errorMessage(error);
        await modal.alert({ title: 'Cannot check out yet', message: text, okText: 'OK' });
        load();
      }
    },
  };
}
