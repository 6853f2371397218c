import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shareTargetSchema } from '../api/share';
import { validateLayout, validateLayoutStrict } from './validate';

/** Data-driven: fixtures/booth/manifest.json says what each fixture must give. */
type Expect =
  | {
      ok: true;
      kept: string[];
      dropped: string[];
      droppedPaths?: Record<string, string>;
      scheduledOut?: string[];
      migratedFrom?: number;
    }
  | { ok: false; reason: string; issuePaths?: string[] };
type Entry = { file: string; purpose: string; now?: number; expect: Expect };

const dir = new URL('../../fixtures/booth/', import.meta.url);
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
const manifest = read('manifest.json') as { fixtures: Entry[] };

describe('booth fixtures (manifest)', () => {
  it('lists every fixture file', () => {
    expect(manifest.fixtures.length).toBeGreaterThanOrEqual(26);
  });

  it.each(manifest.fixtures.map((f) => [f.file, f] as const))('%s', (_file, entry) => {
    const result = validateLayout(read(entry.file), entry.now === undefined ? {} : { now: entry.now });
    const exp = entry.expect;
    if (!exp.ok) {
      expect(result).toMatchObject({ ok: false, reason: exp.reason });
      if (exp.issuePaths && !result.ok) expect(result.issues.map((i) => i.path)).toEqual(exp.issuePaths);
      return;
    }
    if (!result.ok) throw new Error(`${entry.file}: ${result.reason} ${JSON.stringify(result.issues)}`);
    expect(result.layout.blocks.map((b) => b.id)).toEqual(exp.kept);
    expect(result.dropped.map((d) => d.blockId)).toEqual(exp.dropped);
    for (const issue of result.dropped) {
      if (issue.blockId !== null) expect(issue.path).toBe(exp.droppedPaths?.[issue.blockId]);
    }
    expect(result.scheduledOut).toEqual(exp.scheduledOut ?? []);
    if (exp.migratedFrom !== undefined) expect(result.migratedFrom).toBe(exp.migratedFrom);
    // The operators' strict check agrees: a fixture with nothing dropped would publish.
    expect(validateLayoutStrict(read(entry.file)).ok).toBe(exp.dropped.length === 0);
  });

  it('keeps hostile text verbatim: escaping is the renderer’s job, not the schema’s', () => {
    const result = validateLayout(read('edge/hostile-text.json'));
    if (!result.ok) throw new Error(result.reason);
    const notice = result.layout.blocks.find((b) => b.type === 'noticeBoard');
    expect(notice?.type === 'noticeBoard' && notice.props.items.map((i) => i.text)).toEqual([
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'Tom & Jerry "quoted" \'single\' </div><div onclick=alert(1)>',
    ]);
  });
});

describe('booth seed layouts', () => {
  /** Every link object anywhere in a layout. */
  const linksOf = (value: unknown): { linkType?: unknown; url?: unknown }[] => {
    if (Array.isArray(value)) return value.flatMap(linksOf);
    if (typeof value !== 'object' || value === null) return [];
    const own = 'linkType' in value ? [value as { linkType?: unknown; url?: unknown }] : [];
    return [...own, ...Object.values(value).flatMap(linksOf)];
  };

  it('share a real target wherever they link the share page (a bare /sharePage shows the unknown-share page)', () => {
    // The seed's pages (the manifest's files outside edge/ and migrations/).
    const pages = manifest.fixtures.map((f) => f.file).filter((file) => !file.includes('/'));
    const shares = pages.flatMap((file) =>
      linksOf(read(file))
        .map((link) => (link.linkType === 'url' && typeof link.url === 'string' ? link.url : ''))
        .filter((url) => url.startsWith('/mbankmall/sharePage'))
        .map((url) => [file, url] as const),
    );
    // The coupon activity page's 分享给好友 pendant at least.
    expect(shares.map(([file]) => file)).toContain('activity.json');
    for (const [file, url] of shares) {
      const params = Object.fromEntries(new URL(url, 'http://mall.test').searchParams);
      expect(shareTargetSchema.safeParse(params).success, `${file}: ${url}`).toBe(true);
    }
  });
});
