/**
 * Small SVG drawing kit for the product illustrations (scripts/product-art): colour shading, gradients with
 * unique ids, and the shapes every drawer needs. Everything is drawn in a 750 × 750 box (the 2× artboard).
 */

/** One drawing's gradient/filter definitions, with ids unique within the picture it ends up in. */
export class Ctx {
  private n = 0;
  readonly defs: string[] = [];
  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  /** A linear gradient from stops [offset, colour, opacity?]; returns `url(#id)`. */
  lin(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops.map(stop).join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops.map(stop).join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /** Vertical sheen of a plastic or painted surface: lighter top, own colour, darker bottom. */
  gloss(color: string, horizontal = false): string {
    const stops: [number, string][] = [
      [0, shade(color, 0.28)],
      [0.45, color],
      [1, shade(color, -0.28)],
    ];
    return horizontal ? this.lin(stops, 0, 0, 1, 0) : this.lin(stops);
  }
  /** Brushed metal across a cylinder or an edge: bands of dark and light. */
  metal(color: string, horizontal = true): string {
    const stops: [number, string][] = [
      [0, shade(color, -0.35)],
      [0.18, shade(color, 0.35)],
      [0.4, color],
      [0.62, shade(color, 0.45)],
      [0.85, shade(color, -0.15)],
      [1, shade(color, -0.45)],
    ];
    return horizontal ? this.lin(stops, 0, 0, 1, 0) : this.lin(stops);
  }
  /** A soft diagonal reflection laid over glass or gloss. */
  sheen(opacity = 0.35): string {
    return this.lin(
      [
        [0, '#fff', opacity],
        [0.35, '#fff', opacity * 0.25],
        [0.36, '#fff', 0],
        [1, '#fff', 0],
      ],
      0,
      0,
      1,
      1,
    );
  }
}

function stop([o, c, a]: [number, string, number?]): string {
  return `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`;
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)),
  );
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
}
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  extra = '',
): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
}

/** A camera lens: dark barrel, glass with a coloured coat and a highlight. */
export function lens(c: Ctx, cx: number, cy: number, r: number, ring = '#9aa0a8'): string {
  return [
    circle(cx, cy, r, c.metal(ring)),
    circle(cx, cy, r * 0.82, '#0d0f14'),
    circle(
      cx,
      cy,
      r * 0.62,
      c.rad(
        [
          [0, '#3b4a6b'],
          [0.6, '#111522'],
          [1, '#05060a'],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
    circle(cx, cy, r * 0.25, '#2b3c66', 'fill-opacity="0.7"'),
    ellipse(cx - r * 0.25, cy - r * 0.28, r * 0.18, r * 0.1, '#fff', 'fill-opacity="0.55"'),
  ].join('');
}

/** A contact shadow under an object standing at `y`. */
export function floorShadow(c: Ctx, cx: number, y: number, rx: number, opacity = 0.25): string {
  return ellipse(cx, y, rx, rx * 0.09, '#000', `fill-opacity="${opacity}" filter="${c.blur(rx * 0.06)}"`);
}

/** Grey text lines standing for printed copy (never a real logo or brand mark). */
export function textLines(
  x: number,
  y: number,
  widths: number[],
  gap: number,
  h: number,
  fill: string,
): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, fill)).join('');
}

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export const FONT = "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans', sans-serif";
