import { type Ctx, circle, ellipse, floorShadow, line, path, rect, shade, textLines } from './kit';
import type { Art, DrawParams } from './types';

/** Cordless stick vacuum: motor and bin at the top, a long metal wand, a floor head. */
export function stickVacuum(c: Ctx, p: DrawParams): Art {
  const acc = p.accent ?? '#7d3fc4';
  const front = `${floorShadow(c, 330, 690, 140)}${path('M430 150 L300 600', 'none', `stroke="${c.metal('#c0392b')}" stroke-width="22" stroke-linecap="round"`)}
${path('M190 600 H400 Q420 600 420 620 V660 Q420 680 400 680 H190 Q170 680 170 660 V620 Q170 600 190 600Z', c.gloss('#3a3b40'))}
${rect(180, 655, 230, 14, 6, acc)}${rect(395, 90, 90, 150, 40, c.gloss(p.color, true))}
${rect(
  400,
  130,
  70,
  110,
  30,
  c.lin([
    [0, '#fff', 0.8],
    [1, '#c9d3de', 0.6],
  ]),
)}${ellipse(435, 185, 20, 44, '#8da0b3', 'fill-opacity="0.5"')}
${rect(470, 70, 110, 60, 24, c.gloss(acc))}${path('M520 130 L560 230 L530 240 L495 150Z', c.gloss('#2a2b30'))}${circle(440, 110, 10, '#49e0ff')}`;
  const back = `${floorShadow(c, 375, 690, 110)}${rect(360, 200, 30, 470, 12, c.metal('#c0392b'))}
${rect(320, 70, 110, 160, 44, c.gloss(p.color, true))}${rect(
  330,
  110,
  90,
  110,
  34,
  c.lin([
    [0, '#fff', 0.8],
    [1, '#c9d3de', 0.6],
  ]),
)}
${rect(280, 640, 190, 50, 18, c.gloss('#3a3b40'))}${rect(290, 675, 170, 10, 4, acc)}${rect(350, 40, 50, 50, 14, c.gloss(acc))}`;
  return { front, back, focus: [450, 150] };
}

/** Split air conditioner indoor unit with a remote. */
export function airCon(c: Ctx, p: DrawParams): Art {
  const body = c.lin([
    [0, '#ffffff'],
    [0.7, p.color],
    [1, shade(p.color, -0.18)],
  ]);
  const unit = `${rect(70, 220, 610, 200, 40, body)}${path('M90 380 H660 Q660 410 630 410 H120 Q90 410 90 380Z', shade(p.color, -0.12))}
${textLines(110, 395, [530], 0, 4, shade(p.color, -0.3))}${circle(600, 260, 5, '#49c7ff')}${rect(520, 330, 70, 22, 6, '#0f1a24')}
${textLines(530, 336, [22, 22], 0, 10, '#49c7ff')}`;
  const remote = `${rect(560, 470, 70, 180, 30, c.gloss('#f4f5f7'))}${rect(572, 490, 46, 40, 8, '#b8d8e8')}
${[0, 1, 2].map((i) => circle(595, 560 + i * 28, 9, '#d0d4da')).join('')}`;
  const front = `${floorShadow(c, 375, 460, 300, 0.12)}${unit}${remote}${path('M150 430 q20 40 0 80 M250 430 q20 40 0 80 M350 430 q20 40 0 80', 'none', 'stroke="#8fd0ff" stroke-width="6" stroke-opacity="0.5" stroke-linecap="round"')}`;
  const back = `${floorShadow(c, 375, 640, 260)}${rect(110, 300, 530, 330, 24, c.gloss('#eef0f2'))}
${circle(300, 465, 130, '#d5d9de')}${circle(300, 465, 118, '#2d3036')}${[0, 1, 2, 3, 4].map((i) => path(`M300 465 L${300 + 110 * Math.cos((i * 2 * Math.PI) / 5)} ${465 + 110 * Math.sin((i * 2 * Math.PI) / 5)}`, 'none', 'stroke="#9aa0a8" stroke-width="18" stroke-linecap="round"')).join('')}
${textLines(470, 360, [120, 120, 120, 120, 120, 120, 120, 120], 30, 10, '#c8ccd2')}${rect(70, 120, 610, 150, 30, body)}`;
  return { front, back, focus: [560, 320] };
}

/** Double-door (French door) refrigerator. */
export function fridge(c: Ctx, p: DrawParams): Art {
  const door = c.metal(p.color);
  const front = `${floorShadow(c, 375, 700, 200)}${rect(200, 40, 350, 650, 18, shade(p.color, -0.3))}
${rect(204, 44, 170, 400, 14, door)}${rect(376, 44, 170, 400, 14, door)}${rect(204, 448, 342, 236, 14, door)}
${rect(352, 120, 10, 220, 5, c.metal('#d8dbe0', false))}${rect(388, 120, 10, 220, 5, c.metal('#d8dbe0', false))}${rect(300, 460, 150, 10, 5, c.metal('#d8dbe0'))}
${rect(230, 90, 90, 60, 8, '#0e1a26')}${textLines(240, 104, [40, 60], 18, 8, '#6fd0ff')}
${rect(204, 44, 342, 640, 14, c.sheen(0.18))}`;
  const back = `${floorShadow(c, 375, 700, 200)}${rect(200, 40, 350, 650, 18, shade(p.color, -0.3))}
${rect(206, 46, 162, 396, 10, '#f4f7fa')}${rect(382, 46, 162, 396, 10, '#f4f7fa')}
${[140, 240, 340].map((y) => `${rect(210, y, 154, 6, 3, '#cfe3ee')}${rect(386, y, 154, 6, 3, '#cfe3ee')}`).join('')}
${circle(260, 200, 26, '#ff6b5a')}${circle(300, 205, 22, '#ffb347')}${rect(420, 170, 40, 70, 10, '#7fc97f')}${rect(470, 180, 30, 60, 8, '#f4f4f4', 'stroke="#ddd"')}
${rect(250, 280, 90, 50, 10, '#ffe3a3')}${circle(440, 300, 24, '#9bd36b')}${rect(204, 448, 342, 236, 14, c.metal(p.color))}`;
  return { front, back, focus: [275, 120] };
}

/** Oil-filled fin radiator heater on castors. */
export function heater(c: Ctx, p: DrawParams): Art {
  const fins = Array.from({ length: 9 }, (_, i) =>
    rect(150 + i * 50, 200, 44, 400, 22, c.gloss(p.color, true)),
  ).join('');
  const front = `${floorShadow(c, 375, 660, 260)}${fins}${rect(140, 560, 470, 16, 6, shade(p.color, -0.3))}
${circle(180, 640, 18, '#2a2b30')}${circle(570, 640, 18, '#2a2b30')}${rect(540, 230, 70, 110, 16, c.gloss(p.accent ?? '#d0d3d8'))}
${circle(575, 265, 16, '#ff8a3a')}${rect(555, 300, 40, 16, 5, '#2a2b30')}`;
  const back = `${floorShadow(c, 375, 660, 200)}${Array.from({ length: 9 }, (_, i) => rect(200 + i * 36, 200, 32, 400, 16, c.gloss(shade(p.color, -0.05), true))).join('')}
${circle(230, 640, 18, '#2a2b30')}${circle(520, 640, 18, '#2a2b30')}${path('M360 160 q20 -30 0 -60 M400 160 q20 -30 0 -60', 'none', 'stroke="#ff8a3a" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"')}`;
  return { front, back, focus: [575, 280] };
}

/** Robot vacuum: a disc with a laser turret, seen from above at an angle; the back is its underside. */
export function robotVacuum(c: Ctx, p: DrawParams): Art {
  const top = `${ellipse(375, 470, 270, 120, shade(p.color, -0.35))}${ellipse(375, 440, 270, 120, c.gloss(p.color))}
${ellipse(375, 440, 240, 104, 'none', `stroke="${shade(p.color, -0.15)}" stroke-width="3"`)}
${ellipse(375, 380, 70, 32, shade(p.color, -0.45))}${ellipse(375, 366, 70, 32, c.metal(shade(p.color, 0.05)))}
${circle(375, 470, 10, '#49e0ff')}${rect(305, 500, 140, 8, 4, shade(p.color, -0.2))}`;
  const dock = `${path('M560 620 L700 620 L690 300 Q630 280 570 300 Z', c.gloss(shade(p.color, -0.05)))}${ellipse(630, 320, 50, 12, shade(p.color, -0.2))}`;
  const front = `${floorShadow(c, 375, 560, 300)}${top}`;
  const back = `${floorShadow(c, 375, 560, 300)}${ellipse(375, 440, 270, 120, c.gloss('#2f3136'))}
${ellipse(300, 440, 50, 30, '#15161a')}${ellipse(450, 440, 50, 30, '#15161a')}${rect(330, 480, 90, 30, 10, '#3a3b40')}
${[0, 1, 2].map((i) => line(200, 400, 160 + i * 30, 340, '#a8acb4', 4)).join('')}${ellipse(375, 360, 18, 12, '#111')}${dock}`;
  return { front, back, focus: [375, 372] };
}

/** Basket air fryer with a front window and touch panel. */
export function airFryer(c: Ctx, p: DrawParams): Art {
  const body = c.gloss(p.color, true);
  const front = `${floorShadow(c, 375, 660, 190)}${path('M220 160 Q220 110 270 110 H480 Q530 110 530 160 L560 620 Q560 650 530 650 H220 Q190 650 190 620Z', body)}
${rect(270, 150, 210, 90, 20, '#111217')}${textLines(300, 175, [80, 50], 30, 12, '#ff8a3a')}
${path('M210 330 H540 L552 600 Q552 620 530 620 H220 Q198 620 198 600Z', shade(p.color, -0.12))}
${rect(
  300,
  380,
  150,
  110,
  24,
  c.lin([
    [0, '#3b2a1c'],
    [1, '#120c07'],
  ]),
)}${ellipse(375, 470, 60, 16, '#d7a14a', 'fill-opacity="0.8"')}
${rect(325, 530, 100, 26, 13, c.metal('#9aa0a8'))}`;
  const back = `${floorShadow(c, 375, 660, 190)}${path('M220 160 Q220 110 270 110 H480 Q530 110 530 160 L560 620 Q560 650 530 650 H220 Q190 650 190 620Z', body)}
${textLines(280, 200, [190, 190, 190, 190, 190, 190], 26, 10, shade(p.color, -0.25))}${rect(330, 560, 90, 30, 8, shade(p.color, -0.2))}`;
  return { front, back, focus: [375, 195] };
}

/** Hard-shell spinner suitcase; `variant` 'grooved' gives aluminium ribs. */
export function suitcase(c: Ctx, p: DrawParams): Art {
  const grooved = p.variant === 'grooved';
  const shell = grooved ? c.metal(p.color) : c.gloss(p.color, true);
  const ribs = grooved
    ? Array.from({ length: 9 }, (_, i) => rect(232 + i * 32, 170, 6, 470, 3, shade(p.color, -0.25))).join('')
    : `${path('M260 200 Q250 400 260 620 M490 200 Q500 400 490 620', 'none', `stroke="${shade(p.color, -0.2)}" stroke-width="8"`)}`;
  const front = `${floorShadow(c, 375, 700, 200)}${rect(330, 60, 10, 110, 4, c.metal('#8a8e96'))}${rect(410, 60, 10, 110, 4, c.metal('#8a8e96'))}
${rect(320, 50, 110, 22, 10, '#2a2b30')}${rect(210, 150, 330, 510, 38, shell)}${ribs}${rect(345, 150, 60, 16, 6, '#2a2b30')}
${[230, 520].map((x) => `${rect(x - 10, 660, 20, 20, 4, '#2a2b30')}${circle(x, 688, 12, '#1a1b1f')}`).join('')}
${rect(210, 150, 330, 510, 38, c.sheen(0.25))}`;
  const back = `${floorShadow(c, 375, 700, 120)}${rect(300, 150, 150, 510, 30, shell)}${rect(300, 390, 150, 12, 4, shade(p.color, -0.3))}
${rect(440, 250, 18, 90, 8, '#2a2b30')}${[320, 430].map((x) => circle(x, 688, 12, '#1a1b1f')).join('')}`;
  return { front, back, focus: [375, 160] };
}

/** A folded silk duvet on a stack, with a stitched quilting pattern. */
export function duvet(c: Ctx, p: DrawParams): Art {
  const layer = (y: number, h: number, col: string) =>
    `${rect(130, y, 490, h, h / 2.2, c.gloss(col))}${path(`M150 ${y + h / 2} H600`, 'none', `stroke="${shade(col, -0.12)}" stroke-width="3" stroke-dasharray="10 8"`)}`;
  const front = `${floorShadow(c, 375, 620, 270)}${layer(500, 110, shade(p.color, -0.05))}${layer(400, 110, p.color)}${layer(300, 110, shade(p.color, 0.1))}
${rect(250, 250, 250, 80, 20, c.gloss(p.accent ?? '#c9a96a'))}${textLines(285, 280, [180], 0, 12, '#fff')}`;
  const quilt = Array.from({ length: 5 }, (_, i) =>
    Array.from({ length: 5 }, (_, j) =>
      path(
        `M${150 + j * 90} ${170 + i * 90} l45 45 l-45 45 l-45 -45Z`,
        'none',
        `stroke="${shade(p.color, -0.15)}" stroke-width="3"`,
      ),
    ).join(''),
  ).join('');
  const back = `${floorShadow(c, 375, 640, 270)}${rect(
    105,
    130,
    540,
    500,
    40,
    c.rad([
      [0, shade(p.color, 0.3)],
      [1, shade(p.color, -0.12)],
    ]),
  )}${quilt}`;
  return { front, back, focus: [375, 290] };
}

/** Knife block with handles fanning out, plus a chef's knife beside it. */
export function knifeBlock(c: Ctx, p: DrawParams): Art {
  const wood = c.lin(
    [
      [0, '#c89a64'],
      [1, '#8a5e33'],
    ],
    0,
    0,
    1,
    0,
  );
  const handles = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<g transform="rotate(${-24 + i * 12} 375 330)">${rect(362, 150, 26, 150, 12, c.gloss(p.color, true))}${circle(375, 180, 3, '#d8dbe0')}${circle(375, 250, 3, '#d8dbe0')}</g>`,
    )
    .join('');
  const front = `${floorShadow(c, 375, 660, 230)}${handles}${path('M270 300 L480 300 L530 650 L220 650Z', wood)}
${path('M270 300 L480 300 L486 340 L264 340Z', '#5e3d1f', 'fill-opacity="0.5"')}
${path('M560 640 L600 250 Q640 330 620 640Z', c.metal('#c8ccd2'))}${rect(590, 630, 40, 60, 10, c.gloss(p.color, true))}`;
  const back = `${floorShadow(c, 375, 640, 300)}${[0, 1, 2, 3].map((i) => `<g transform="translate(0 ${i * 100})">${path(`M120 170 L470 170 Q560 170 600 ${150 + i * 6} L470 215 L120 215Z`, c.metal('#c8ccd2', false))}${rect(600, 150 + i * 6, 0, 0, 0, '#000')}${rect(40, 170, 90, 45, 14, c.gloss(p.color, true))}</g>`).join('')}`;
  return { front, back, focus: [375, 220] };
}

/** Cast-iron casserole with enamel gradient and a knob lid. */
export function castIronPot(c: Ctx, p: DrawParams): Art {
  const enamel = c.lin([
    [0, shade(p.color, 0.35)],
    [0.5, p.color],
    [1, shade(p.color, -0.5)],
  ]);
  const front = `${floorShadow(c, 375, 620, 250)}${rect(120, 330, 90, 36, 18, enamel)}${rect(540, 330, 90, 36, 18, enamel)}
${path('M160 320 H590 V520 Q590 610 500 610 H250 Q160 610 160 520Z', enamel)}${ellipse(375, 320, 230, 50, shade(p.color, -0.2))}
${ellipse(375, 300, 236, 56, c.gloss(p.color))}${ellipse(375, 255, 50, 20, shade('#2a2b30', 0))}${rect(340, 225, 70, 36, 16, c.metal('#c9a96a'))}
${path('M200 360 Q220 480 270 580', 'none', 'stroke="#fff" stroke-opacity="0.3" stroke-width="14" stroke-linecap="round"')}`;
  const back = `${floorShadow(c, 375, 620, 250)}${path('M160 320 H590 V520 Q590 610 500 610 H250 Q160 610 160 520Z', enamel)}
${ellipse(375, 320, 215, 48, '#1c1d20')}${ellipse(
  375,
  330,
  190,
  36,
  c.rad([
    [0, '#fff7e0'],
    [1, '#e7d6b0'],
  ]),
)}${ellipse(300, 330, 40, 12, '#e05a3a', 'fill-opacity="0.7"')}${ellipse(430, 326, 30, 10, '#6fae4a', 'fill-opacity="0.7"')}`;
  return { front, back, focus: [375, 240] };
}

/** Ultrasonic aroma diffuser: a cone with a light ring and rising mist. */
export function diffuser(c: Ctx, p: DrawParams): Art {
  const mist = path(
    'M375 200 C340 150 410 120 375 60 M360 210 C320 160 360 110 330 70',
    'none',
    `stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-opacity="0.55" filter="${c.blur(8)}"`,
  );
  const front = `${floorShadow(c, 375, 620, 170)}${mist}${path('M300 210 H450 L540 600 Q540 620 520 620 H230 Q210 620 210 600Z', c.gloss(p.color, true))}
${ellipse(375, 210, 75, 16, shade(p.color, -0.15))}${ellipse(375, 210, 20, 6, '#3a3b40')}${ellipse(375, 540, 120, 20, '#ffd98a', 'fill-opacity="0.5"')}${circle(375, 580, 10, shade(p.color, -0.25))}`;
  const back = `${floorShadow(c, 375, 620, 170)}${path('M300 210 H450 L540 600 Q540 620 520 620 H230 Q210 620 210 600Z', c.gloss(shade(p.color, -0.04), true))}
${ellipse(375, 210, 75, 16, shade(p.color, -0.15))}${rect(360, 560, 30, 18, 6, '#3a3b40')}${rect(620, 480, 30, 140, 8, c.gloss('#8a6a4a', true))}${circle(635, 470, 16, '#c8a27a')}`;
  return { front, back, focus: [375, 170] };
}

/** Business travel backpack with a front pocket and padded straps. */
export function backpack(c: Ctx, p: DrawParams): Art {
  const fab = c.gloss(p.color);
  const front = `${floorShadow(c, 375, 660, 200)}${path('M345 90 Q375 60 405 90', 'none', `stroke="${shade(p.color, -0.3)}" stroke-width="14"`)}
${rect(200, 100, 350, 550, 90, fab)}${rect(240, 360, 270, 250, 50, shade(p.color, -0.1))}
${path('M240 380 H510', 'none', `stroke="${c.metal('#b0b4bc')}" stroke-width="6"`)}${rect(360, 370, 30, 20, 5, c.metal('#c9ccd2'))}
${path('M215 200 Q375 160 535 200', 'none', `stroke="${shade(p.color, -0.25)}" stroke-width="5" stroke-dasharray="12 8"`)}`;
  const back = `${floorShadow(c, 375, 660, 200)}${rect(200, 100, 350, 550, 90, fab)}${rect(250, 140, 90, 460, 40, c.gloss(shade(p.color, -0.15), true))}${rect(410, 140, 90, 460, 40, c.gloss(shade(p.color, -0.15), true))}
${rect(250, 300, 250, 30, 10, shade(p.color, -0.3))}`;
  return { front, back, focus: [375, 380] };
}
