import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_PAGE_FILES } from '../../server/booth/seed';

/**
 * What the seeded banner art promises is what the mall gives: every "满X减Y" a booth picture
 * shows (its generated text in fixtures/images/manifest.json, or its alt) and every coupon amount a popup
 * draws is a seeded coupon's, and the coupon its link leads to when it leads to one coupon's activity
 * page. A banner reading 满200减30 for a 满500减50 coupon fails here.
 */
const json = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

interface Coupon {
  couponNo: string;
  thresholdCents: number;
  discountCents: number;
}
const coupons = json<Coupon[]>('../../fixtures/seed/coupons.json');

interface BoothArt {
  key: string;
  title: string;
  subtitle?: string;
  cta?: string;
  amount?: string;
  amountNote?: string;
}
const art = new Map(
  json<{ booth: BoothArt[] }>('../../fixtures/images/manifest.json').booth.map((a) => [a.key, a]),
);

type Link = { linkType: number | string; pageId?: string; url?: string };
interface Block {
  id: string;
  type: string;
  props: Record<string, unknown>;
}
interface Layout {
  pageId: string;
  blocks: Block[];
}
const layouts = SEED_PAGE_FILES.map((file) => ({
  file,
  layout: json<Layout>(`../../fixtures/booth/${file}`),
}));

/** The coupon a page sells for: the coupon its product rows list (the coupon activity page). */
const couponOfPage = new Map<string, string>();
for (const { layout } of layouts) {
  for (const b of layout.blocks) {
    const source = b.props.source as { couponNo?: string } | undefined;
    if (b.type === 'productRows' && source?.couponNo) couponOfPage.set(layout.pageId, source.couponNo);
  }
}

/** The coupons a link promotes: one activity page's coupon, or any seeded one. */
function promoted(link: Link | undefined): Coupon[] {
  const pageCoupon = link?.linkType === 2 && link.pageId ? couponOfPage.get(link.pageId) : undefined;
  const listed = link?.linkType === 'url' ? /\/product\/list\/([^/?]+)/.exec(link.url ?? '')?.[1] : undefined;
  const only = pageCoupon ?? listed;
  return only === undefined ? coupons : coupons.filter((c) => c.couponNo === only);
}

interface Offer {
  threshold: number;
  discount: number;
  text: string;
}

/** "满500减50" (yuan) anywhere in the texts, and a popup's drawn amount with its "满500元可用" / 无门槛. */
function promisesOf(texts: string[], entry: BoothArt | undefined): Offer[] {
  const found: Offer[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(/满(\d+)减(\d+)/g))
      found.push({ threshold: Number(m[1]), discount: Number(m[2]), text });
  }
  if (entry?.amount !== undefined) {
    const note = entry.amountNote ?? '';
    const threshold = /满(\d+)元/.exec(note)?.[1];
    found.push({
      threshold: threshold === undefined ? 0 : Number(threshold),
      discount: Number(entry.amount),
      text: note,
    });
  }
  return found;
}

/** Every picture the seed pages show, with its alt, its link and its generated art. */
function pictures(): { where: string; alt: string; link: Link | undefined; entry: BoothArt | undefined }[] {
  const found: ReturnType<typeof pictures> = [];
  const add = (where: string, image: unknown, link: unknown) => {
    const { src = '', alt = '' } = (image ?? {}) as { src?: string; alt?: string };
    const key = /\/booth\/([^/.]+)\.[a-z]+$/.exec(src)?.[1];
    found.push({ where, alt, link: link as Link | undefined, entry: key ? art.get(key) : undefined });
  };
  for (const { file, layout } of layouts) {
    for (const b of layout.blocks) {
      if (b.type === 'swiper') {
        const slides = b.props.slides as { image: unknown; link?: unknown }[];
        for (const [i, s] of slides.entries()) add(`${file} ${b.id}[${i}]`, s.image, s.link);
      } else if ('image' in b.props) {
        add(`${file} ${b.id}`, b.props.image, b.props.link);
      }
    }
  }
  return found;
}

describe('banner promises', () => {
  it('find the seed pictures and their generated art', () => {
    const all = pictures();
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((p) => p.entry !== undefined).length).toBeGreaterThan(10);
  });

  it("promise only the seeded coupons, and the linked activity's own coupon", () => {
    let checked = 0;
    for (const { where, alt, link, entry } of pictures()) {
      const texts = [alt, entry?.title ?? '', entry?.subtitle ?? ''];
      const offers = promoted(link);
      for (const p of promisesOf(texts, entry)) {
        checked++;
        const kept = offers.some(
          (c) => c.thresholdCents === p.threshold * 100 && c.discountCents === p.discount * 100,
        );
        expect(kept, `${where}: "${p.text}" promises 满${p.threshold}减${p.discount}`).toBe(true);
      }
    }
    // The spring banner, the activity header and popup, the aggregate tile and the home popup.
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});
