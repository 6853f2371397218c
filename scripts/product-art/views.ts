import { DRAWERS } from './drawers';
import { Ctx, esc, FONT, path, rect, shade, textLines } from './kit';
import type { Art, DrawParams } from './types';

/** The manifest's product entry as the views need it. */
export interface ProductArt {
  key: string;
  draw: DrawParams;
  bg: [string, string];
  brand?: string;
  tag: string;
}

/** A spec row from the seed (fixtures/seed/products.json `specs`), printed on the long detail images. */
export interface SpecRow {
  name: string;
  value: string;
}

/** The gallery after the main picture: back, a two-angle pair, in the box, a close-up (keys `<SPU>-2` … `-5`). */
export const GALLERY_VIEWS = ['back', 'pair', 'box', 'detail'] as const;
/** The long 图文详情 pictures (keys `<SPU>-d1`, `-d2`), 750 × 1200 at 2×. */
export const DETAIL_VIEWS = ['story', 'closeups'] as const;
export const DETAIL_HEIGHT = 1200;

function drawArt(c: Ctx, p: ProductArt): Art {
  const drawer = DRAWERS[p.draw.kind];
  if (!drawer) throw new Error(`${p.key}: no drawer for kind ${p.draw.kind}`);
  return drawer(c, p.draw);
}

function doc(c: Ctx, w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join('')}</defs>${body}</svg>`;
}

function studio(c: Ctx, p: ProductArt, w = 750, h = 750): string {
  const [light, deep] = p.bg;
  return `${rect(
    0,
    0,
    w,
    h,
    0,
    c.rad(
      [
        [0, '#ffffff'],
        [0.5, light],
        [1, deep],
      ],
      0.5,
      0.38,
      0.8,
    ),
  )}
${rect(
  0,
  h * 0.76,
  w,
  h * 0.24,
  0,
  c.lin([
    [0, '#fff', 0],
    [1, '#fff', 0.55],
  ]),
)}`;
}

/** Places a 750-box drawing scaled by `s` with its centre at (x, y). */
function place(svg: string, x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s}) translate(-375 -375)">${svg}</g>`;
}

function pill(tag: string): string {
  const font = 30;
  const width = (text: string) =>
    [...text].reduce((n, ch) => n + (/[\u2e80-\uffff]/.test(ch) ? font : font * 0.58), 0);
  const left = '正品保障';
  const lw = width(left) + 36;
  const rw = width(tag) + 40;
  const x = (750 - lw - rw) / 2;
  const y = 660;
  return `${rect(x, y, lw + rw, 60, 30, '#fff', 'stroke="#ff3b30" stroke-width="2"')}${path(`M${x + 30} ${y} H${x + lw} V${y + 60} H${x + 30} A30 30 0 0 1 ${x + 30} ${y}Z`, '#ff3b30')}
<text x="${x + lw / 2}" y="${y + 41}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${font}" fill="#fff">${left}</text>
<text x="${x + lw + rw / 2}" y="${y + 41}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${font}" fill="#e0201b">${esc(tag)}</text>`;
}

function brandText(brand: string | undefined, x = 44, y = 86, fill = '#1f2329'): string {
  return brand
    ? `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="700" font-size="34" letter-spacing="1.5" fill="${fill}" fill-opacity="0.78">${esc(brand)}</text>`
    : '';
}

/** The main picture (list cards, first gallery slide): the front on a studio backdrop with the tag pill. */
export function heroSvg(p: ProductArt): string {
  const c = new Ctx();
  const art = drawArt(c, p);
  const subject =
    art.hero === 'pair'
      ? `${place(art.back, 285, 350, 0.74)}${place(art.front, 475, 360, 0.7)}`
      : place(art.front, 375, 345, 0.82);
  return doc(c, 750, 750, `${studio(c, p)}${subject}${brandText(p.brand)}${pill(p.tag)}`);
}

/** A packaging box in three-quarter view carrying a small picture of what is inside. */
function box(c: Ctx, p: ProductArt, front: string): string {
  const col = shade(p.draw.color, -0.05);
  const face = c.lin([
    [0, '#ffffff'],
    [1, '#e9ebef'],
  ]);
  return `${rect(90, 640, 400, 20, 10, '#000', `fill-opacity="0.18" filter="${c.blur(10)}"`)}
${path('M90 250 L410 250 L480 200 L160 200Z', '#f7f8fa')}${path(
  'M410 250 L480 200 L480 600 L410 650Z',
  c.lin([
    [0, shade(col, 0.1)],
    [1, shade(col, -0.3)],
  ]),
)}
${rect(90, 250, 320, 400, 0, face)}${rect(90, 570, 320, 80, 0, col)}${place(front, 250, 400, 0.36)}
${textLines(120, 600, [140], 0, 14, '#fff')}${textLines(120, 625, [90], 0, 8, '#fff')}`;
}

export function gallerySvg(p: ProductArt, view: (typeof GALLERY_VIEWS)[number]): string {
  const c = new Ctx();
  const art = drawArt(c, p);
  let body: string;
  switch (view) {
    case 'back':
      body = place(art.back, 375, 375, 0.9);
      break;
    case 'pair':
      body = `${place(art.back, 270, 390, 0.62)}${place(art.front, 480, 360, 0.7)}`;
      break;
    case 'box':
      body = `${box(c, p, art.front)}${place(art.front, 560, 420, 0.5)}`;
      break;
    default: {
      const [fx, fy] = art.focus;
      const z = 2.3;
      body = `<g transform="translate(${375 - fx * z} ${375 - fy * z}) scale(${z})">${art.focusBack ? art.back : art.front}</g>`;
    }
  }
  return doc(c, 750, 750, `${studio(c, p)}${body}`);
}

/** The long 图文详情 pictures: a dark "story" panel with the headline and two spec call-outs, then close-ups. */
export function detailSvg(
  p: ProductArt,
  view: (typeof DETAIL_VIEWS)[number],
  name: string,
  specs: readonly SpecRow[],
): string {
  const c = new Ctx();
  const art = drawArt(c, p);
  const H = DETAIL_HEIGHT;
  const text = (
    x: number,
    y: number,
    size: number,
    fill: string,
    s: string,
    weight = 700,
    anchor = 'middle',
  ) =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}">${esc(s)}</text>`;
  if (view === 'story') {
    const callouts = specs
      .slice(0, 3)
      .map((s, i) => {
        const x = 125 + i * 250;
        return `${text(x, 1070, 40, '#ffffff', s.value.length > 8 ? `${s.value.slice(0, 8)}…` : s.value)}${text(x, 1120, 24, '#b8bcc6', s.name, 400)}`;
      })
      .join('');
    return doc(
      c,
      750,
      H,
      `${rect(
        0,
        0,
        750,
        H,
        0,
        c.lin([
          [0, '#101218'],
          [0.6, shade(p.bg[1], -0.6)],
          [1, '#0a0b0f'],
        ]),
      )}
${rect(
  0,
  200,
  750,
  800,
  0,
  c.rad(
    [
      [0, shade(p.bg[0], -0.1), 0.5],
      [1, '#000', 0],
    ],
    0.5,
    0.5,
    0.5,
  ),
)}
${text(375, 110, 56, '#ffffff', p.tag, 900)}${text(375, 170, 28, '#c8ccd6', name.length > 22 ? `${name.slice(0, 22)}…` : name, 400)}
${place(art.hero === 'pair' ? art.back : art.front, 375, 600, 1.05)}${rect(60, 1010, 630, 2, 1, '#ffffff', 'fill-opacity="0.25"')}${callouts}`,
    );
  }
  const [fx, fy] = art.focus;
  const tile = (y: number, svg: string, cx: number, cy: number, z: number) => {
    const clip = c.clip(`<rect x="40" y="${y}" width="670" height="470" rx="24"/>`);
    return `<g clip-path="${clip}">${rect(
      40,
      y,
      670,
      470,
      0,
      c.rad(
        [
          [0, '#ffffff'],
          [1, p.bg[1]],
        ],
        0.5,
        0.4,
        0.8,
      ),
    )}<g transform="translate(${375 - cx * z} ${y + 235 - cy * z}) scale(${z})">${svg}</g></g>`;
  };
  const rows = specs.slice(0, 2);
  return doc(
    c,
    750,
    H,
    `${rect(0, 0, 750, H, 0, '#f6f7f9')}${text(375, 90, 44, '#1f2329', '细节展示', 900)}
${tile(130, art.focusBack ? art.back : art.front, fx, fy, 1.7)}${rows[0] ? text(375, 650, 28, '#4a4f59', `${rows[0].name} · ${rows[0].value}`, 500) : ''}
${tile(680, art.focusBack ? art.front : art.back, 375, 375, 0.75)}${rows[1] ? text(375, 1190 - 10, 28, '#4a4f59', `${rows[1].name} · ${rows[1].value}`, 500) : ''}`,
  );
}

/** A store logo (160 × 160 at 2×): the store's product class drawn on its colours. */
export function storeLogoSvg(draw: DrawParams, bg: [string, string]): string {
  const c = new Ctx();
  const drawer = DRAWERS[draw.kind];
  if (!drawer) throw new Error(`store logo: no drawer for kind ${draw.kind}`);
  const art = drawer(c, draw);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 750 750"><defs>${c.defs.join('')}</defs>
${rect(
  0,
  0,
  750,
  750,
  0,
  c.lin(
    [
      [0, bg[0]],
      [1, bg[1]],
    ],
    0,
    0,
    1,
    1,
  ),
)}${rect(
  0,
  0,
  750,
  750,
  0,
  c.rad(
    [
      [0, '#fff', 0.35],
      [1, '#fff', 0],
    ],
    0.3,
    0.2,
    0.7,
  ),
)}
${place(art.front, 375, 390, 0.78)}</svg>`;
}
