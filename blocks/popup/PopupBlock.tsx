import { type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { openOverlayGate, useBlockRuntime } from '../runtime';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { dismissControl } from '../shared/dismiss';
import { blockSharedMessages } from '../shared/messages';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { BlockProps } from '../types';
import { claimPopup, markPopupClosed } from './frequency';
import { popupMessages } from './messages';
import styles from './PopupBlock.module.css';
import { PICTURE_WAIT_MS, usePictureReady } from './usePictureReady';

/**
 * Image popup over a mask, shown according to `frequency` (once / daily / every visit, remembered
 * in runtime.storage per page and block; always in operator preview). The close button appears
 * after `closeDelayMs`; tapping the image follows its link and closes the popup.
 *
 * One overlay at a time: it waits for runtime.overlayGate (the startup dialogs and sign-on done, no
 * other dialog open) and steps aside while a later dialog is up. The frequency is only spent once it
 * has actually shown, so a 'once' popup is not used up behind the disclaimer or by the SSO redirect.
 */
const gateClosed = () => false;

export default function PopupBlock({ block }: BlockProps<'popup'>) {
  const t = useBlockMessages(popupMessages);
  const shared = useBlockMessages(blockSharedMessages);
  const { image, link, frequency, closeDelayMs } = block.props;
  const runtime = useBlockRuntime();
  const gate = runtime.overlayGate ?? openOverlayGate;
  // Closed on the server and while the first screen hydrates: a popup is the shopper's, never in the HTML.
  const gateOpen = useSyncExternalStore(gate.subscribe, gate.isOpen, gateClosed);
  // Decided once per page visit (claimPopup remembers), so re-renders and remounts agree; undefined
  // until the gate first opens.
  const [decided, setDecided] = useState<boolean | undefined>(() =>
    gateOpen ? claimPopup(runtime, block.id, frequency) : undefined,
  );
  useEffect(() => {
    if (gateOpen && decided === undefined) setDecided(claimPopup(runtime, block.id, frequency));
  }, [gateOpen, decided, runtime, block.id, frequency]);
  // It opens once its picture is in (usePictureReady), so it shows whole, in one step.
  const pictureReady = usePictureReady(image.src, decided === true && gateOpen);
  const open = decided === true && gateOpen && pictureReady;
  const [closable, setClosable] = useState(closeDelayMs === 0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [grown, setGrown] = useState(false);

  // Its entrance: the first frame with the picture painted is drawn at half size, then it grows (a CSS
  // transition). The browser sizes a largest-contentful-paint candidate at its first paint, so the popup,
  // which opens after the page's own first screen, is not taken for the page's largest paint: measured,
  // it was (LCP 3.2 s on /index instead of the banner's 1.1 s, ADR 0052). With less motion asked for it
  // opens at full size at once.
  useEffect(() => {
    if (!open || grown || reducedMotion) return;
    let live = true;
    let frame = 0;
    const grow = () => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (live) setGrown(true);
        });
      });
    };
    const picture = dialogRef.current?.querySelector('img');
    const painted = picture && typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
    painted.then(grow, grow);
    // A picture still on its way (the popup opened without it) does not keep the popup small.
    const timer = setTimeout(grow, PICTURE_WAIT_MS);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, grown, reducedMotion]);

  const { lockScroll } = runtime;
  // The page under the popup's mask stays where it is, through the app's one scroll lock.
  useEffect(() => (open && lockScroll ? lockScroll() : undefined), [open, lockScroll]);

  useEffect(() => {
    if (!open) return;
    // Focus in the next frame, just before its own layout: focusing needs the page's style and layout,
    // and asked inside React's commit it forced them for the whole page.
    const frame = requestAnimationFrame(() => dialogRef.current?.focus());
    const timer = closeDelayMs === 0 ? undefined : setTimeout(() => setClosable(true), closeDelayMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, closeDelayMs]);

  if (!open) return null;
  const close = () => {
    markPopupClosed(runtime, block.id);
    setDecided(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closable) close();
  };

  return (
    <div className={styles.mask}>
      <div
        ref={dialogRef}
        className={grown || reducedMotion ? styles.dialog : `${styles.dialog} ${styles.entering}`}
        role="dialog"
        aria-modal="true"
        aria-label={image.alt || t.promotion}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <BlockLink link={link} onNavigate={close} className={styles.picture}>
          <BlockImage src={image.src} alt={image.alt} width={image.width} height={image.height} index={-1} />
        </BlockLink>
        <button
          type="button"
          {...dismissControl}
          className={styles.close}
          aria-label={shared.close}
          // Hidden, not absent, during the delay so the dialog does not jump when it appears.
          hidden={!closable}
          onClick={close}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
