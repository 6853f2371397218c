import { createHash } from 'node:crypto';

/**
 * A server-rendered first screen is whole without its scripts: they only make it answer taps (ADR 0051).
 * So such a page asks for them once the screen and its pictures are painted, not beside the pictures: on a
 * slow link the entry's 110 KB no longer share the line with the largest picture, and the largest paint
 * does not wait for them. Taps made before the scripts run are kept and answered once the screen hydrates
 * (src/lib/earlyTaps.ts); links are plain links meanwhile.
 *
 * The boot script is inline (one round trip less than a file), the same text on every page, allowed by its
 * hash; it reads the entry's address from its own data attribute, and the module preloads wait in an inert
 * `<template>` it moves into the head.
 */
export const BOOT_SCRIPT = [
  '(function(){',
  // Elder mode before the first paint (ADR 0043): the address flag, else this visit's choice, as
  // src/ui/elderMode.ts decides it at boot (the entry now runs after the paint and confirms it).
  'try{var q=/[?&]elder=([^&#]*)/.exec(location.search),v=q?decodeURIComponent(q[1]).trim().toLowerCase():null,on=null;',
  'if(v!==null){if(v===""||v==="1"||v==="true"||v==="yes"||v==="y")on=true;else if(v==="0"||v==="false"||v==="no"||v==="n")on=false}',
  'if(on===null){var r=sessionStorage.getItem("mall:elder");if(r!==null)on=r==="1"}',
  'if(on)document.documentElement.setAttribute("data-elder","")}catch(e){}',
  'var me=document.currentScript,taps=[];window.__mallEarlyTaps=taps;',
  // Capture phase: the tap is kept before anything else sees it; a link still navigates (the page works).
  'function keep(e){if(window.__mallEarlyTaps!==taps){document.removeEventListener("click",keep,true);return}',
  'var t=e.target&&e.target.closest?e.target.closest("button,[role=button],[role=tab],input,label,summary"):null;',
  'if(!t)return;e.preventDefault();e.stopPropagation();if(taps.indexOf(t)<0)taps.push(t)}',
  'document.addEventListener("click",keep,true);',
  // An engine without ES modules runs the page's nomodule legacy boot instead (ADR 0046): no entry here.
  'function go(){if(!("noModule" in HTMLScriptElement.prototype))return;var later=document.getElementById("mall-later");',
  'if(later)document.head.appendChild(later.content.cloneNode(true));',
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=me.getAttribute("data-entry");',
  // An engine that refused the modern entry's syntax (it never set __mallBundle) gets the legacy boot file,
  // as the built page's inline fallback would have done after the entry (ADR 0046).
  's.onload=s.onerror=function(){if(window.__mallBundle)return;var b=document.getElementById("mall-legacy-boot");',
  'if(b){var l=document.createElement("script");l.src=b.getAttribute("src");document.body.appendChild(l)}};',
  'document.head.appendChild(s)}',
  // After the frame that paints the loaded screen: the load event (pictures in), their decoding (a loaded
  // picture is painted only once decoded), then past the next paint.
  'function afterPaint(){var imgs=[].slice.call(document.querySelectorAll("#root img"));',
  'Promise.all(imgs.map(function(i){return i.complete&&i.naturalWidth&&i.decode?i.decode().catch(function(){}):0}))',
  '.then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}',
  'if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint);',
  '})();',
].join('');

/** The CSP source that allows the boot script, and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
/** Inline module scripts expect to run after the entry (the legacy fallback): the boot script does their job. */
const INLINE_MODULE = /<script type="module">[^<]*<\/script>\s*/g;

/**
 * The page with its entry script and module preloads deferred to after the first paint, or the page as it
 * was when it has no entry script of the expected shape (then nothing is deferred and nothing is broken).
 */
export function scriptsAfterPaint(html: string): { html: string; deferred: boolean } {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) return { html, deferred: false };
  const src = entry[1];
  const withoutEntry = html.replace(ENTRY_SCRIPT, '').replace(INLINE_MODULE, '');
  const preloads = withoutEntry.match(MODULE_PRELOAD) ?? [];
  const page = withoutEntry.replace(MODULE_PRELOAD, '');
  // In the head: it sets elder mode before the body is painted; the address is the build's own
  // (index.html), never the request's, so it is safe in an attribute as written.
  const boot = `<script data-entry="${src}">${BOOT_SCRIPT}</script>`;
  const later = `<template id="mall-later">${preloads.map((p) => p.trim()).join('')}</template>`;
  return {
    html: page.replace('</head>', `${boot}</head>`).replace('</body>', `${later}</body>`),
    deferred: true,
  };
}
