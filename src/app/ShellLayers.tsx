import { SessionHost } from '../session/SessionHost';
import { LoadingHost } from '../ui/LoadingHost';
import { ModalHost } from '../ui/ModalHost';
import { ToastHost } from '../ui/ToastHost';

/**
 * The shopper's own layers (dialogs, toasts, sign-on, the request indicator), never in the server's HTML:
 * a chunk of their own that loads as the page hydrates (the first route's bytes). Each shows its
 * store's state, so what was asked for before the chunk came shows once it has.
 */
export default function ShellLayers() {
  return (
    <>
      <ToastHost />
      <ModalHost />
      <SessionHost />
      <LoadingHost />
    </>
  );
}
