import { type Ctx, circle, ellipse, floorShadow, path, rect, shade, textLines } from './kit';
import type { Art, DrawParams } from './types';

/** Baijiu: 'ceramic' (white opaque bottle with a red band and ribbon) or 'crystal' (faceted glass bottle). */
export function baijiu(c: Ctx, p: DrawParams): Art {
  if (p.variant === 'crystal') {
    const glass = c.lin(
      [
        [0, '#c8d0d8'],
        [0.2, '#ffffff'],
        [0.45, '#dfe6ec'],
        [0.7, '#ffffff'],
        [1, '#9aa4ae'],
      ],
      0,
      0,
      1,
      0,
    );
    const body = `${path('M290 260 L460 260 L500 330 V610 L460 650 H290 L250 610 V330Z', glass)}
${path('M290 260 L460 260 L500 330 H250Z', '#fff', 'fill-opacity="0.5"')}${path('M330 100 H420 V260 H330Z', c.gloss(p.color, true))}
${path('M300 340 V600 M450 340 V600', 'none', 'stroke="#fff" stroke-width="8" stroke-opacity="0.8"')}`;
    const front = `${floorShadow(c, 375, 655, 150)}${body}${rect(320, 400, 110, 150, 6, c.gloss(p.color))}${textLines(345, 425, [60, 40, 60], 34, 10, '#f8e6b0')}`;
    const back = `${floorShadow(c, 375, 655, 150)}${body}${rect(320, 400, 110, 160, 4, '#f6f1ea')}${textLines(332, 414, [86, 86, 86, 86, 60], 26, 6, '#8a6a4a')}`;
    return { front, back, focus: [375, 300] };
  }
  const porcelain = c.lin(
    [
      [0, '#d9d6cf'],
      [0.3, '#ffffff'],
      [0.7, '#f1eee8'],
      [1, '#bdb8ae'],
    ],
    0,
    0,
    1,
    0,
  );
  const body = `${path('M300 250 Q300 210 340 200 H410 Q450 210 450 250 V620 Q450 650 420 650 H330 Q300 650 300 620Z', porcelain)}
${rect(340, 90, 70, 115, 10, c.gloss(p.color, true))}${path('M330 200 Q375 230 420 200 L440 240 Q375 270 310 240Z', shade(p.color, -0.1))}
${rect(300, 560, 150, 30, 0, shade(p.color, 0))}`;
  const front = `${floorShadow(c, 375, 655, 110)}${body}${rect(322, 330, 106, 180, 6, c.gloss(p.color))}${textLines(348, 355, [54, 40, 54, 40], 36, 10, '#f8e6b0')}`;
  const back = `${floorShadow(c, 375, 655, 110)}${body}${rect(322, 330, 106, 190, 4, '#f8f3e8')}${textLines(334, 346, [82, 82, 82, 82, 60, 82], 26, 6, '#8a2a2a')}`;
  return { front, back, focus: [375, 150] };
}

/** Bordeaux wine bottle with a capsule and a cream label. */
export function wine(c: Ctx, p: DrawParams): Art {
  const glass = c.lin(
    [
      [0, '#0c140e'],
      [0.3, shade(p.color, 0.15)],
      [0.45, '#1c2a1e'],
      [1, '#050806'],
    ],
    0,
    0,
    1,
    0,
  );
  const body = `${path('M345 60 H405 V230 Q405 270 460 300 Q480 315 480 350 V640 Q480 660 460 660 H290 Q270 660 270 640 V350 Q270 315 290 300 Q345 270 345 230Z', glass)}
${rect(342, 56, 66, 110, 8, c.gloss(p.accent ?? '#6a0f1c', true))}${rect(292, 340, 18, 290, 9, '#fff', 'fill-opacity="0.18"')}`;
  const front = `${floorShadow(c, 375, 665, 120)}${body}${rect(290, 430, 170, 150, 4, '#f3ecdc')}${path('M320 470 L375 450 L430 470 L420 500 H330Z', '#8a7a5a')}${textLines(315, 520, [120, 90], 22, 8, '#4a3a2a')}`;
  const back = `${floorShadow(c, 375, 665, 120)}${body}${rect(300, 450, 150, 110, 4, '#f3ecdc')}${textLines(312, 462, [126, 126, 126, 100], 22, 6, '#4a3a2a')}${path('M560 660 L560 480 Q540 430 590 400 Q640 430 620 480 L620 660', 'none', 'stroke="#c8d0d8" stroke-width="6"')}${ellipse(590, 470, 26, 30, shade(p.color, -0.2), 'fill-opacity="0.8"')}`;
  return { front, back, focus: [375, 110] };
}

/** A gift voucher card in front of a lidded gift box with a crab drawn on it. */
export function voucher(c: Ctx, p: DrawParams): Art {
  const crab = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${ellipse(0, 0, 70, 46, c.gloss('#e0552a'))}${[-1, 1].map((d) => `${path(`M${d * 60} -20 Q${d * 110} -80 ${d * 90} -100`, 'none', 'stroke="#e0552a" stroke-width="14" stroke-linecap="round"')}${circle(d * 92, -104, 20, '#e0552a')}${[0, 1, 2].map((k) => path(`M${d * 60} ${k * 14} L${d * 110} ${k * 20 + 20}`, 'none', 'stroke="#c94a22" stroke-width="8" stroke-linecap="round"')).join('')}`).join('')}${circle(-16, -36, 7, '#1a1b1f')}${circle(16, -36, 7, '#1a1b1f')}</g>`;
  const front = `${floorShadow(c, 375, 640, 260)}${rect(150, 170, 450, 300, 16, c.gloss(p.color))}${rect(150, 170, 450, 70, 16, shade(p.color, -0.2))}
${crab(375, 360, 0.9)}${rect(
  200,
  420,
  350,
  210,
  20,
  c.lin(
    [
      [0, '#fff4d6'],
      [1, '#e8c98a'],
    ],
    0,
    0,
    1,
    1,
  ),
)}${textLines(230, 460, [180, 120], 40, 16, '#8a5a1a')}
${rect(230, 560, 120, 40, 8, '#c94a22')}${textLines(380, 570, [130], 0, 12, '#8a5a1a')}`;
  const back = `${floorShadow(c, 375, 640, 260)}${rect(150, 230, 450, 400, 16, c.gloss(p.color))}${rect(360, 230, 30, 400, 0, '#c9a96a')}${rect(150, 400, 450, 30, 0, '#c9a96a')}${crab(375, 180, 0.7)}`;
  return { front, back, focus: [375, 330] };
}

/** Round tea tin with a lid and a printed band, a little loose leaf beside it. */
export function teaTin(c: Ctx, p: DrawParams): Art {
  const tin = c.metal(p.color);
  const front = `${floorShadow(c, 375, 640, 180)}${path('M230 220 H520 V600 Q520 630 375 630 Q230 630 230 600Z', tin)}${ellipse(375, 600, 145, 30, shade(p.color, -0.3))}
${rect(224, 190, 302, 90, 10, c.metal(p.accent ?? '#2e5b3a'))}${ellipse(375, 190, 151, 24, c.metal(shade(p.accent ?? '#2e5b3a', 0.2)))}
${rect(
  230,
  340,
  290,
  170,
  0,
  c.lin([
    [0, shade(p.accent ?? '#2e5b3a', 0.1)],
    [1, shade(p.accent ?? '#2e5b3a', -0.2)],
  ]),
)}${path('M260 470 Q320 380 380 470 T500 470', 'none', 'stroke="#f1e6c8" stroke-width="5"')}${textLines(300, 370, [150], 0, 14, '#f1e6c8')}
${[0, 1, 2, 3].map((i) => ellipse(580 + i * 20, 600 - (i % 2) * 14, 26, 9, '#6e8a3a', `transform="rotate(${-20 + i * 15} ${580 + i * 20} 600)"`)).join('')}`;
  const back = `${floorShadow(c, 375, 640, 180)}${path('M230 220 H520 V600 Q520 630 375 630 Q230 630 230 600Z', tin)}${ellipse(375, 220, 145, 28, '#3a4a2a')}
${Array.from({ length: 14 }, (_, i) => ellipse(280 + (i % 7) * 30, 212 + Math.floor(i / 7) * 16, 18, 6, i % 2 ? '#7a9a42' : '#5e7a30')).join('')}
${rect(560, 380, 120, 220, 10, c.metal(p.accent ?? '#2e5b3a'))}${ellipse(620, 380, 60, 12, c.metal(shade(p.accent ?? '#2e5b3a', 0.2)))}`;
  return { front, back, focus: [375, 420] };
}

/** Cured ham leg on a wooden holder. */
export function ham(c: Ctx, p: DrawParams): Art {
  const wood = c.lin([
    [0, '#b98a56'],
    [1, '#7a5530'],
  ]);
  const leg = `${path('M140 420 Q150 300 300 290 Q470 280 560 230 L610 250 Q600 320 520 380 Q430 470 300 500 Q160 520 140 420Z', c.gloss(p.color))}
${path('M160 420 Q200 360 300 350', 'none', 'stroke="#e8c9a8" stroke-width="10" stroke-opacity="0.5"')}${rect(590, 215, 70, 40, 14, '#3a2a1a', 'transform="rotate(-20 625 235)"')}`;
  const front = `${floorShadow(c, 375, 620, 270)}${rect(120, 560, 510, 40, 10, wood)}${path('M540 560 L560 260 L590 260 L600 560Z', wood)}${leg}`;
  const slices = Array.from(
    { length: 5 },
    (_, i) =>
      `<g transform="rotate(${-30 + i * 15} 375 560)">${ellipse(
        375,
        400,
        60,
        130,
        c.rad([
          [0, '#e07a7a'],
          [0.8, '#b8404a'],
          [1, '#f2e2d0'],
        ]),
      )}</g>`,
  ).join('');
  const back = `${floorShadow(c, 375, 620, 260)}${ellipse(375, 560, 250, 60, c.gloss('#f4efe6'))}${slices}`;
  return { front, back, focus: [300, 400] };
}

/** Mooncake gift box, open, with four round patterned mooncakes. */
export function mooncakes(c: Ctx, p: DrawParams): Art {
  const cake = (x: number, y: number) =>
    `${circle(
      x,
      y,
      70,
      c.rad(
        [
          [0, '#e8b873'],
          [0.8, '#c4823e'],
          [1, '#8a5424'],
        ],
        0.4,
        0.35,
        0.7,
      ),
    )}${circle(x, y, 52, 'none', 'stroke="#a86a30" stroke-width="5"')}
${Array.from({ length: 8 }, (_, i) => ellipse(x + 40 * Math.cos((i * Math.PI) / 4), y + 40 * Math.sin((i * Math.PI) / 4), 12, 7, '#b87a3a', `transform="rotate(${i * 45} ${x + 40 * Math.cos((i * Math.PI) / 4)} ${y + 40 * Math.sin((i * Math.PI) / 4)})"`)).join('')}
${circle(x, y, 18, '#b07434')}`;
  const front = `${floorShadow(c, 375, 640, 290)}${rect(95, 170, 560, 460, 30, c.gloss(p.color))}${rect(120, 195, 510, 410, 18, shade(p.color, -0.35))}
${cake(255, 300)}${cake(495, 300)}${cake(255, 500)}${cake(495, 500)}`;
  const back = `${floorShadow(c, 375, 640, 290)}${rect(95, 170, 560, 460, 30, c.gloss(p.color))}${circle(375, 400, 140, 'none', `stroke="${c.metal(p.accent ?? '#d8b46a')}" stroke-width="14"`)}
${circle(375, 400, 100, c.metal(p.accent ?? '#d8b46a'))}${circle(375, 400, 70, shade(p.color, -0.1))}${path('M95 400 H235 M515 400 H655', 'none', `stroke="${p.accent ?? '#d8b46a'}" stroke-width="10"`)}`;
  return { front, back, focus: [255, 300] };
}
