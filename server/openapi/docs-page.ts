import { createHash } from 'node:crypto';
import { DOCS_MESSAGES, type DocsLang } from './docs-messages';
import { DOCS_SCRIPT } from './docs-script';

const DOCS_STYLE = `
body { font: 14px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 16px; color: #1f2329; }
header { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
h1 { font-size: 20px; margin: 0; }
#filter { width: 100%; padding: 8px; margin: 12px 0; box-sizing: border-box; }
section.tag h2 { font-size: 16px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
details.op { border: 1px solid #e5e6eb; border-radius: 6px; margin: 6px 0; padding: 6px 10px; }
details.op summary { cursor: pointer; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
.method { font-weight: 600; min-width: 44px; }
.m-get { color: #0a7c42; } .m-post { color: #1f5fbf; } .m-put { color: #a25b00; }
.sum { color: #4e5969; flex: 1; }
.auth { font-size: 12px; color: #86909c; }
pre { background: #f7f8fa; padding: 8px; overflow: auto; max-height: 320px; font-size: 12px; }
.try { border-top: 1px dashed #ddd; margin-top: 8px; }
.field { display: block; margin: 4px 0; }
.field span { display: inline-block; min-width: 220px; color: #4e5969; }
.field input { width: 320px; max-width: 100%; }
textarea { width: 100%; box-sizing: border-box; font-family: monospace; }
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page allows exactly its own script and style (by hash), calls to its own origin, and no framing. */
export const DOCS_CSP = [
  "default-src 'none'",
  `script-src ${hash(DOCS_SCRIPT)}`,
  `style-src ${hash(DOCS_STYLE)}`,
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** JSON inside a <script> data block: '<' escaped so no text can close the element. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The whole reference page in one answer: markup, its messages, style and script. */
export function docsPage(lang: DocsLang, specUrl: string, selfPath: string): string {
  const m = DOCS_MESSAGES[lang];
  const other: DocsLang = lang === 'en' ? 'zh-CN' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title>
<style>${DOCS_STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(m.title)}</h1>
<a href="${escapeHtml(`${selfPath}?lang=${other}`)}">${escapeHtml(m.otherLanguage)}</a>
<a href="${escapeHtml(specUrl)}">${escapeHtml(m.rawDocument)}</a>
</header>
<p>${escapeHtml(m.intro)}</p>
<input id="filter" type="search" placeholder="${escapeHtml(m.filter)}" aria-label="${escapeHtml(m.filter)}">
<p id="status" role="status"></p>
<main id="ops"></main>
${dataBlock('docs-messages', m)}
${dataBlock('docs-spec-url', specUrl)}
<script>${DOCS_SCRIPT}</script>
</body>
</html>`;
}
