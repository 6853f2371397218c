import { cap } from '../core/text';
import { clickContent, elementPath, isClickable, pickClickTarget, widgetStatus } from './click-rules';
import { listen } from './listen';
import type { CollectorDeps, Uninstall } from './types';

/** ClickUpload for taps on the page (capture phase, so stopPropagation in the app does not hide them). */
export function installClick({ ctx, emit, report }: CollectorDeps): Uninstall {
  const rules = ctx.config.click;
  return listen<MouseEvent>(
    document,
    'click',
    (e) => {
      const target = e.target;
      if (!(target instanceof Element)) return;
      const el = pickClickTarget(target, rules);
      if (!el) return;
      const doc = document.documentElement;
      void emit('ClickUpload', {
        widgetNo: cap(el.id || el.getAttribute('data-track-id') || '', 100),
        status: widgetStatus(el),
        widgetName: cap(
          el.getAttribute('data-track-name') ||
            el.getAttribute('aria-label') ||
            el.getAttribute('name') ||
            '',
          100,
        ),
        clickable: isClickable(el, rules.clickableClasses),
        content: clickContent(el),
        path: cap(elementPath(el), 300),
        type: el instanceof HTMLInputElement ? `input:${el.type}` : el.tagName.toLowerCase(),
        x: Math.round(e.pageX),
        y: Math.round(e.pageY),
        pageWidth: Math.max(doc.scrollWidth, doc.clientWidth),
        pageHeight: Math.max(doc.scrollHeight, doc.clientHeight),
        clickTime: Date.now(),
      });
    },
    report,
    { capture: true, passive: true },
  );
}
