/**
 * Wraps history.pushState/replaceState so SPA navigations can be observed (the browser
 * fires no event for them). The remover restores the originals only if nobody wrapped
 * them after us, so another library's patch is never undone.
 */
export function patchHistory(onChange: () => void): () => void {
  const h = history;
  const origPush = h.pushState;
  const origReplace = h.replaceState;
  const push: History['pushState'] = function (this: History, ...args) {
    origPush.apply(this, args);
    onChange();
  };
  const replace: History['replaceState'] = function (this: History, ...args) {
    origReplace.apply(this, args);
    onChange();
  };
  h.pushState = push;
  h.replaceState = replace;
  return () => {
    if (h.pushState === push) h.pushState = origPush;
    if (h.replaceState === replace) h.replaceState = origReplace;
  };
}
