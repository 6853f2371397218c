/**
 * Same-origin SVG placeholders for seeded images: no external image host exists where the mall runs.
 * The seed is a slug of the product's short name; the picture shows it back as text.
 */
export const PLACEHOLDER_PREFIX = '/api/file-storage/file/placeholder/';
const SEED_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function placeholderSlug(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return slug || 'item';
}

export function placeholderUrl(label: string): string {
  return `${PLACEHOLDER_PREFIX}${placeholderSlug(label)}.svg`;
}

export function isPlaceholderSeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A stable hue per seed so neighbouring products are told apart at a glance. */
function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 360;
}

export function renderPlaceholderSvg(seed: string): string {
  const label = escapeXml(seed.replace(/[-_]+/g, ' ').slice(0, 40));
  const h = hue(seed);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">',
    `<rect width="400" height="400" fill="hsl(${h},55%,88%)"/>`,
    `<circle cx="200" cy="160" r="80" fill="hsl(${h},55%,62%)"/>`,
    `<text x="200" y="320" font-family="sans-serif" font-size="28" text-anchor="middle" fill="hsl(${h},60%,22%)">${label}</text>`,
    '</svg>',
  ].join('');
}
