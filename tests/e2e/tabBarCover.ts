/**
 * What lies under the tab bar now, run in the page: every fixed layer that meets it and every
 * piece of content (text, picture, control) behind it, named for the failure message. Called with the
 * page scrolled to its end, where nothing may be left under the bar; a layer that spans the whole screen
 * (the skeleton, a mask) is not a bar and is not counted. An empty list when there is no tab bar.
 */
export function underTabBar(): string[] {
  const tabBar = document.querySelector('[data-testid="tab-bar"]');
  if (!tabBar) return [];
  const b = tabBar.getBoundingClientRect();
  const hits: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (tabBar.contains(el) || el.contains(tabBar)) continue;
    // What of it can be seen: its box cut by every ancestor that clips (a scrolled rail's rows below
    // its end are not on the screen at all).
    const box = el.getBoundingClientRect();
    let top = box.top;
    let bottom = box.bottom;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    const r = { left: box.left, right: box.right, top, bottom };
    if (box.width < 1 || bottom - top < 1) continue;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.opacity === '0') continue;
    const fixed = s.position === 'fixed';
    const content =
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ||
      ['IMG', 'BUTTON', 'A', 'INPUT', 'svg'].includes(el.tagName);
    if (!fixed && !content) continue;
    if (fixed && box.height >= window.innerHeight - 1) continue;
    if (r.left < b.right && b.left < r.right && r.top < b.bottom - 0.5 && b.top < r.bottom - 0.5)
      hits.push(
        `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 20)}"`,
      );
  }
  return hits;
}
