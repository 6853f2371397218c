import { type Ctx, circle, ellipse, floorShadow, line, path, rect, shade, textLines } from './kit';
import type { Art, DrawParams } from './types';

/** Analogue watch; `variant` chooses the class: 'dress' (leather strap), 'integrated' (steel bracelet, PRX-like),
 * 'diver' (rotating bezel, wave dial), 'chrono' (three sub-dials). `color` is the case metal, `accent` the dial. */
export function watch(c: Ctx, p: DrawParams): Art {
  const v = p.variant ?? 'dress';
  const metal = p.color;
  const dial = p.accent ?? '#1d3b6a';
  const cx = 375;
  const cy = 375;
  const strap =
    v === 'dress'
      ? `${path('M320 60 H430 L420 230 H330Z', c.gloss('#5a3a22', true))}${path('M330 520 H420 L430 690 H320Z', c.gloss('#5a3a22', true))}
${textLines(335, 80, [80, 80, 80, 80, 80, 80], 24, 2, '#3b2413')}${textLines(335, 560, [80, 80, 80, 80, 80], 24, 2, '#3b2413')}`
      : Array.from({ length: 8 }, (_, i) => {
          const y1 = 40 + i * 26;
          const y2 = 530 + i * 26;
          const link = (y: number) =>
            `${rect(312, y, 126, 24, 4, c.metal(metal))}${rect(352, y, 46, 24, 3, c.metal(shade(metal, 0.15)))}`;
          return link(y1) + link(y2);
        }).join('');
  const ticks = Array.from({ length: 60 }, (_, i) => {
    const a = (Math.PI / 30) * i;
    const hour = i % 5 === 0;
    const r1 = hour ? 112 : 120;
    return line(
      cx + r1 * Math.sin(a),
      cy - r1 * Math.cos(a),
      cx + 128 * Math.sin(a),
      cy - 128 * Math.cos(a),
      hour ? '#e8e2d0' : '#b8b2a0',
      hour ? 6 : 2,
    );
  }).join('');
  const face =
    v === 'diver'
      ? `${circle(cx, cy, 165, c.metal(metal))}${circle(cx, cy, 152, '#0d1f3a')}${Array.from(
          { length: 12 },
          (_, i) => {
            const a = (Math.PI / 6) * i;
            return circle(cx + 142 * Math.sin(a), cy - 142 * Math.cos(a), i === 0 ? 7 : 4, '#e8ecf2');
          },
        ).join(
          '',
        )}${circle(cx, cy, 132, dial)}${Array.from({ length: 9 }, (_, i) => path(`M${cx - 130} ${cy - 100 + i * 25} q65 -12 130 0 t130 0`, 'none', `stroke="${shade(dial, 0.15)}" stroke-width="5"`)).join('')}`
      : `${circle(cx, cy, 160, c.metal(metal))}${circle(
          cx,
          cy,
          140,
          c.rad(
            [
              [0, shade(dial, 0.35)],
              [1, shade(dial, -0.35)],
            ],
            0.45,
            0.4,
            0.7,
          ),
        )}
${v === 'integrated' ? Array.from({ length: 10 }, (_, i) => Array.from({ length: 10 }, (_, j) => rect(cx - 120 + i * 24, cy - 120 + j * 24, 18, 18, 2, shade(dial, -0.12), 'fill-opacity="0.6"')).join('')).join('') : ''}`;
  const sub =
    v === 'chrono'
      ? `${[-60, 60]
          .map(
            (dx) =>
              `${circle(cx + dx, cy + 10, 34, shade(dial, -0.2))}${circle(cx + dx, cy + 10, 34, 'none', `stroke="${c.metal(metal)}" stroke-width="3"`)}${line(cx + dx, cy + 10, cx + dx + 12, cy - 14, '#e8e2d0', 3)}`,
          )
          .join('')}${circle(cx, cy + 70, 30, shade(dial, -0.2))}`
      : '';
  const hands = `${line(cx, cy, cx - 62, cy - 58, '#f2efe6', 10)}${line(cx, cy, cx + 90, cy - 30, '#f2efe6', 7)}${line(cx, cy + 30, cx + 20, cy - 112, '#e0473a', 2.5)}${circle(cx, cy, 10, c.metal(metal))}`;
  const front = `${floorShadow(c, cx, 700, 130)}${strap}${rect(535, 350, 26, 50, 8, c.metal(metal, false))}${face}${v === 'diver' ? '' : ticks}${sub}
${textLines(cx - 28, cy - 78, [56], 0, 7, '#e8e2d0')}${v === 'integrated' ? '' : rect(cx + 70, cy - 10, 30, 20, 3, '#f5f2ea')}${hands}${circle(cx, cy, 140, c.sheen(0.22))}`;
  const back = `${floorShadow(c, cx, 700, 130)}${strap}${circle(cx, cy, 160, c.metal(metal))}${circle(cx, cy, 118, '#15171b')}
${circle(
  cx,
  cy,
  108,
  c.rad([
    [0, '#8a7a5a'],
    [0.6, '#4a4030'],
    [1, '#201a10'],
  ]),
)}${circle(cx + 20, cy - 10, 60, 'none', `stroke="${c.metal('#d8b46a')}" stroke-width="10"`)}
${circle(cx - 40, cy + 30, 22, '#b8323a')}${circle(cx + 50, cy + 50, 14, '#b8323a')}${line(cx - 60, cy - 60, cx + 70, cy + 60, c.metal('#c8ccd2'), 16)}
${circle(cx, cy, 118, c.sheen(0.35))}`;
  return { front, back, focus: [cx, cy] };
}

/** Solid gold bangle standing at an angle, with an engraved band. */
export function bangle(c: Ctx, p: DrawParams): Art {
  const gold = c.metal(p.color);
  const front = `${floorShadow(c, 375, 580, 230)}${ellipse(375, 420, 220, 160, 'none', `stroke="${gold}" stroke-width="44"`)}
${ellipse(375, 420, 220, 160, 'none', `stroke="${shade(p.color, 0.4)}" stroke-width="4" stroke-dasharray="18 10"`)}
${ellipse(310, 290, 60, 12, '#fff', 'fill-opacity="0.55"')}`;
  const back = `${floorShadow(c, 375, 560, 230)}${ellipse(375, 470, 240, 70, 'none', `stroke="${gold}" stroke-width="40"`)}${ellipse(375, 470, 240, 70, 'none', `stroke="${shade(p.color, 0.45)}" stroke-width="3"`)}
${rect(300, 200, 150, 150, 24, c.gloss('#a01a24'))}${rect(300, 200, 150, 30, 10, shade('#a01a24', -0.2))}`;
  return { front, back, focus: [375, 270] };
}

/** A strand of pearls laid in a loop with a clasp. */
export function pearlNecklace(c: Ctx, p: DrawParams): Art {
  const pearls = (rx: number, ry: number, n: number, cy: number) =>
    Array.from({ length: n }, (_, i) => {
      const a = Math.PI * 0.15 + (Math.PI * 1.7 * i) / (n - 1);
      const x = 375 + rx * Math.cos(a + Math.PI / 2);
      const y = cy + ry * Math.sin(a + Math.PI / 2);
      return circle(
        x,
        y,
        17,
        c.rad(
          [
            [0, '#ffffff'],
            [0.6, p.color],
            [1, shade(p.color, -0.3)],
          ],
          0.35,
          0.3,
          0.7,
        ),
      );
    }).join('');
  const front = `${floorShadow(c, 375, 640, 230, 0.15)}${pearls(230, 230, 38, 380)}${rect(355, 140, 40, 20, 8, c.metal('#d8b46a'))}`;
  const back = `${rect(140, 220, 470, 360, 30, c.gloss('#1f2a44'))}${rect(
    160,
    240,
    430,
    320,
    20,
    c.rad([
      [0, '#f6f0e6'],
      [1, '#d8cfbf'],
    ]),
  )}${pearls(170, 130, 30, 400)}`;
  return { front, back, focus: [375, 610] };
}

/** Solitaire diamond ring. */
export function ring(c: Ctx, p: DrawParams): Art {
  const band = c.metal(p.color);
  const stone = `${path(
    'M320 250 L430 250 L460 280 L375 370 L290 280Z',
    c.lin(
      [
        [0, '#ffffff'],
        [0.4, '#cfe8ff'],
        [0.7, '#ffffff'],
        [1, '#9cc6ea'],
      ],
      0,
      0,
      1,
      1,
    ),
  )}
${path('M320 250 L350 280 L400 280 L430 250 M290 280 H460 M350 280 L375 370 L400 280', 'none', 'stroke="#9cc6ea" stroke-width="2"')}
${path('M340 256 L360 270', 'none', 'stroke="#fff" stroke-width="5"')}`;
  const front = `${floorShadow(c, 375, 640, 180)}${ellipse(375, 480, 160, 150, 'none', `stroke="${band}" stroke-width="26"`)}${rect(345, 320, 60, 40, 8, band)}${stone}`;
  const back = `${floorShadow(c, 375, 640, 200)}${rect(200, 330, 350, 280, 40, c.gloss('#173a5e'))}${path('M200 380 Q375 300 550 380 L550 360 Q375 250 200 360Z', shade('#173a5e', 0.2))}
${ellipse(375, 470, 110, 60, 'none', `stroke="${band}" stroke-width="20"`)}<g transform="translate(0 140) scale(1 0.7) translate(0 -120)">${stone}</g>`;
  return { front, back, focus: [375, 300] };
}

/** Silver charm on a chain: a heart charm with an engraved line. */
export function charm(c: Ctx, p: DrawParams): Art {
  const silver = c.metal(p.color);
  const front = `${floorShadow(c, 375, 620, 150, 0.15)}${path('M160 170 Q375 420 590 170', 'none', `stroke="${silver}" stroke-width="6" stroke-dasharray="10 4"`)}
${circle(375, 300, 16, 'none', `stroke="${silver}" stroke-width="8"`)}${path('M375 560 C250 470 230 380 300 345 C340 325 370 350 375 375 C380 350 410 325 450 345 C520 380 500 470 375 560Z', silver)}
${path('M330 380 C350 370 365 385 370 400', 'none', 'stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-opacity="0.7"')}`;
  const back = `${floorShadow(c, 375, 620, 150, 0.15)}${path('M375 560 C250 470 230 380 300 345 C340 325 370 350 375 375 C380 350 410 325 450 345 C520 380 500 470 375 560Z', silver)}
${textLines(330, 420, [90, 60], 26, 6, shade(p.color, -0.35))}${rect(180, 600, 390, 70, 30, c.gloss('#9a7ab8'))}`;
  return { front, back, focus: [375, 450] };
}

/** Structured leather tote with rolled handles. */
export function tote(c: Ctx, p: DrawParams): Art {
  const leather = c.gloss(p.color);
  const handles = `${path('M270 300 Q270 130 330 130 Q380 130 380 300', 'none', `stroke="${shade(p.color, -0.2)}" stroke-width="18"`)}${path('M370 300 Q370 130 430 130 Q480 130 480 300', 'none', `stroke="${shade(p.color, -0.1)}" stroke-width="18"`)}`;
  const bag = `${path('M170 290 H580 L620 640 H130Z', leather)}${path('M170 290 H580 L584 320 H166Z', shade(p.color, -0.2))}
${path('M180 330 L150 620 M570 330 L600 620', 'none', `stroke="${shade(p.color, 0.2)}" stroke-width="3" stroke-dasharray="8 6"`)}`;
  const front = `${floorShadow(c, 375, 650, 260)}${handles}${bag}${rect(340, 330, 70, 40, 8, c.metal(p.accent ?? '#c9a96a'))}`;
  const back = `${floorShadow(c, 375, 650, 260)}${handles}${bag}${rect(260, 380, 230, 160, 12, shade(p.color, -0.08))}${path('M260 400 H490', 'none', `stroke="${c.metal('#c9a96a')}" stroke-width="5"`)}`;
  return { front, back, focus: [375, 350] };
}

/** Folding wallet, shown closed and opened with card slots. */
export function wallet(c: Ctx, p: DrawParams): Art {
  const leather = c.gloss(p.color);
  const front = `${floorShadow(c, 375, 560, 220)}${rect(170, 250, 410, 290, 20, leather)}${rect(180, 260, 390, 270, 14, 'none', `stroke="${shade(p.color, 0.25)}" stroke-width="3" stroke-dasharray="9 6"`)}
${rect(340, 370, 70, 40, 6, c.metal(p.accent ?? '#c9a96a'))}`;
  const back = `${floorShadow(c, 375, 560, 320)}${rect(60, 250, 630, 290, 20, leather)}${line(375, 250, 375, 540, shade(p.color, -0.35), 4)}
${[0, 1, 2].map((i) => `${rect(90, 290 + i * 60, 250, 70, 8, shade(p.color, -0.12))}${rect(410, 290 + i * 60, 250, 70, 8, shade(p.color, -0.12))}`).join('')}
${rect(110, 275, 160, 26, 4, '#d8c8a8')}${rect(430, 275, 160, 26, 4, '#8aa0c8')}`;
  return { front, back, focus: [375, 390] };
}

/** Penny loafer in side view with a strap across the vamp. */
export function loafer(c: Ctx, p: DrawParams): Art {
  const leather = c.gloss(p.color);
  const shoe = `${path('M110 520 Q100 440 180 430 L380 400 Q470 380 540 420 Q640 460 650 520 Z', leather)}${path('M110 520 H650 Q650 560 620 560 H130 Q110 560 110 520Z', '#2a1a10')}
${path('M350 410 Q420 430 470 400', 'none', `stroke="${shade(p.color, -0.3)}" stroke-width="16"`)}${ellipse(410, 418, 22, 8, shade(p.color, -0.5))}
${path('M180 440 Q250 420 330 412', 'none', `stroke="${shade(p.color, 0.3)}" stroke-width="4" stroke-dasharray="8 6"`)}`;
  const front = `${floorShadow(c, 375, 565, 280)}${shoe}`;
  const back = `${floorShadow(c, 375, 590, 290)}<g transform="translate(0 -90)">${shoe}</g><g transform="translate(40 60) scale(0.95)">${shoe}</g>`;
  return { front, back, focus: [410, 420] };
}

/** A silk square scarf folded on the diagonal, with a printed border. */
export function scarf(c: Ctx, p: DrawParams): Art {
  const acc = p.accent ?? '#c9a96a';
  const print = Array.from({ length: 6 }, (_, i) =>
    circle(375, 375, 40 + i * 34, 'none', `stroke="${i % 2 ? acc : shade(p.color, 0.35)}" stroke-width="10"`),
  ).join('');
  const clip = c.clip('<path d="M375 90 L660 375 L375 660 L90 375Z"/>');
  const front = `${floorShadow(c, 375, 670, 230, 0.15)}<g clip-path="${clip}">${rect(90, 90, 570, 570, 0, c.gloss(p.color))}${print}</g>
${path('M375 90 L660 375 L375 660 L90 375Z', 'none', `stroke="${acc}" stroke-width="14"`)}`;
  const back = `${floorShadow(c, 375, 620, 240, 0.15)}${path('M170 260 Q375 200 580 260 L600 560 Q375 620 150 560Z', c.gloss(p.color))}${path('M170 260 Q375 200 580 260', 'none', `stroke="${acc}" stroke-width="12"`)}
${path('M250 330 Q375 300 500 330 M230 430 Q375 400 520 430', 'none', `stroke="${shade(p.color, -0.2)}" stroke-width="6"`)}`;
  return { front, back, focus: [375, 375] };
}

/** Sunglasses: tinted gradient lenses, thick frame. */
export function sunglasses(c: Ctx, p: DrawParams): Art {
  const frame = c.gloss(p.color);
  const lensFill = c.lin([
    [0, shade(p.accent ?? '#3a2a20', 0.2)],
    [1, shade(p.accent ?? '#3a2a20', -0.4)],
  ]);
  const lensShape = (
    x: number,
  ) => `${path(`M${x} 330 Q${x} 300 ${x + 30} 300 H${x + 170} Q${x + 200} 300 ${x + 195} 340 L${x + 180} 420 Q${x + 170} 460 ${x + 120} 460 H${x + 60} Q${x + 15} 460 ${x + 8} 420Z`, frame)}
${path(`M${x + 14} 334 Q${x + 14} 314 ${x + 34} 314 H${x + 166} Q${x + 184} 314 ${x + 180} 340 L${x + 167} 414 Q${x + 160} 446 ${x + 120} 446 H${x + 62} Q${x + 27} 446 ${x + 22} 414Z`, lensFill)}
${path(`M${x + 40} 330 L${x + 90} 330 L${x + 40} 420Z`, '#fff', 'fill-opacity="0.15"')}`;
  const front = `${floorShadow(c, 375, 500, 250)}${lensShape(130)}${lensShape(420)}${path('M330 330 Q375 305 420 330', 'none', `stroke="${frame}" stroke-width="16"`)}`;
  const back = `${floorShadow(c, 375, 560, 250)}${path('M150 330 L120 520 M600 330 L630 520', 'none', `stroke="${frame}" stroke-width="16" stroke-linecap="round"`)}<g transform="translate(375 380) scale(0.85) translate(-375 -380)">${lensShape(130)}${lensShape(420)}</g>`;
  return { front, back, focus: [220, 380] };
}

/** Leather belt coiled around its buckle. */
export function belt(c: Ctx, p: DrawParams): Art {
  const leather = p.color;
  const front = `${floorShadow(c, 375, 620, 240)}${ellipse(375, 430, 230, 170, 'none', `stroke="${shade(leather, -0.2)}" stroke-width="60"`)}
${ellipse(375, 430, 170, 120, 'none', `stroke="${c.gloss(leather)}" stroke-width="60"`)}${ellipse(375, 430, 230, 170, 'none', `stroke="${shade(leather, 0.25)}" stroke-width="3" stroke-dasharray="8 6"`)}
${rect(480, 360, 120, 150, 22, 'none', `stroke="${c.metal(p.accent ?? '#c9a96a')}" stroke-width="18"`)}${rect(480, 425, 120, 12, 5, c.metal(p.accent ?? '#c9a96a'))}`;
  const back = `${floorShadow(c, 375, 470, 320)}${rect(60, 400, 630, 60, 12, c.gloss(leather))}${[0, 1, 2, 3, 4].map((i) => ellipse(130 + i * 40, 430, 6, 9, '#1a1b1f')).join('')}
${rect(560, 380, 120, 100, 18, 'none', `stroke="${c.metal(p.accent ?? '#c9a96a')}" stroke-width="16"`)}`;
  return { front, back, focus: [540, 430] };
}
