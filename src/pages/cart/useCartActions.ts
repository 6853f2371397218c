import { useNavigate } from 'react-router-dom';
import type { InstalmentStage } from '../../../schemas/api/amounts';
import { type CartLine, type CartQueryResult, cartJumpRefusedSchema } from '../../../schemas/api/cart-v2';
import { commonMessages } from '../../../schemas/i18n/common';
import {
  clearCart,
  deleteLines,
  jumpQuery,
  moveLinesToFavor,
  selectLines,
  switchStage,
} from '../../api/cart';
import { isApiError } from '../../api/errors';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { counts } from '../../session/counts';
import { modal } from '../../ui/modalStore';
import { toast } from '../../ui/toast';
import { problemText } from '../order/problemText';
import { cartMessages } from './messages';

interface Deps {
  cart: CartQueryResult | null;
  accept: (cart: CartQueryResult) => void;
  load: () => void;
  whenSettled: () => Promise<void>;
}

/** Every cart change goes to the server, whose answer (the whole cart) replaces the screen's view. */
export function useCartActions({ cart, accept, load, whenSettled }: Deps) {
  const navigate = useNavigate();
  const t = useMessages(cartMessages);
  const common = useMessages(commonMessages);

  // The cart's changes carry no request code (each sets a state: selected, deleted, moved), so they overlap
  // freely; useAction gives them the one refusal path. The server's answer (the whole cart) is the truth:
  // after a failure it is read again so the screen never shows a change that failed.
  const change = useAction(
    (_code: string, work: () => Promise<CartQueryResult | undefined>, _done?: string) => work(),
    {
      overlap: true,
      onDone: (next, [, done]) => {
        if (next) accept(next);
        if (done) toast(done);
      },
      onError: () => {
        load();
        return false;
      },
    },
  );
  const run = (work: () => Promise<CartQueryResult | undefined>, done?: string) => change.run(work, done);

  const goToConfirm = useAction((_code: string) => jumpQuery(), {
    onDone: ({ confirmToken }) => navigate(`/order/confirm?token=${encodeURIComponent(confirmToken)}`),
    onError: (error, message) => {
      if (message === null) return true; // the sign-on took it
      const refused = isApiError(error) ? cartJumpRefusedSchema.safeParse(error.result) : undefined;
      const first = refused?.success ? refused.data.problems[0] : undefined;
      const line =
        first && [...(cart?.stores.flatMap((s) => s.lines) ?? [])].find((l) => l.lineId === first.lineId);
      const text = first && line ? problemText(nameOf(line), first.reason) : message;
      void modal.alert({ title: t.cannotCheckout, message: text, okText: common.confirm }).then(load);
      return true;
    },
  });

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
        title: t.deleteTitle,
        message: nameOf(line),
        okText: common.delete,
        cancelText: common.cancel,
      });
      if (sure) await run(() => deleteLines([line.lineId]), t.deleted);
    },
    favor: async (line: CartLine) => {
      const sure = await modal.confirm({
        title: t.favorTitle,
        message: t.favorMessage(nameOf(line)),
        okText: t.moveToFavourites,
        cancelText: common.cancel,
      });
      if (sure) await run(() => moveLinesToFavor([line.lineId]), t.favored);
    },
    clearAll: async () => {
      const sure = await modal.confirm({
        title: t.clearTitle,
        message: t.clearMessage,
        okText: common.clear,
        cancelText: common.cancel,
      });
      if (!sure) return;
      await run(async () => {
        const { count } = await clearCart('all');
        counts.cart = count;
        load();
        return undefined;
      }, t.cleared);
    },
    clearInvalid: async () => {
      const sure = await modal.confirm({
        title: t.clearInvalidTitle,
        okText: common.clear,
        cancelText: common.cancel,
      });
      if (!sure) return;
      await run(async () => {
        const { count } = await clearCart('invalid');
        counts.cart = count;
        load();
        return undefined;
      }, t.invalidCleared);
    },
    stage: (lineId: number, stage: InstalmentStage | null) =>
      run(async () => {
        await switchStage(lineId, stage);
        load();
        return undefined;
      }),
    checkout: async () => {
      await whenSettled();
      await goToConfirm.run();
    },
  };
}
