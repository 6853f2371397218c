import { type Ctx, ellipse, floorShadow, path, rect, shade, textLines } from './kit';
import type { Art, DrawParams } from './types';

/** A label: a pale panel with printed lines (no brand mark). */
function label(x: number, y: number, w: number, h: number, ink: string, fill = '#f6f1ea'): string {
  return `${rect(x, y, w, h, 6, fill, 'fill-opacity="0.92"')}${textLines(x + w * 0.18, y + h * 0.22, [w * 0.64, w * 0.42, w * 0.54], h * 0.2, h * 0.08, ink)}`;
}

/** Amber glass dropper serum bottle. */
export function serum(c: Ctx, p: DrawParams): Art {
  const glass = c.lin(
    [
      [0, shade(p.color, -0.4)],
      [0.3, shade(p.color, 0.25)],
      [0.55, p.color],
      [1, shade(p.color, -0.55)],
    ],
    0,
    0,
    1,
    0,
  );
  const bottle = `${rect(280, 280, 190, 360, 40, glass)}${rect(300, 300, 30, 300, 15, '#fff', 'fill-opacity="0.25"')}
${rect(335, 200, 80, 90, 10, c.metal(p.accent ?? '#c9a96a'))}${path('M345 200 Q345 110 375 100 Q405 110 405 200Z', c.gloss('#1c1d20', true))}`;
  const front = `${floorShadow(c, 375, 648, 120)}${bottle}${label(300, 430, 150, 120, shade(p.color, -0.5))}`;
  const back = `${floorShadow(c, 375, 648, 120)}${bottle}${rect(300, 380, 150, 200, 6, '#f6f1ea', 'fill-opacity="0.85"')}
${textLines(315, 400, [120, 120, 120, 120, 90, 120, 120, 80], 20, 6, '#8a7a6a')}`;
  return { front, back, focus: [375, 200] };
}

/** Wide cream jar with a metal screw lid. */
export function creamJar(c: Ctx, p: DrawParams): Art {
  const jar = c.lin(
    [
      [0, shade(p.color, -0.3)],
      [0.3, shade(p.color, 0.35)],
      [1, shade(p.color, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const lid = c.metal(p.accent ?? '#c8ccd2');
  const front = `${floorShadow(c, 375, 600, 210)}${path('M180 380 H570 V560 Q570 600 530 600 H220 Q180 600 180 560Z', jar)}
${rect(170, 280, 410, 110, 22, lid)}${ellipse(375, 280, 205, 30, c.metal(shade(p.accent ?? '#c8ccd2', 0.2)))}
${label(265, 430, 220, 110, shade(p.color, -0.55), 'none')}${path('M215 400 V560', 'none', 'stroke="#fff" stroke-opacity="0.4" stroke-width="14" stroke-linecap="round"')}`;
  const back = `${floorShadow(c, 375, 600, 210)}${path('M180 380 H570 V560 Q570 600 530 600 H220 Q180 600 180 560Z', jar)}
${ellipse(375, 380, 195, 40, shade(p.color, -0.2))}${ellipse(
  375,
  384,
  180,
  32,
  c.rad([
    [0, '#fffdf6'],
    [1, '#e8e2d2'],
  ]),
)}
${path('M300 380 q40 -20 80 0 t80 0', 'none', 'stroke="#d5cdb8" stroke-width="6"')}${rect(600, 420, 70, 130, 20, lid)}${ellipse(635, 420, 35, 10, shade(p.accent ?? '#c8ccd2', 0.3))}`;
  return { front, back, focus: [375, 300] };
}

/** Tall essence bottle with broad shoulders and a coloured cap. */
export function essence(c: Ctx, p: DrawParams): Art {
  const glass = c.lin(
    [
      [0, '#d9dde2'],
      [0.25, '#ffffff'],
      [0.6, shade(p.color, 0.5)],
      [1, '#9ba3ad'],
    ],
    0,
    0,
    1,
    0,
  );
  const bottle = `${path('M270 300 Q270 250 330 240 H420 Q480 250 480 300 V630 Q480 650 460 650 H290 Q270 650 270 630Z', glass)}
${path(
  'M285 320 V620 H465 V320Z',
  c.lin([
    [0, shade(p.color, 0.2), 0.4],
    [1, shade(p.color, -0.1), 0.7],
  ]),
)}
${rect(320, 110, 110, 135, 14, c.gloss(p.accent ?? '#8c1c2b', true))}${rect(320, 110, 110, 14, 6, shade(p.accent ?? '#8c1c2b', 0.3))}`;
  const front = `${floorShadow(c, 375, 655, 130)}${bottle}${label(305, 400, 140, 130, '#7a1622')}${rect(295, 330, 22, 280, 11, '#fff', 'fill-opacity="0.35"')}`;
  const back = `${floorShadow(c, 375, 655, 130)}${bottle}${rect(305, 380, 140, 210, 4, '#fff', 'fill-opacity="0.8"')}${textLines(318, 396, [114, 114, 114, 80, 114, 114, 90], 24, 6, '#8a7a6a')}`;
  return { front, back, focus: [375, 175] };
}

/** Lipstick: metal case, twisted-up bullet, cap lying beside it. */
export function lipstick(c: Ctx, p: DrawParams): Art {
  const caseFill = c.metal(p.accent ?? '#c9a96a');
  const front = `${floorShadow(c, 375, 655, 180)}${rect(300, 420, 120, 230, 10, caseFill)}${rect(310, 330, 100, 100, 6, c.metal(shade(p.accent ?? '#c9a96a', 0.2)))}
${path(
  'M318 330 V200 L402 150 V330Z',
  c.lin(
    [
      [0, shade(p.color, 0.2)],
      [0.5, p.color],
      [1, shade(p.color, -0.4)],
    ],
    0,
    0,
    1,
    0,
  ),
)}
${rect(460, 500, 140, 150, 10, '#1a1b1f')}${rect(460, 500, 140, 20, 6, caseFill)}`;
  const back = `${floorShadow(c, 375, 655, 120)}${rect(300, 280, 150, 370, 12, c.metal(p.accent ?? '#c9a96a'))}${rect(300, 280, 150, 220, 12, c.gloss('#1a1b1f', true))}${rect(300, 490, 150, 14, 4, shade(p.accent ?? '#c9a96a', -0.3))}`;
  return { front, back, focus: [360, 240] };
}

/** Toner bottle with rounded shoulders, tinted liquid and a cap. */
export function toner(c: Ctx, p: DrawParams): Art {
  const glass = c.lin(
    [
      [0, shade(p.color, -0.2)],
      [0.3, shade(p.color, 0.45)],
      [1, shade(p.color, -0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const bottle = `${path('M250 330 Q250 250 340 240 H410 Q500 250 500 330 V600 Q500 650 450 650 H300 Q250 650 250 600Z', glass)}
${rect(335, 140, 80, 110, 16, c.gloss(p.accent ?? '#f4f4f4', true))}`;
  const front = `${floorShadow(c, 375, 655, 150)}${bottle}${label(290, 420, 170, 120, shade(p.color, -0.55))}${path('M275 330 V600', 'none', 'stroke="#fff" stroke-opacity="0.45" stroke-width="16" stroke-linecap="round"')}`;
  const back = `${floorShadow(c, 375, 655, 150)}${bottle}${rect(290, 380, 170, 200, 6, '#fff', 'fill-opacity="0.7"')}${textLines(305, 398, [140, 140, 140, 100, 140, 120], 28, 6, '#9a7a80')}`;
  return { front, back, focus: [375, 200] };
}

/** Squeeze sunscreen tube standing on its flip cap. */
export function sunscreenTube(c: Ctx, p: DrawParams): Art {
  const tube = c.lin(
    [
      [0, shade(p.color, -0.3)],
      [0.35, shade(p.color, 0.3)],
      [1, shade(p.color, -0.4)],
    ],
    0,
    0,
    1,
    0,
  );
  const body = `${path('M260 110 H490 L450 560 H300Z', tube)}${rect(255, 100, 240, 26, 6, shade(p.color, -0.2))}
${rect(290, 555, 170, 100, 16, c.metal(p.accent ?? '#d6b25a'))}`;
  const front = `${floorShadow(c, 375, 660, 120)}${body}${rect(320, 260, 110, 60, 8, '#fff', 'fill-opacity="0.9"')}${textLines(335, 275, [80, 60], 20, 10, shade(p.color, -0.3))}
${textLines(315, 360, [120, 100], 22, 8, '#fff')}`;
  const back = `${floorShadow(c, 375, 660, 120)}${body}${textLines(310, 180, [130, 130, 130, 130, 100, 130, 130, 110, 130], 30, 7, '#fff')}`;
  return { front, back, focus: [375, 560] };
}

/** Flat-sided perfume bottle with a faceted stopper. */
export function perfume(c: Ctx, p: DrawParams): Art {
  const glass = c.lin(
    [
      [0, '#e8e8ea'],
      [0.2, '#ffffff'],
      [0.5, '#dcdfe3'],
      [1, '#b9bec6'],
    ],
    0,
    0,
    1,
    1,
  );
  const juice = c.lin([
    [0, shade(p.color, 0.3)],
    [1, shade(p.color, -0.25)],
  ]);
  const bottle = `${rect(230, 280, 290, 360, 12, glass)}${rect(250, 320, 250, 300, 6, juice)}
${path(
  'M310 280 L330 190 H420 L440 280Z',
  c.lin(
    [
      [0, '#ffffff'],
      [0.5, '#c8ccd2'],
      [1, '#8e949c'],
    ],
    0,
    0,
    1,
    0,
  ),
)}
${path('M330 190 L375 170 L420 190 L375 205Z', '#f3f4f6')}${rect(250, 320, 24, 300, 10, '#fff', 'fill-opacity="0.4"')}`;
  const front = `${floorShadow(c, 375, 645, 170)}${bottle}${rect(305, 420, 140, 80, 4, '#fff', 'fill-opacity="0.9"')}${textLines(325, 445, [100, 70], 24, 8, '#1a1b1f')}`;
  const back = `${floorShadow(c, 375, 645, 170)}${bottle}${textLines(280, 560, [190, 150], 20, 5, '#5a4a3a')}`;
  return { front, back, focus: [375, 230] };
}
