/**
 * Marks a block's own dismiss control (a popup's or pendant's close button). Operators' figures count a
 * tap inside a block as a click-through; closing it is the opposite, so the booth's click counter
 * (src/booth/blockExposure.ts) skips taps on a marked control (a popup's "CTR" of 83 % was closes).
 */
export const DISMISS_ATTRIBUTE = 'data-dismiss';

/** Spread on the close button: `<button {...dismissControl} …>`. */
export const dismissControl = { [DISMISS_ATTRIBUTE]: '' } as const;
