import { imageText, widgetText } from '../core/text';

/** Attribute that marks an element (and its subtree) as not-to-track. */
export const NO_TRACK_ATTR = 'data-track';
export const NO_TRACK_VALUE = 'off';

const NATIVE_CLICKABLE =
  'a,button,input,select,textarea,label,summary,[role="button"],[role="link"],[onclick]';

export interface ClickRules {
  blackList: string[];
  whiteList: string[];
  clickableClasses: string[];
}

function closestAny(el: Element, selectors: string[]): Element | null {
  for (const s of selectors) {
    try {
      const hit = el.closest(s);
      if (hit) return hit;
    } catch {
      // An invalid selector in config must not stop click tracking.
    }
  }
  return null;
}

/**
 * Spec §5 click ignore rules. Returns the element to report, or null to skip:
 * not-to-track marker on the element or an ancestor; black list; white list (when set);
 * clickable-class list (when set). Without lists, the nearest natively clickable
 * ancestor is reported, else the target itself.
 */
export function pickClickTarget(target: Element, rules: ClickRules): Element | null {
  if (target.closest(`[${NO_TRACK_ATTR}="${NO_TRACK_VALUE}"]`)) return null;
  if (closestAny(target, rules.blackList)) return null;
  let el: Element | null = target;
  if (rules.whiteList.length > 0) {
    el = closestAny(target, rules.whiteList);
    if (!el) return null;
  }
  if (rules.clickableClasses.length > 0) {
    // CSS.escape is missing in some old webviews; class names need only this much escaping.
    const sel = rules.clickableClasses.map((c) => `.${c.replace(/[^\w-]/g, '\\$&')}`);
    const hit = closestAny(el, sel);
    if (!hit) return null;
    return rules.whiteList.length > 0 ? el : hit;
  }
  return rules.whiteList.length > 0 ? el : (target.closest(NATIVE_CLICKABLE) ?? target);
}

export function isClickable(el: Element, clickableClasses: string[]): boolean {
  return el.matches(NATIVE_CLICKABLE) || clickableClasses.some((c) => el.classList.contains(c));
}

/** Spec §5 text rules: image alt/title/src (>300 → 299); other text whitespace-normalised (≤300). */
export function clickContent(el: Element): string {
  if (el.tagName === 'IMG') {
    return imageText(el.getAttribute('alt') || el.getAttribute('title') || el.getAttribute('src') || '');
  }
  if (el instanceof HTMLInputElement) {
    // Never the value of a text field (privacy); buttons show their label.
    return ['button', 'submit', 'reset'].includes(el.type)
      ? widgetText(el.value)
      : widgetText(el.placeholder);
  }
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return '';
  const text = el.textContent ?? '';
  if (text.trim() === '') {
    const img = el.querySelector('img');
    if (img) return clickContent(img);
    return widgetText(el.getAttribute('aria-label') || el.getAttribute('title') || '');
  }
  return widgetText(text);
}

/** Short CSS-like path: tag#id or tag.class:nth-of-type, up to 8 levels, root last dropped. */
export function elementPath(el: Element): string {
  const parts: string[] = [];
  let node: Element | null = el;
  for (let depth = 0; node && depth < 8 && node.tagName !== 'HTML'; depth++) {
    const tag = node.tagName.toLowerCase();
    if (node.id) {
      parts.unshift(`${tag}#${node.id}`);
      break;
    }
    const parent: Element | null = node.parentElement;
    const same = parent ? Array.from(parent.children).filter((c) => c.tagName === node?.tagName) : [];
    parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
    node = parent;
  }
  return parts.join('>');
}

export function widgetStatus(el: Element): string {
  if (el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true') return 'disabled';
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    return el.checked ? 'checked' : 'unchecked';
  }
  const pressed = el.getAttribute('aria-pressed') ?? el.getAttribute('aria-selected');
  if (pressed === 'true') return 'selected';
  return 'normal';
}
