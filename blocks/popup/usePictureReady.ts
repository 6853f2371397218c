import { useEffect, useState } from 'react';

/** The longest the popup waits for its picture: on a slow network it opens without it rather than never. */
export const PICTURE_WAIT_MS = 3000;

/** Where pictures cannot be decoded ahead (the server, a test DOM) there is nothing to wait for. */
const canDecode = (): boolean => typeof Image !== 'undefined' && typeof Image.prototype.decode === 'function';

/**
 * Whether the popup's picture is loaded and decoded, asked for once `wanted` (the popup is due). The popup
 * opens whole, not as an empty frame the picture fills later; and its picture's first paint is the popup's
 * first frame, which PopupBlock draws small (see its entrance). A picture that fails counts as ready.
 */
export function usePictureReady(src: string, wanted: boolean): boolean {
  const [ready, setReady] = useState(() => !canDecode());
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    const picture = new Image();
    picture.src = src;
    picture.decode().then(done, done);
    const timer = setTimeout(done, PICTURE_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [src, wanted, ready]);
  return ready;
}
