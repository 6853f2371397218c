import type { Lang } from '../../schemas/i18n/lang';

/** Text into HTML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,sans-serif;background:#f5f5f7;color:#1d1d1f}
main{max-width:375px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px}
p{margin:0 0 16px;color:#555}
form{margin:0}
button{display:block;width:100%;text-align:left;padding:14px 16px;margin:0 0 12px;border:1px solid #ddd;
 border-radius:12px;background:#fff;font:inherit;cursor:pointer}
button:focus-visible{outline:3px solid #c8102e}
small{display:block;color:#777}
.warn{color:#a15c00}
a{color:#c8102e}
`;

/** A complete page in `lang` (its `<html lang>`); body must already be escaped. */
export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}
