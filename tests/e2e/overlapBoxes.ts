/**
 * What lies on what right now, run in the page with getBoundingClientRect: the layout
 * collisions a shopper would see on a screen at rest. Three kinds, each named for the failure message:
 *
 * - `cover`: a floating layer (position fixed or sticky, not the whole screen: the floating cart,
 *   back-to-top, pendants, a bottom action bar, a sticky header) lies on a price, a title, a text or a
 *   button of the content. A bar that spans the screen's width may have content scrolled under it (the
 *   page goes on behind it), so a bar counts only where the page cannot scroll further: a top bar at the
 *   page's start, a bottom bar at its end. A narrower layer (a float) counts wherever it is.
 * - `close`: a close button (its name says 关闭 / close) not wholly on the screen.
 * - `edge`: a button of the content or a float closer than 8 px to the screen's left or right edge. Rows
 *   as wide as the screen or as their side rail are not buttons in this sense, and a strip that scrolls
 *   sideways cuts its buttons at the edge on purpose.
 *
 * A card or a banner (a control bigger than 100×100 px) is checked by its price, title and texts: a layer
 * may lie on its picture, as JD's floating cart does, but not on what it says.
 *
 * The closeWords argument is the close button's name in the catalogues, so the check follows them.
 */
export function collisions(closeWords: string[]): string[] {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const scrollMax = document.documentElement.scrollHeight - vh;
  const atTop = window.scrollY <= 1;
  const atEnd = window.scrollY >= scrollMax - 1;
  const name = (el: Element): string =>
    `${el.tagName.toLowerCase()}${el.getAttribute('data-block-type') ? `[${el.getAttribute('data-block-type')}]` : ''}.${String(el.className).split(' ')[0]} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 16)}"`;
  const shown = (el: Element): boolean => {
    for (let up: Element | null = el; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return false;
    }
    return true;
  };
  /**
   * What a shopper sees of an element: a control's or a price's box, a text's ink (its own text runs, not
   * the empty rest of a heading's line), cut by every ancestor that clips it (a scroller's rows beyond
   * its edge).
   */
  const inkOf = (el: Element): DOMRect => {
    if (el.matches('button, a[href], [role="button"], [data-mall-price]')) return el.getBoundingClientRect();
    const range = document.createRange();
    let ink: { left: number; right: number; top: number; bottom: number } | null = null;
    for (const n of el.childNodes) {
      if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) continue;
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      ink = ink
        ? {
            left: Math.min(ink.left, r.left),
            right: Math.max(ink.right, r.right),
            top: Math.min(ink.top, r.top),
            bottom: Math.max(ink.bottom, r.bottom),
          }
        : { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }
    return ink
      ? new DOMRect(ink.left, ink.top, ink.right - ink.left, ink.bottom - ink.top)
      : el.getBoundingClientRect();
  };
  const visibleBox = (el: Element): { left: number; right: number; top: number; bottom: number } | null => {
    const r = inkOf(el);
    let { left, right, top, bottom } = r;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = up.getBoundingClientRect();
      if (s.overflowX !== 'visible') {
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
      }
      if (s.overflowY !== 'visible') {
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
    }
    left = Math.max(left, 0);
    right = Math.min(right, vw);
    top = Math.max(top, 0);
    bottom = Math.min(bottom, vh);
    return right - left >= 1 && bottom - top >= 1 ? { left, right, top, bottom } : null;
  };
  const meets = (
    a: { left: number; right: number; top: number; bottom: number },
    b: { left: number; right: number; top: number; bottom: number },
  ): boolean =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

  // The floating layers: the outermost fixed or sticky elements shown, except a mask or a sheet over the
  // whole screen (a dialog is its own screen while open).
  const all = [...document.body.querySelectorAll('*')];
  const layers: Element[] = [];
  for (const el of all) {
    const pos = getComputedStyle(el).position;
    if (pos !== 'fixed' && pos !== 'sticky') continue;
    if (layers.some((l) => l.contains(el))) continue;
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width >= vw - 1 && r.height >= vh - 1) continue;
    if (el.closest('[role="dialog"], [role="alertdialog"]')) continue;
    layers.push(el);
  }
  const inLayer = (el: Element): boolean => layers.some((l) => l.contains(el));

  // The content: prices, titles and texts (an element with its own text), pictures' links and buttons.
  const isControl = (el: Element): boolean =>
    el.matches('button, a[href], [role="button"], [role="checkbox"], input[type="checkbox"]');
  const content = all.filter(
    (el) =>
      !inLayer(el) &&
      !el.closest('[role="dialog"], [role="alertdialog"]') &&
      el.getBoundingClientRect().width > 1 &&
      (isControl(el) ||
        el.hasAttribute('data-mall-price') ||
        el.hasAttribute('data-mall-title') ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())),
  );

  // A card or a banner is a control as big as a picture: what of it a layer may not cover is its price,
  // title and texts (checked one by one), not its picture. A small control (a button) counts whole.
  const small = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width * r.height < 100 * 100;
  };
  const hits: string[] = [];
  for (const layer of layers) {
    const box = visibleBox(layer);
    if (!box) continue;
    const wide = box.right - box.left >= vw - 1;
    if (wide) {
      const top = box.top < vh / 2;
      if (top ? !atTop : !atEnd) continue;
    }
    for (const el of content) {
      if (isControl(el) && !small(el)) continue;
      // Text inside a small control is the control's; count the control once.
      const owner = el.parentElement?.closest('button, a[href], [role="button"]');
      if (owner && small(owner)) continue;
      const b = visibleBox(el);
      if (!b || !shown(el)) continue;
      if (meets(box, b)) hits.push(`cover: ${name(layer)} on ${name(el)}`);
    }
  }

  for (const el of all) {
    if (!el.matches('button, a[href], [role="button"]') || !shown(el)) continue;
    if (el.closest('[aria-hidden="true"]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const label = `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`;
    if (closeWords.some((w) => label.includes(w))) {
      // Wholly on screen: a close button half outside cannot be aimed at.
      const onScreen = r.left >= 0 && r.top >= 0 && r.right <= vw && r.bottom <= vh;
      const inView = r.bottom > 0 && r.top < vh;
      if (inView && !onScreen) hits.push(`close: ${name(el)} at ${Math.round(r.left)},${Math.round(r.top)}`);
    }
    if (r.bottom <= 0 || r.top >= vh) continue;
    if (r.width >= vw * 0.9) continue;
    // A row of a side rail (the category tree's first level) is the rail's, which may meet the edge.
    const parent = el.parentElement?.getBoundingClientRect();
    if (parent && r.width >= parent.width - 1 && parent.height >= vh * 0.4) continue;
    // Inside a bar as wide as the screen (tab bar, action bar): the bar's own padding decides.
    const bar = layers.find((l) => l.contains(el) && l.getBoundingClientRect().width >= vw - 1);
    if (bar) continue;
    let scrolled = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const s = getComputedStyle(up);
      if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && up.scrollWidth > up.clientWidth + 1) {
        scrolled = true;
        break;
      }
    }
    if (scrolled || el.closest('[data-tucked]')) continue;
    if (r.left < 8 - 0.5 || r.right > vw - 8 + 0.5)
      hits.push(`edge: ${name(el)} at ${Math.round(r.left)}–${Math.round(r.right)}`);
  }
  return [...new Set(hits)];
}

/**
 * While a dialog's mask is up, what shows above it (the home's category strip stayed bright over
 * the popup's mask): every other fixed or sticky layer, probed at its centre with elementFromPoint, must be
 * under the mask. Named for the failure message.
 */
export function aboveMask(): string[] {
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog) return ['no dialog'];
  // The mask: the outermost fixed ancestor of the dialog (or the dialog itself).
  let mask: Element = dialog;
  for (let up = dialog.parentElement; up && up !== document.body; up = up.parentElement)
    if (getComputedStyle(up).position === 'fixed') mask = up;
  const hits: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (mask.contains(el) || el.contains(mask)) continue;
    const s = getComputedStyle(el);
    if ((s.position !== 'fixed' && s.position !== 'sticky') || s.visibility === 'hidden') continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (top && !mask.contains(top))
      hits.push(`above the mask: ${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
  }
  return hits;
}
