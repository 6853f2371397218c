/**
 * The legacy bundle's loader (ADR 0046): plain ES5 that every engine parses, served as a file
 * (the page's CSP allows only its own scripts and hashed inline ones). It runs where the modern bundle did
 * not: a `nomodule` script for engines without ES modules, and a one-line inline module script (allowed by
 * its hash) for engines with modules that refused the modern entry's syntax guard (src/legacy/guard.ts).
 * Below the floor (no Promise, fetch or the ES2017 library) it swaps the boot skeleton for the spec's
 * "app version too low" notice instead of leaving the skeleton forever.
 */
export interface BootInput {
  /** The legacy bundle and its stylesheet, as URLs under the page's base. */
  script: string;
  stylesheet: string;
  /** The notice below the floor, by language (the bridge catalogue's upgradeRequired). */
  notice: { 'zh-CN': string; en: string };
}

/** Feature tests of the floor: what an ES2017 engine (Chrome 61, iOS 12) has and older ones lack. */
const FLOOR_TEST = [
  "typeof Promise=='function'",
  "typeof fetch=='function'",
  "typeof Symbol=='function'",
  "typeof Map=='function'",
  'Object.assign&&Object.entries&&Object.values',
  'Array.prototype.includes&&String.prototype.padStart',
].join('&&');

export function bootScript(input: BootInput): string {
  const s = JSON.stringify;
  return `(function(){
var w=window,d=document;
if(w.__mallBoot)return;w.__mallBoot=1;
function lang(){
var m=/[?&]lang=([^&#]*)/.exec(location.search),v=m?decodeURIComponent(m[1]):'';
if(!v){try{v=sessionStorage.getItem('mall-lang')||''}catch(e){}}
var l=[v].concat(navigator.languages||[navigator.language||'']);
for(var i=0;i<l.length;i++){var x=String(l[i]||'').toLowerCase();if(x.indexOf('en')===0)return 'en';if(x.indexOf('zh')===0)return 'zh-CN'}
return 'zh-CN'}
var root=d.getElementById('root');
if(!(${FLOOR_TEST})){
var n=${s(input.notice)},p=d.createElement('p');
p.className='mall-upgrade-notice';p.setAttribute('role','alert');p.appendChild(d.createTextNode(n[lang()]));
if(root){while(root.firstChild)root.removeChild(root.firstChild);root.appendChild(p)}
return}
var f=d.createElement('div');f.style.display='flex';f.style.flexDirection='column';f.style.rowGap='1px';
f.appendChild(d.createElement('div'));f.appendChild(d.createElement('div'));d.body.appendChild(f);
if(f.scrollHeight!==1)d.documentElement.className+=' no-flexgap';
d.body.removeChild(f);
var c=d.createElement('link');c.rel='stylesheet';c.href=${s(input.stylesheet)};d.head.appendChild(c);
var j=d.createElement('script');j.src=${s(input.script)};d.body.appendChild(j);
})();
`;
}

/**
 * The inline module script placed after the modern entry: module scripts run in document order, so by
 * then the modern entry has run (and set window.__mallBundle) unless the engine refused its syntax; then
 * this loads the boot file. Kept to one short line: its CSP hash is computed from the served page.
 */
export const modernFallback = (bootUrl: string): string =>
  `if(!window.__mallBundle){var s=document.createElement('script');s.src=${JSON.stringify(bootUrl)};document.body.appendChild(s)}`;

/** The built page with the legacy loader before </body>: the inline fallback and the nomodule boot. */
export function withLegacyLoader(html: string, bootUrl: string): string {
  if (html.includes('id="mall-legacy-boot"')) throw new Error('index.html already has the legacy loader');
  const tags =
    `    <script type="module">${modernFallback(bootUrl)}</script>\n` +
    `    <script nomodule id="mall-legacy-boot" src="${bootUrl}"></script>\n`;
  if (!html.includes('</body>')) throw new Error('index.html has no </body>');
  return html.replace('</body>', `${tags}  </body>`);
}
