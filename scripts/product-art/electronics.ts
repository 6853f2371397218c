import { type Ctx, circle, ellipse, floorShadow, lens, line, path, rect, shade, textLines } from './kit';
import type { Art, DrawParams } from './types';

/** A phone screen's wallpaper: soft waves in the accent colour. */
function wallpaper(c: Ctx, x: number, y: number, w: number, h: number, r: number, accent: string): string {
  const clip = c.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`);
  return `<g clip-path="${clip}">${rect(
    x,
    y,
    w,
    h,
    0,
    c.lin(
      [
        [0, shade(accent, 0.35)],
        [1, shade(accent, -0.45)],
      ],
      0,
      0,
      1,
      1,
    ),
  )}
${path(`M${x} ${y + h * 0.55} C${x + w * 0.3} ${y + h * 0.4} ${x + w * 0.6} ${y + h * 0.75} ${x + w} ${y + h * 0.5} V${y + h} H${x}Z`, shade(accent, -0.3), 'fill-opacity="0.7"')}
${path(`M${x} ${y + h * 0.72} C${x + w * 0.4} ${y + h * 0.6} ${x + w * 0.7} ${y + h * 0.9} ${x + w} ${y + h * 0.7} V${y + h} H${x}Z`, shade(accent, -0.55), 'fill-opacity="0.8"')}
${textLines(x + w * 0.1, y + h * 0.1, [w * 0.34], 0, h * 0.045, '#fff')}
${textLines(x + w * 0.1, y + h * 0.17, [w * 0.5], 0, h * 0.018, '#fff')}</g>`;
}

/** Slab phones; `variant` is the camera island layout of the brand class. */
export function phone(c: Ctx, p: DrawParams): Art {
  const x = 228;
  const y = 60;
  const w = 294;
  const h = 610;
  const r = 46;
  const frame = c.metal(shade(p.color, 0.1));
  const shadow = floorShadow(c, 375, 682, 170, 0.22);
  const front = `${shadow}${rect(x - 4, y - 4, w + 8, h + 8, r + 4, frame)}${rect(x, y, w, h, r, '#0b0c10')}
${wallpaper(c, x + 10, y + 10, w - 20, h - 20, r - 10, p.accent ?? '#6a7bd8')}
${circle(375, y + 34, 9, '#05060a')}${circle(372, y + 31, 2.5, '#3a4a70')}
${rect(x + 10, y + 10, w - 20, h - 20, r - 10, c.sheen(0.22))}`;
  const body = c.lin(
    [
      [0, shade(p.color, 0.25)],
      [0.5, p.color],
      [1, shade(p.color, -0.22)],
    ],
    0,
    0,
    1,
    1,
  );
  const island = phoneIsland(c, p);
  const back = `${shadow}${rect(x - 4, y - 4, w + 8, h + 8, r + 4, frame)}${rect(x, y, w, h, r, body)}
${rect(x, y, w, h, r, c.sheen(0.3))}${island}
${rect(x + w * 0.36, y + h * 0.8, w * 0.28, 8, 4, shade(p.color, -0.12), 'fill-opacity="0.6"')}`;
  const centred = ['ring', 'round', 'octagon', 'halo'].includes(p.variant ?? '');
  return { front, back, focus: centred ? [375, 200] : [300, 150], focusBack: true, hero: 'pair' };
}

function phoneIsland(c: Ctx, p: DrawParams): string {
  const deco = shade(p.color, -0.2);
  switch (p.variant) {
    case 'ring': // a large round "star ring" centred high, three lenses and a flash
    case 'round':
    case 'halo': {
      const cy = 205;
      const R = p.variant === 'halo' ? 104 : 96;
      const halo =
        p.variant === 'halo'
          ? circle(375, cy, R + 10, 'none', `stroke="${c.metal('#d7d9de')}" stroke-width="8"`)
          : '';
      const ring =
        p.variant === 'ring' ? circle(375, cy, R - 6, 'none', 'stroke="#c9a96a" stroke-width="4"') : '';
      return `${circle(375, cy + 6, R + 4, '#000', `fill-opacity="0.25" filter="${c.blur(8)}"`)}${halo}
${circle(
  375,
  cy,
  R,
  c.rad(
    [
      [0, shade(deco, 0.2)],
      [1, shade(deco, -0.4)],
    ],
    0.4,
    0.3,
    0.8,
  ),
)}${ring}
${lens(c, 375, cy - 44, 30)}${lens(c, 335, cy + 30, 30)}${lens(c, 415, cy + 30, 30)}
${circle(375, cy + 62, 8, '#fff4d6')}`;
    }
    case 'octagon': {
      const cy = 210;
      const pts = Array.from({ length: 8 }, (_, i) => {
        const a = (Math.PI / 4) * i + Math.PI / 8;
        return `${375 + 100 * Math.cos(a)},${cy + 100 * Math.sin(a)}`;
      }).join(' ');
      return `<polygon points="${pts}" fill="${c.metal(shade(p.color, -0.1))}"/>
${lens(c, 375, cy - 42, 28)}${lens(c, 337, cy + 26, 28)}${lens(c, 413, cy + 26, 28)}${circle(375, cy + 70, 7, '#fff4d6')}`;
    }
    case 'vertical': // three separate lenses down the left edge, no island
      return `${lens(c, 285, 130, 30)}${lens(c, 285, 200, 30)}${lens(c, 285, 270, 30)}${circle(335, 140, 7, '#fff4d6')}`;
    case 'grid': // rounded-square island with four cells
      return `${rect(250, 85, 150, 150, 40, c.metal(shade(p.color, -0.15)))}${rect(254, 89, 142, 142, 36, deco)}
${lens(c, 292, 127, 28)}${lens(c, 358, 127, 28)}${lens(c, 292, 193, 28)}${circle(358, 193, 10, '#fff4d6')}`;
    default: // 'square': square glass island top-left, two lenses on the diagonal
      return `${rect(
        246,
        80,
        150,
        150,
        36,
        c.lin(
          [
            [0, shade(p.color, 0.2)],
            [1, shade(p.color, -0.2)],
          ],
          0,
          0,
          1,
          1,
        ),
      )}
${rect(246, 80, 150, 150, 36, 'none', `stroke="${shade(p.color, -0.25)}" stroke-width="2"`)}
${lens(c, 290, 124, 32)}${lens(c, 352, 186, 32)}${circle(356, 118, 9, '#fff4d6')}${circle(290, 190, 5, '#222')}`;
  }
}

/** Open clamshell laptop in three-quarter front view. `variant`: 'thinkpad' (red pointing stick), 'gaming'. */
export function laptop(c: Ctx, p: DrawParams): Art {
  const lid = shade(p.color, -0.05);
  const gaming = p.variant === 'gaming';
  const shadow = floorShadow(c, 375, 612, 320, 0.25);
  const keys: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k < 12; k++) {
      const kx = 178 + k * 33 + row * 3;
      const ky = 508 + row * 15;
      keys.push(rect(kx, ky, 28, 11, 2, gaming ? ((k + row) % 3 === 0 ? '#37d1ff' : '#1a1c22') : '#1c1d21'));
    }
  }
  const deck = `${path(
    'M112 600 L638 600 L600 492 L150 492 Z',
    c.lin([
      [0, shade(p.color, 0.15)],
      [1, shade(p.color, -0.15)],
    ]),
  )}
${path('M112 600 L638 600 L636 612 L114 612 Z', shade(p.color, -0.35))}${keys.join('')}
${path('M318 585 L432 585 L428 566 L322 566 Z', shade(p.color, -0.08))}
${p.variant === 'thinkpad' ? circle(375, 540, 5, '#d2232a') : ''}`;
  const screen = `${path('M150 492 L600 492 L588 150 L162 150 Z', lid)}${path('M166 480 L584 480 L574 166 L176 166 Z', '#0b0c10')}
${path(
  'M172 474 L578 474 L569 172 L181 172 Z',
  c.lin(
    [
      [0, shade(p.accent ?? '#4a78c8', 0.3)],
      [1, shade(p.accent ?? '#4a78c8', -0.5)],
    ],
    0,
    0,
    1,
    1,
  ),
)}
${path('M181 172 L420 172 L270 474 L172 474 Z', '#fff', 'fill-opacity="0.08"')}`;
  const front = `${shadow}${screen}${deck}${gaming ? path('M112 600 L638 600 L636 604 L114 604Z', '#37d1ff', 'fill-opacity="0.8"') : ''}`;
  const back = `${floorShadow(c, 375, 560, 300, 0.22)}${path('M120 540 L630 540 L600 170 L150 170 Z', c.metal(lid))}
${path('M120 540 L630 540 L628 556 L122 556 Z', shade(p.color, -0.35))}
${path('M150 170 L350 170 L230 540 L120 540 Z', '#fff', 'fill-opacity="0.1"')}
${gaming ? path('M330 300 L420 300 L400 380 L350 380Z', 'none', 'stroke="#37d1ff" stroke-width="4"') : ellipse(375, 340, 40, 40, shade(lid, -0.08))}`;
  return { front, back, focus: [375, 540] };
}

/** Tablets, e-readers and two-in-ones. `variant`: 'reader' (e-ink page), 'kickstand' (keyboard cover). */
export function tablet(c: Ctx, p: DrawParams): Art {
  const reader = p.variant === 'reader';
  const x = reader ? 230 : 170;
  const y = reader ? 90 : 130;
  const w = reader ? 290 : 410;
  const h = reader ? 400 : 520;
  const bezel = reader ? 28 : 18;
  const shadow = floorShadow(c, 375, y + h + 18, w * 0.55, 0.22);
  const screen = reader
    ? `${rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, 6, '#e9e8e2')}
${textLines(
  x + bezel + 20,
  y + bezel + 26,
  Array.from({ length: 14 }, (_, i) => (i % 5 === 4 ? 120 : 190)),
  22,
  7,
  '#8c8b86',
)}`
    : wallpaper(c, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, 14, p.accent ?? '#7b6fd8');
  const kb =
    p.variant === 'kickstand'
      ? `${path(`M${x - 20} ${y + h + 10} L${x + w + 20} ${y + h + 10} L${x + w + 60} ${y + h + 70} L${x - 60} ${y + h + 70}Z`, c.gloss(p.accent ?? '#3a5f8f'))}
${textLines(x + 10, y + h + 24, [w - 20, w, w + 30], 14, 8, shade(p.accent ?? '#3a5f8f', -0.3))}`
      : '';
  const front = `${shadow}${kb}${rect(x - 3, y - 3, w + 6, h + 6, 30, c.metal(p.color))}${rect(x, y, w, h, 28, reader ? '#16171a' : '#0b0c10')}${screen}
${rect(x, y, w, h, 28, c.sheen(0.18))}`;
  const back = `${shadow}${rect(x - 3, y - 3, w + 6, h + 6, 30, c.metal(p.color))}${rect(x, y, w, h, 28, c.gloss(p.color))}
${reader ? ellipse(375, y + h * 0.5, 40, 40, shade(p.color, -0.1)) : `${rect(x + 22, y + 22, 70, 70, 20, shade(p.color, -0.12))}${lens(c, x + 57, y + 57, 20)}`}
${p.variant === 'kickstand' ? rect(x, y + h * 0.55, w, 4, 2, shade(p.color, -0.25)) : ''}`;
  return { front, back, focus: reader ? [375, 220] : [x + 57, y + 57], focusBack: !reader };
}

/** True wireless earbuds in their open charging case. `variant`: 'stem' (long stems) or 'bud'. */
export function earbuds(c: Ctx, p: DrawParams): Art {
  const stem = p.variant === 'stem';
  const caseFill = c.gloss(p.color);
  const lid = stem
    ? `${path('M240 330 Q240 190 375 190 Q510 190 510 330 Z', caseFill)}${rect(240, 322, 270, 10, 4, shade(p.color, -0.15))}`
    : `${path('M230 330 Q230 210 375 205 Q520 210 520 330 Z', caseFill)}${rect(230, 322, 290, 10, 4, shade(p.color, -0.15))}`;
  const base = `${path('M240 335 L510 335 L510 470 Q510 560 375 560 Q240 560 240 470 Z', caseFill)}
${ellipse(375, 345, 125, 16, shade(p.color, -0.25))}${circle(375, 420, 6, '#2fd36b')}`;
  const bud = (cx: number, flip: number) =>
    stem
      ? `<g transform="translate(${cx} 0) scale(${flip} 1)">${rect(-14, 250, 28, 110, 14, c.gloss(shade(p.color, 0.05), true))}
${ellipse(
  4,
  245,
  38,
  34,
  c.rad(
    [
      [0, '#fff'],
      [1, shade(p.color, -0.12)],
    ],
    0.35,
    0.35,
    0.7,
  ),
)}${ellipse(22, 240, 14, 12, '#2a2b30')}${rect(-8, 350, 16, 10, 4, '#b8bcc4')}</g>`
      : `<g transform="translate(${cx} 0) scale(${flip} 1)">${ellipse(
          0,
          300,
          48,
          44,
          c.rad(
            [
              [0, shade(p.color, 0.4)],
              [1, shade(p.color, -0.2)],
            ],
            0.35,
            0.35,
            0.7,
          ),
        )}
${ellipse(24, 288, 20, 16, '#2a2b30')}${rect(-18, 320, 36, 48, 18, c.gloss(p.color, true))}</g>`;
  const open = `${floorShadow(c, 375, 568, 170)}<g transform="translate(0 -130)">${lid}</g>${base}${bud(322, -1)}${bud(428, 1)}`;
  const closed = `${floorShadow(c, 375, 568, 170)}${base}${lid}${rect(355, 326, 40, 6, 3, shade(p.color, -0.3))}
${ellipse(330, 260, 60, 20, '#fff', 'fill-opacity="0.35"')}`;
  return { front: open, back: closed, focus: [375, 290] };
}

/** Over-ear headphones with a folding band. */
export function headphones(c: Ctx, p: DrawParams): Art {
  const band = `${path('M200 420 Q200 120 375 120 Q550 120 550 420', 'none', `stroke="${c.gloss(p.color)}" stroke-width="34" stroke-linecap="round"`)}
${path('M214 400 Q214 150 375 150 Q536 150 536 400', 'none', `stroke="${shade(p.color, -0.35)}" stroke-width="6"`)}`;
  const cup = (cx: number) =>
    `${ellipse(cx, 470, 92, 120, c.gloss(shade(p.color, -0.05)))}${ellipse(
      cx,
      470,
      74,
      100,
      c.rad(
        [
          [0, shade(p.color, 0.15)],
          [1, shade(p.color, -0.3)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    )}
${ellipse(cx - 20, 420, 18, 34, '#fff', 'fill-opacity="0.25"')}${rect(cx - 10, 330, 20, 40, 8, c.metal('#a8acb4'))}`;
  const front = `${floorShadow(c, 375, 610, 230)}${band}${cup(215)}${cup(535)}`;
  const back = `${floorShadow(c, 375, 610, 230)}${band}${cup(215)}${cup(535)}${circle(535, 520, 8, shade(p.color, -0.4))}${circle(215, 520, 5, '#2fd36b')}`;
  return { front, back, focus: [535, 470] };
}

/** Round smartwatch or sports watch: case, bezel with ticks, a lit screen face and a silicone strap. */
export function smartwatch(c: Ctx, p: DrawParams): Art {
  const strap = c.gloss(p.accent ?? '#2b2d33', true);
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i;
    return line(
      375 + 128 * Math.sin(a),
      375 - 128 * Math.cos(a),
      375 + 140 * Math.sin(a),
      375 - 140 * Math.cos(a),
      '#e6e8ec',
      4,
    );
  }).join('');
  const face = `${circle(
    375,
    375,
    118,
    c.rad(
      [
        [0, '#1b2740'],
        [1, '#05070c'],
      ],
      0.5,
      0.4,
      0.7,
    ),
  )}
${path('M375 375 m-90 0 a90 90 0 0 1 150 -67', 'none', 'stroke="#2fd36b" stroke-width="12" stroke-linecap="round"')}
${path('M375 375 m-70 0 a70 70 0 0 1 110 -50', 'none', 'stroke="#ff5a5a" stroke-width="12" stroke-linecap="round"')}
${textLines(330, 370, [90], 0, 22, '#fff')}${textLines(340, 402, [70], 0, 8, '#9aa3b5')}`;
  const front = `${floorShadow(c, 375, 700, 120)}${rect(305, 40, 140, 200, 30, strap)}${rect(305, 510, 140, 200, 30, strap)}
${circle(375, 375, 160, c.metal(p.color))}${circle(375, 375, 146, '#15161a')}${ticks}${face}
${rect(528, 340, 22, 50, 8, c.metal(p.color, false))}${circle(375, 375, 146, c.sheen(0.2))}`;
  const back = `${floorShadow(c, 375, 700, 120)}${rect(305, 40, 140, 200, 30, strap)}${rect(305, 510, 140, 200, 30, strap)}
${circle(375, 375, 160, c.metal(p.color))}${circle(
  375,
  375,
  130,
  c.rad([
    [0, '#3a3d44'],
    [1, '#16171b'],
  ]),
)}
${circle(375, 375, 50, '#0c0d10')}${circle(360, 365, 8, '#4a9f5a')}${circle(390, 365, 8, '#c94040')}${circle(375, 392, 8, '#3a6bd0')}`;
  return { front, back, focus: [375, 375] };
}

/** Pocket gimbal camera: a slim handle, small screen and a three-axis head with a round lens. */
export function gimbal(c: Ctx, p: DrawParams): Art {
  const body = c.gloss(p.color, true);
  const front = `${floorShadow(c, 375, 680, 80)}${rect(320, 300, 110, 380, 40, body)}${rect(335, 330, 80, 110, 10, '#0b0c10')}
${rect(
  340,
  335,
  70,
  100,
  6,
  c.lin([
    [0, '#7dc3ff'],
    [1, '#2a5c8f'],
  ]),
)}${circle(375, 500, 16, shade(p.color, -0.3))}${circle(375, 545, 9, '#e04a3a')}
${rect(345, 230, 60, 80, 14, body)}${rect(300, 150, 150, 100, 30, body)}${lens(c, 375, 200, 40)}`;
  const back = `${floorShadow(c, 375, 680, 80)}${rect(320, 300, 110, 380, 40, body)}${textLines(345, 360, [60, 60, 60], 22, 6, shade(p.color, -0.2))}
${rect(345, 230, 60, 80, 14, body)}${rect(300, 150, 150, 100, 30, body)}${circle(375, 200, 26, shade(p.color, -0.2))}`;
  return { front, back, focus: [375, 200] };
}

/** Four face buttons in a diamond. */
function diamond(x: number, y: number): string {
  return [
    [0, -18],
    [18, 0],
    [0, 18],
    [-18, 0],
  ]
    .map(([dx = 0, dy = 0]) => circle(x + dx, y + dy, 8, '#2a2b30'))
    .join('');
}

/** Handheld console: a wide screen with a detachable controller on each side. */
export function gameConsole(c: Ctx, p: DrawParams): Art {
  const left = p.accent ?? '#1fb6e8';
  const right = p.variant === 'dark' ? left : '#ff4d4d';
  const front = `${floorShadow(c, 375, 520, 320)}${rect(160, 250, 430, 250, 14, '#17181c')}
${wallpaper(c, 178, 266, 394, 218, 6, '#4c7bd6')}
${path('M160 250 H120 Q70 250 70 300 V450 Q70 500 120 500 H160Z', c.gloss(left))}
${path('M590 250 H630 Q680 250 680 300 V450 Q680 500 630 500 H590Z', c.gloss(right))}
${circle(115, 320, 22, '#2a2b30')}${circle(635, 420, 22, '#2a2b30')}
${diamond(635, 318)}
${diamond(115, 420)}`;
  const back = `${floorShadow(c, 375, 520, 320)}${rect(160, 250, 430, 250, 14, c.gloss('#2a2b30'))}${rect(330, 470, 90, 10, 4, '#1a1b1f')}
${path('M160 250 H120 Q70 250 70 300 V450 Q70 500 120 500 H160Z', c.gloss(left))}
${path('M590 250 H630 Q680 250 680 300 V450 Q680 500 630 500 H590Z', c.gloss(right))}
${textLines(200, 270, [60, 60], 0, 8, '#3a3b40')}`;
  return { front, back, focus: [140, 370] };
}

/** Flat television on a pedestal stand. */
export function television(c: Ctx, p: DrawParams): Art {
  const front = `${floorShadow(c, 375, 600, 200)}${rect(280, 540, 190, 14, 6, c.metal(p.color))}${rect(355, 500, 40, 45, 4, c.metal(p.color))}
${rect(60, 150, 630, 360, 10, '#0b0c10')}${rect(
  68,
  158,
  614,
  344,
  4,
  c.lin(
    [
      [0, '#ffb56a'],
      [0.45, '#e0574f'],
      [1, '#2a1c4a'],
    ],
    0,
    0,
    1,
    1,
  ),
)}
${path('M68 420 Q250 330 420 400 T682 360 V502 H68Z', '#1a0f2e', 'fill-opacity="0.8"')}${circle(520, 260, 46, '#ffe1a0', 'fill-opacity="0.9"')}
${rect(68, 158, 614, 344, 4, c.sheen(0.15))}`;
  const back = `${floorShadow(c, 375, 600, 200)}${rect(280, 540, 190, 14, 6, c.metal(p.color))}${rect(355, 500, 40, 45, 4, c.metal(p.color))}
${rect(60, 150, 630, 360, 10, c.gloss('#2c2e33'))}${rect(220, 230, 310, 200, 20, '#24262b')}
${textLines(260, 260, [60, 60, 60, 60], 30, 8, '#1a1b1f')}`;
  return { front, back, focus: [520, 260] };
}
