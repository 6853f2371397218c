/**
 * Regenerates the mall's seeded pictures from fixtures/images/manifest.json (npm run images:generate).
 *
 * Dev-time only: it needs `sharp` and `@lobehub/fluent-emoji-3d` (devDependencies) and the Noto Sans CJK
 * font (Debian fonts-noto-cjk) for the Chinese headlines. Its outputs are committed under
 * fixtures/images/out/, so neither CI nor the server ever runs it.
 *
 * Every picture is composed once at 3× (the manifest's sizes are 2× design pixels, the 750-wide mobile
 * artboard) and scaled down to 2× and 1×; each density is written as AVIF, WebP and a PNG/JPEG fallback.
 * fixtures/images/out/index.json lists what exists; the server serves from that list.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DrawParams } from './product-art/types';
import {
  DETAIL_HEIGHT,
  DETAIL_VIEWS,
  detailSvg,
  GALLERY_VIEWS,
  gallerySvg,
  heroSvg,
  type ProductArt,
  type SpecRow,
  storeLogoSvg,
} from './product-art/views';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = join(ROOT, 'fixtures/images/manifest.json');
const OUT = join(ROOT, 'fixtures/images/out');
const SEED_PRODUCTS = join(ROOT, 'fixtures/seed/products.json');
const require = createRequire(import.meta.url);
const ART_DIR = join(dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
const FONT = "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans', sans-serif";
const DENSITIES = [1, 2, 3] as const;

type Fallback = 'jpg' | 'png';
interface ProductEntry extends ProductArt {
  for: string;
}
/** A store logo: one of the product drawings (scripts/product-art) on the store's colour. */
interface StoreEntry {
  key: string;
  for: string;
  draw: DrawParams;
  bg: [string, string];
}
/** What the seed says about a product that its long detail pictures print. */
interface SeedProduct {
  spuNo: string;
  name: string;
  specs?: SpecRow[];
}
interface CategoryEntry {
  key: string;
  art: string;
  bg: string;
}
interface BoothEntry {
  key: string;
  kind: 'banner' | 'rules' | 'popup' | 'pendant';
  width: number;
  height: number;
  art: string[];
  bg: [string, string];
  title: string;
  subtitle?: string;
  cta?: string;
  lines?: string[];
  amount?: string;
  amountNote?: string;
  fallback: Fallback;
}
interface IconEntry {
  key: string;
  shape: 'home' | 'category' | 'cart' | 'orders' | 'mine';
  color: string;
  filled?: boolean;
}
interface Manifest {
  products: ProductEntry[];
  stores: StoreEntry[];
  categories: CategoryEntry[];
  booth: BoothEntry[];
  icons: IconEntry[];
}

/** One picture to write: its folder, key, 2× size, fallback format and a composer drawing it at a given scale. */
interface Job {
  folder: 'product' | 'store' | 'category' | 'booth';
  key: string;
  width: number;
  height: number;
  fallback: Fallback;
  /** Product-page-only pictures: 2× and 3×, the fallback at 2× only (see productExtraJobs). */
  extra?: boolean;
  draw: (scale: number) => Promise<Buffer>;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** CJK glyphs are about 1em wide, Latin about 0.58em; good enough to fit headlines. */
function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\uffff]/.test(ch) ? size : ch === ' ' ? size * 0.3 : size * 0.58;
  return w;
}

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );
}

const artCache = new Map<string, Buffer>();
function artFile(code: string): Buffer {
  let buf = artCache.get(code);
  if (!buf) {
    buf = readFileSync(join(ART_DIR, `${code}.webp`));
    artCache.set(code, buf);
  }
  return buf;
}

/** The 256 px render scaled to `size`, lightly sharpened after upscaling. */
async function art(code: string, size: number, rotate = 0): Promise<Buffer> {
  const px = Math.max(1, Math.round(size));
  let img = sharp(artFile(code)).resize(px, px, { kernel: 'lanczos3' });
  if (px > 256) img = img.sharpen({ sigma: 0.6 });
  let out = await img.png().toBuffer();
  if (rotate) {
    out = await sharp(out)
      .rotate(rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  return out;
}

/** A soft contact shadow (blurred ellipse) for an object standing on the studio floor. */
function shadow(cx: number, cy: number, rx: number, ry: number, opacity: number, blur: number): string {
  return `<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="${opacity}" filter="url(#sh)"/>`;
}

async function layer(base: Buffer, overlays: sharp.OverlayOptions[]): Promise<Buffer> {
  return sharp(base).composite(overlays).png().toBuffer();
}

/** Places a picture with its centre at (cx, cy). */
async function centred(buf: Buffer, cx: number, cy: number): Promise<sharp.OverlayOptions> {
  const { width = 0, height = 0 } = await sharp(buf).metadata();
  return { input: buf, left: Math.round(cx - width / 2), top: Math.round(cy - height / 2) };
}

// ---------------------------------------------------------------- products: our own vector drawings

/** An SVG document rendered at `scale` (1.5 is 3× of the 2× artboard), sharp at every density. */
function renderSvg(doc: string, scale: number): Promise<Buffer> {
  return sharp(Buffer.from(doc), { density: 72 * scale })
    .png()
    .toBuffer();
}

/** The main picture: what list cards and the gallery's first slide show (every density and format). */
function productJob(p: ProductEntry): Job {
  return {
    folder: 'product',
    key: p.key,
    width: 750,
    height: 750,
    fallback: 'jpg',
    draw: (scale) => renderSvg(heroSvg(p), scale),
  };
}

/**
 * The gallery's other slides (`<SPU>-2` … `-5`) and the 图文详情 long pictures (`<SPU>-d1`, `-d2`). Only the
 * product page shows them, so they are `extra`: no 1× (no web view this mall runs in is 1×) and the JPEG
 * fallback at 2× only, for the legacy bundle's browsers without WebP (server/files/images.ts).
 */
function productExtraJobs(p: ProductEntry, seed: SeedProduct | undefined): Job[] {
  const gallery = GALLERY_VIEWS.map(
    (view, i): Job => ({
      folder: 'product',
      key: `${p.key}-${i + 2}`,
      width: 750,
      height: 750,
      fallback: 'jpg',
      extra: true,
      draw: (scale) => renderSvg(gallerySvg(p, view), scale),
    }),
  );
  const details = DETAIL_VIEWS.map(
    (view, i): Job => ({
      folder: 'product',
      key: `${p.key}-d${i + 1}`,
      width: 750,
      height: DETAIL_HEIGHT,
      fallback: 'jpg',
      extra: true,
      draw: (scale) => renderSvg(detailSvg(p, view, seed?.name ?? '', seed?.specs ?? []), scale),
    }),
  );
  return [...gallery, ...details];
}

// ---------------------------------------------------------------- store logos and category icons

function storeJob(s: StoreEntry): Job {
  return {
    folder: 'store',
    key: s.key,
    width: 160,
    height: 160,
    fallback: 'jpg',
    // Drawn as vectors at each density, so the logo stays sharp at 3×.
    draw: (scale) => renderSvg(storeLogoSvg(s.draw, s.bg), scale),
  };
}

function categoryJob(c: CategoryEntry): Job {
  return {
    folder: 'category',
    key: c.key,
    width: 120,
    height: 120,
    fallback: 'png',
    draw: async (scale) => {
      const W = Math.round(120 * scale);
      const bg = svg(W, W, `<circle cx="${W / 2}" cy="${W / 2}" r="${W / 2}" fill="${c.bg}"/>`);
      const size = W * 0.7;
      return layer(await sharp(bg).png().toBuffer(), [await centred(await art(c.art, size), W / 2, W / 2)]);
    },
  };
}

// ---------------------------------------------------------------- booth pictures

function decor(W: number, H: number): string {
  return `<circle cx="${W * 0.78}" cy="${H * 0.1}" r="${H * 0.75}" fill="#fff" fill-opacity="0.10"/>
<circle cx="${W * 0.95}" cy="${H * 0.95}" r="${H * 0.5}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${W * 0.08}" cy="${H * 1.05}" r="${H * 0.35}" fill="#fff" fill-opacity="0.07"/>
<circle cx="${W * 0.52}" cy="${H * 0.18}" r="${H * 0.03}" fill="#fff" fill-opacity="0.5"/>
<circle cx="${W * 0.6}" cy="${H * 0.82}" r="${H * 0.02}" fill="#fff" fill-opacity="0.45"/>`;
}

async function bannerImage(b: BoothEntry, scale: number): Promise<Buffer> {
  const W = Math.round(b.width * scale);
  const H = Math.round(b.height * scale);
  const u = W / b.width;
  const pad = 44 * u;
  const mainSize = Math.min(H * 0.9, W * 0.36);
  const mainCx = W - pad - mainSize / 2 + 6 * u;
  const mainCy = H / 2 + H * 0.02;
  const s2 = mainSize * 0.46;
  const secondCx = mainCx - mainSize * 0.46;
  const secondCy = mainCy - mainSize * 0.22;
  const artLeft = b.art[1] ? secondCx - s2 * 0.62 : mainCx - mainSize / 2;
  const textMaxW = artLeft - pad - 16 * u;
  let titleSize = Math.min(H * 0.2, 64 * u);
  while (textWidth(b.title, titleSize) > textMaxW) titleSize *= 0.94;
  let subSize = Math.max(titleSize * 0.46, 20 * u);
  if (b.subtitle) while (textWidth(b.subtitle, subSize) > textMaxW) subSize *= 0.94;
  const ctaH = b.cta ? Math.max(titleSize * 0.72, 34 * u) : 0;
  const ctaFont = ctaH * 0.52;
  const gap1 = titleSize * 0.28;
  const gap2 = titleSize * 0.4;
  const block = titleSize + (b.subtitle ? gap1 + subSize : 0) + (b.cta ? gap2 + ctaH : 0);
  let y = (H - block) / 2;
  const parts: string[] = [];
  parts.push(
    `<text x="${pad}" y="${y + titleSize * 0.88}" font-family="${FONT}" font-weight="900" font-size="${titleSize}" fill="#fff" filter="url(#ts)">${esc(b.title)}</text>`,
  );
  y += titleSize;
  if (b.subtitle) {
    y += gap1;
    parts.push(
      `<text x="${pad}" y="${y + subSize * 0.88}" font-family="${FONT}" font-weight="500" font-size="${subSize}" fill="#fff" fill-opacity="0.95">${esc(b.subtitle)}</text>`,
    );
    y += subSize;
  }
  if (b.cta) {
    y += gap2;
    const ctaW = textWidth(b.cta, ctaFont) + ctaH * 1.3 + ctaFont;
    parts.push(
      `<rect x="${pad}" y="${y}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="url(#cta)"/>
<text x="${pad + (ctaW - ctaFont * 0.9) / 2}" y="${y + ctaH / 2 + ctaFont * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${ctaFont}" fill="${b.bg[0]}">${esc(b.cta)}</text>
<path d="M ${pad + ctaW - ctaH * 0.62} ${y + ctaH * 0.34} l ${ctaH * 0.16} ${ctaH * 0.16} l ${-ctaH * 0.16} ${ctaH * 0.16}" fill="none" stroke="${b.bg[0]}" stroke-width="${ctaH * 0.08}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  const bg = svg(
    W,
    H,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset="1" stop-color="${b.bg[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${decor(W, H)}
${shadow(mainCx, mainCy + mainSize * 0.44, mainSize * 0.34, mainSize * 0.05, 0.22, 8 * u)}`,
  );
  const overlays: sharp.OverlayOptions[] = [];
  const [first, second] = b.art;
  if (second) {
    overlays.push(await centred(await art(second, s2, -12), secondCx, secondCy));
  }
  if (first) overlays.push(await centred(await art(first, mainSize), mainCx, mainCy));
  const text = svg(
    W,
    H,
    `<defs><linearGradient id="cta" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fffbe8"/><stop offset="1" stop-color="#ffe7a8"/></linearGradient>
<filter id="ts" x="-5%" y="-20%" width="110%" height="150%"><feDropShadow dx="0" dy="${2 * u}" stdDeviation="${3 * u}" flood-color="#000" flood-opacity="0.22"/></filter></defs>
${parts.join('\n')}`,
  );
  overlays.push({ input: text, left: 0, top: 0 });
  return layer(await sharp(bg).png().toBuffer(), overlays);
}

async function rulesImage(b: BoothEntry, scale: number): Promise<Buffer> {
  const W = Math.round(b.width * scale);
  const H = Math.round(b.height * scale);
  const u = W / b.width;
  const lines = (b.lines ?? [])
    .map(
      (line, i) =>
        `<text x="${64 * u}" y="${(150 + i * 56) * u}" font-family="${FONT}" font-size="${25 * u}" fill="#5a3a2e">${esc(line)}</text>`,
    )
    .join('\n');
  const tw = textWidth(b.title, 38 * u);
  const body = svg(
    W,
    H,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset="1" stop-color="${b.bg[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<rect x="${28 * u}" y="${24 * u}" width="${W - 56 * u}" height="${H - 48 * u}" rx="${24 * u}" fill="#fff" stroke="#ffb199" stroke-width="${2 * u}"/>
<text x="${W / 2}" y="${86 * u}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${38 * u}" fill="#e0201b">${esc(b.title)}</text>
<path d="M ${W / 2 - tw / 2 - 90 * u} ${72 * u} h ${70 * u} M ${W / 2 + tw / 2 + 20 * u} ${72 * u} h ${70 * u}" stroke="#ff8a6a" stroke-width="${3 * u}" stroke-linecap="round"/>
${lines}`,
  );
  const s = 96 * u;
  const first = b.art[0];
  const overlays = first ? [await centred(await art(first, s, 10), W - 96 * u, 82 * u)] : [];
  return layer(await sharp(body).png().toBuffer(), overlays);
}

async function popupImage(b: BoothEntry, scale: number): Promise<Buffer> {
  const W = Math.round(b.width * scale);
  const H = Math.round(b.height * scale);
  const u = W / b.width;
  const amount = b.amount ?? '';
  const amountSize = 150 * u;
  const amountW = textWidth(amount, amountSize);
  const yuan = 60 * u;
  const ax = W / 2 - (amountW + yuan * 0.6) / 2;
  const body = svg(
    W,
    H,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset="1" stop-color="${b.bg[1]}"/></linearGradient>
<linearGradient id="btn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2"/><stop offset="1" stop-color="#ffd45c"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="20%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<text x="${W / 2}" y="${300 * u}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${58 * u}" fill="#fff3c4">${esc(b.title)}</text>
<rect x="${60 * u}" y="${340 * u}" width="${W - 120 * u}" height="${215 * u}" rx="${24 * u}" fill="#fff8ee"/>
<circle cx="${60 * u}" cy="${447 * u}" r="${18 * u}" fill="${b.bg[0]}"/><circle cx="${W - 60 * u}" cy="${447 * u}" r="${18 * u}" fill="${b.bg[1]}"/>
<text x="${ax}" y="${487 * u}" font-family="${FONT}" font-weight="700" font-size="${yuan}" fill="#e0201b">¥</text>
<text x="${ax + yuan * 0.6}" y="${487 * u}" font-family="${FONT}" font-weight="900" font-size="${amountSize}" fill="#e0201b">${esc(amount)}</text>
<text x="${W / 2}" y="${535 * u}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${28 * u}" fill="#b5442c">${esc(b.amountNote ?? '')}</text>
<text x="${W / 2}" y="${607 * u}" text-anchor="middle" font-family="${FONT}" font-size="${26 * u}" fill="#fff" fill-opacity="0.92">${esc(b.subtitle ?? '')}</text>
<rect x="${110 * u}" y="${650 * u}" width="${W - 220 * u}" height="${92 * u}" rx="${46 * u}" fill="url(#btn)"/>
<text x="${W / 2}" y="${709 * u}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${38 * u}" fill="#c4161c">${esc(b.cta ?? '')}</text>`,
  );
  const s = 210 * u;
  const first = b.art[0];
  const overlays = first ? [await centred(await art(first, s), W / 2, 145 * u)] : [];
  return layer(await sharp(body).png().toBuffer(), overlays);
}

async function pendantImage(b: BoothEntry, scale: number): Promise<Buffer> {
  const W = Math.round(b.width * scale);
  const H = Math.round(b.height * scale);
  const u = W / b.width;
  const labelH = 34 * u;
  let font = 22 * u;
  while (textWidth(b.title, font) > W - 20 * u) font *= 0.92;
  const labelW = Math.min(W - 4 * u, textWidth(b.title, font) + 26 * u);
  const artSize = Math.min(W * 0.92, H - labelH * 0.6);
  const body = svg(W, H, '');
  const label = svg(
    W,
    H,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset="1" stop-color="${b.bg[1]}"/></linearGradient></defs>
<rect x="${(W - labelW) / 2}" y="${H - labelH - 2 * u}" width="${labelW}" height="${labelH}" rx="${labelH / 2}" fill="url(#g)" stroke="#fff" stroke-width="${2.5 * u}"/>
<text x="${W / 2}" y="${H - labelH / 2 - 2 * u + font * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${font}" fill="#fff">${esc(b.title)}</text>`,
  );
  const first = b.art[0];
  const overlays: sharp.OverlayOptions[] = first
    ? [await centred(await art(first, artSize), W / 2, (H - labelH * 0.6) / 2)]
    : [];
  overlays.push({ input: label, left: 0, top: 0 });
  return layer(await sharp(body).png().toBuffer(), overlays);
}

function boothJob(b: BoothEntry): Job {
  const draw = {
    banner: bannerImage,
    rules: rulesImage,
    popup: popupImage,
    pendant: pendantImage,
  }[b.kind];
  return {
    folder: 'booth',
    key: b.key,
    width: b.width,
    height: b.height,
    fallback: b.fallback,
    draw: (scale) => draw(b, scale),
  };
}

// ---------------------------------------------------------------- bottom-bar icons (drawn here, 24-unit grid)

const ICON_PATHS: Record<IconEntry['shape'], { outline: string; filled: string }> = {
  home: {
    outline:
      '<path d="M3.5 10.5 12 3.8l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-6v6H5A1.5 1.5 0 0 1 3.5 19z" fill="none" stroke="C" stroke-width="1.8" stroke-linejoin="round"/>',
    filled:
      '<path d="M3.5 10.5 12 3.8l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-6v6H5A1.5 1.5 0 0 1 3.5 19z" fill="C" stroke="C" stroke-width="1.8" stroke-linejoin="round"/>',
  },
  category: {
    outline:
      '<g fill="none" stroke="C" stroke-width="1.8"><rect x="3.5" y="3.5" width="7" height="7" rx="1.8"/><rect x="13.5" y="3.5" width="7" height="7" rx="3.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.8"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.8"/></g>',
    filled:
      '<g fill="C" stroke="C" stroke-width="1.8"><rect x="3.5" y="3.5" width="7" height="7" rx="1.8"/><rect x="13.5" y="3.5" width="7" height="7" rx="3.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.8"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.8"/></g>',
  },
  cart: {
    outline:
      '<g fill="none" stroke="C" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M2.8 4h2.4l2.2 11h11.1l2-8H6.2"/></g><circle cx="9" cy="19.3" r="1.5" fill="C"/><circle cx="17" cy="19.3" r="1.5" fill="C"/>',
    filled:
      '<g stroke="C" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M2.8 4h2.4" fill="none"/><path d="M6.2 7h14.3l-2 8H7.4z" fill="C"/></g><circle cx="9" cy="19.3" r="1.6" fill="C"/><circle cx="17" cy="19.3" r="1.6" fill="C"/>',
  },
  orders: {
    outline:
      '<g fill="none" stroke="C" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><rect x="4.5" y="3.5" width="15" height="17" rx="2"/><path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4"/></g>',
    filled:
      '<rect x="4.5" y="3.5" width="15" height="17" rx="2" fill="C" stroke="C" stroke-width="1.8"/><path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>',
  },
  // 我的: the person of the app's own tab bar (src/ui/icons.tsx PersonGlyph), so both bars draw one figure.
  mine: {
    outline:
      '<g fill="none" stroke="C" stroke-width="1.8" stroke-linecap="round"><circle cx="12" cy="8.5" r="4"/><path d="M4.5 20c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6"/></g>',
    filled:
      '<g fill="C" stroke="C" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="8.5" r="4"/><path d="M4.5 20c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6z"/></g>',
  },
};

function iconJob(i: IconEntry): Job {
  return {
    folder: 'booth',
    key: i.key,
    width: 48,
    height: 48,
    fallback: 'png',
    draw: async (scale) => {
      const W = Math.round(48 * scale);
      const shape = ICON_PATHS[i.shape][i.filled ? 'filled' : 'outline'].replaceAll('"C"', `"${i.color}"`);
      return sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W}" viewBox="0 0 24 24">${shape}</svg>`,
        ),
      )
        .png()
        .toBuffer();
    },
  };
}

// ---------------------------------------------------------------- encoding

export interface IndexEntry {
  /** 2× size in pixels (the 750-wide design artboard); 1× is half, 3× one and a half times. */
  width: number;
  height: number;
  fallback: Fallback;
  formats: ('avif' | 'webp' | Fallback)[];
  densities: number[];
  /** Formats that exist at fewer densities than `densities` (product-page extras); the server sends the nearest. */
  formatDensities?: Partial<Record<'avif' | 'webp' | Fallback, number[]>>;
}

/**
 * Product-page extras: AVIF at 2× and 3× (what current web views take), WebP at 2× (older Chrome and iOS 14–15),
 * the JPEG fallback at 1× only (the legacy bundle's iOS 12–13, which has neither). Keeps the repository small.
 */
const EXTRA_DENSITIES = [2, 3] as const;
const EXTRA_FORMAT_DENSITIES: Record<'webp' | Fallback, number[]> = { webp: [2], jpg: [1], png: [1] };

async function encode(job: Job): Promise<{ entry: IndexEntry; bytes: number }> {
  const dir = join(OUT, job.folder);
  mkdirSync(dir, { recursive: true });
  const master = await job.draw(1.5); // 3× of the 2× design size
  const densities: readonly number[] = job.extra ? EXTRA_DENSITIES : DENSITIES;
  const made = (format: 'avif' | 'webp' | Fallback, d: number): boolean =>
    !job.extra || (format === 'avif' ? densities : EXTRA_FORMAT_DENSITIES[format]).includes(d);
  let bytes = 0;
  for (const d of [1, 2, 3].filter((n) => densities.includes(n) || made(job.fallback, n))) {
    const w = Math.round((job.width * d) / 2);
    const h = Math.round((job.height * d) / 2);
    const base = d === 3 ? sharp(master) : sharp(master).resize(w, h, { kernel: 'lanczos3' });
    const raw = await base.png().toBuffer();
    const opaque = job.fallback === 'jpg';
    const img = () => (opaque ? sharp(raw).flatten({ background: '#ffffff' }) : sharp(raw));
    const outputs: [string, Promise<Buffer>][] = [];
    if (densities.includes(d) && made('avif', d)) {
      outputs.push(['avif', img().avif({ quality: 50, effort: 3, chromaSubsampling: '4:2:0' }).toBuffer()]);
    }
    if (densities.includes(d) && made('webp', d)) {
      outputs.push([
        'webp',
        img().webp({ quality: 80, alphaQuality: 90, effort: 5, smartSubsample: true }).toBuffer(),
      ]);
    }
    if (made(job.fallback, d)) {
      outputs.push([
        job.fallback,
        opaque
          ? img().jpeg({ quality: 78, mozjpeg: true }).toBuffer()
          : img().png({ compressionLevel: 9, palette: true, quality: 90, effort: 8 }).toBuffer(),
      ]);
    }
    for (const [ext, pending] of outputs) {
      const buf = await pending;
      bytes += buf.length;
      writeFileSync(join(dir, `${job.key}@${d}x.${ext}`), buf);
    }
  }
  return {
    entry: {
      width: job.width,
      height: job.height,
      fallback: job.fallback,
      formats: ['avif', 'webp', job.fallback],
      densities: [...densities],
      ...(job.extra
        ? {
            formatDensities: {
              webp: [...EXTRA_FORMAT_DENSITIES.webp],
              [job.fallback]: [...EXTRA_FORMAT_DENSITIES[job.fallback]],
            },
          }
        : {}),
    },
    bytes,
  };
}

/**
 * Arguments: none (everything, out/ rewritten), folder names (`product store`: those folders rewritten and
 * merged into the index), or `<folder>/<key>` previews (index untouched).
 */
async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const seed = JSON.parse(readFileSync(SEED_PRODUCTS, 'utf8')) as SeedProduct[];
  const jobs: Job[] = [
    ...manifest.products.flatMap((p) => [
      productJob(p),
      ...productExtraJobs(
        p,
        seed.find((s) => s.spuNo === p.key),
      ),
    ]),
    ...manifest.stores.map(storeJob),
    ...manifest.categories.map(categoryJob),
    ...manifest.booth.map(boothJob),
    ...manifest.icons.map(iconJob),
  ];
  const args = process.argv.slice(2);
  const folders = args.filter((a) => !a.includes('/'));
  const only = args.filter((a) => a.includes('/'));
  const selected =
    only.length > 0
      ? jobs.filter((j) => only.includes(`${j.folder}/${j.key}`))
      : folders.length > 0
        ? jobs.filter((j) => folders.includes(j.folder))
        : jobs;
  const writeIndex = only.length === 0;
  const previous = existsSync(join(OUT, 'index.json'))
    ? (JSON.parse(readFileSync(join(OUT, 'index.json'), 'utf8')) as {
        folders: Record<string, Record<string, IndexEntry>>;
      })
    : { folders: {} };
  const index: Record<string, Record<string, IndexEntry>> = {};
  if (folders.length > 0) {
    for (const [f, entries] of Object.entries(previous.folders)) if (!folders.includes(f)) index[f] = entries;
    for (const f of folders) rmSync(join(OUT, f), { recursive: true, force: true });
  } else if (writeIndex) rmSync(OUT, { recursive: true, force: true });
  let total = 0;
  for (const job of selected) {
    const { entry, bytes } = await encode(job);
    const folder = index[job.folder] ?? {};
    folder[job.key] = entry;
    index[job.folder] = folder;
    total += bytes;
    process.stdout.write(`${job.folder}/${job.key} ${(bytes / 1024).toFixed(0)} KiB\n`);
  }
  if (writeIndex) {
    const sorted = Object.fromEntries(
      Object.keys(index)
        .sort()
        .map((f) => [
          f,
          Object.fromEntries(Object.entries(index[f] ?? {}).sort(([a], [b]) => a.localeCompare(b))),
        ]),
    );
    const manifestHash = createHash('sha256').update(readFileSync(MANIFEST)).digest('hex').slice(0, 16);
    writeFileSync(
      join(OUT, 'index.json'),
      `${JSON.stringify({ generatedFrom: `fixtures/images/manifest.json#${manifestHash}`, folders: sorted }, null, 2)}\n`,
    );
    // The repository's formatter has the last word on JSON layout, so `npm run lint` stays clean.
    execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', join(OUT, 'index.json')], {
      stdio: 'ignore',
    });
  }
  process.stdout.write(`${selected.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MiB\n`);
}

await main();
