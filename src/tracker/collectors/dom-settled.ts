/**
 * Watches DOM changes to estimate when the first screen settled (PagePerformance `timing.domSettled`);
 * stops after `limit` mutation records (spec §9: 500) so a busy page does not pay for observation
 * forever. Started with the tracker, not by the performance collector: that one loads once the page is
 * idle, when the changes that build the first screen are over. The function returned stops
 * watching and gives the time of the last change seen (performance.now(); 0 when none), null without
 * MutationObserver.
 */
export function watchMutations(limit: number): () => number | null {
  if (typeof MutationObserver === 'undefined') return () => null;
  let seen = 0;
  let last = 0;
  const obs = new MutationObserver((records) => {
    seen += records.length;
    last = performance.now();
    if (seen >= limit) obs.disconnect();
  });
  obs.observe(document.documentElement, { childList: true, subtree: true });
  return () => {
    obs.disconnect();
    return last;
  };
}
