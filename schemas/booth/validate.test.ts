import { describe, expect, it } from 'vitest';
import { validateLayout, validateLayoutStrict } from './validate';

const picture = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'picture',
  props: { image: { src: '/api/file-storage/file/a.jpg', width: 750, height: 300 } },
  ...extra,
});
const pendant = (id: string, position: number, schedule?: { start?: number; end?: number }) => ({
  id,
  type: 'pendant',
  props: { position, image: { src: '/api/file-storage/file/p.png', width: 64, height: 64 } },
  ...(schedule ? { schedule } : {}),
});
const backTop = (id: string) => ({ id, type: 'backTop', props: {} });
const navBar = (id: string, schedule?: { start?: number; end?: number }) => ({
  id,
  type: 'navBar',
  props: { items: [{ key: 'home', label: 'Home', link: { linkType: 2, pageId: 'home' } }] },
  ...(schedule ? { schedule } : {}),
});
const layout = (blocks: unknown[]) => ({
  schemaVersion: 2,
  pageId: 'p',
  pageCode: 10,
  title: 'T',
  version: 1,
  blocks,
});

describe('validateLayout', () => {
  it('drops one bad block and keeps the rest, reporting blockId, type, path and message', () => {
    const bad = picture('bad');
    bad.props.image = { src: 'javascript:alert(1)', width: 1, height: 1 };
    const result = validateLayout(layout([picture('a'), bad, backTop('b')]));
    if (!result.ok) throw new Error(result.reason);
    expect(result.layout.blocks.map((b) => b.id)).toEqual(['a', 'b']);
    expect(result.dropped).toEqual([
      {
        blockId: 'bad',
        type: 'picture',
        path: 'blocks[1].props.image.src',
        message: expect.stringMatching(/javascript:/),
      },
    ]);
  });

  it('reports non-object blocks and missing ids without crashing', () => {
    const result = validateLayout(layout([null, 'x', { type: 'backTop', props: {} }, backTop('ok')]));
    if (!result.ok) throw new Error(result.reason);
    expect(result.layout.blocks.map((b) => b.id)).toEqual(['ok']);
    expect(result.dropped.map((d) => [d.blockId, d.path])).toEqual([
      [null, 'blocks[0]'],
      [null, 'blocks[1]'],
      [null, 'blocks[2].id'],
    ]);
  });

  it('applies the cross-block rules: one navBar, one pendant per position, later ones dropped', () => {
    const result = validateLayout(
      layout([navBar('n1'), pendant('p1', 4), navBar('n2'), pendant('p2', 4), pendant('p3', 5)]),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.layout.blocks.map((b) => b.id)).toEqual(['n1', 'p1', 'p3']);
    expect(result.dropped.map((d) => [d.blockId, d.path])).toEqual([
      ['n2', 'blocks[2]'],
      ['p2', 'blocks[3]'],
    ]);
  });

  it('lets blocks with non-overlapping schedules share a slot', () => {
    const result = validateLayout(layout([navBar('n1', { end: 100 }), navBar('n2', { start: 100 })]));
    expect(result.ok && result.dropped).toEqual([]);
  });

  it('leaves out blocks outside their schedule at server time `now`, without reporting them', () => {
    const input = layout([
      picture('past', { schedule: { end: 50 } }),
      picture('live', { schedule: { start: 50 } }),
    ]);
    const result = validateLayout(input, { now: 60 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.layout.blocks.map((b) => b.id)).toEqual(['live']);
    expect(result.scheduledOut).toEqual(['past']);
    expect(result.dropped).toEqual([]);
  });

  it('refuses the page when page fields are invalid', () => {
    const result = validateLayout({ ...layout([]), title: '' });
    expect(result).toMatchObject({ ok: false, reason: 'page', issues: [{ path: 'title' }] });
  });

  it('refuses something that is not a layout', () => {
    expect(validateLayout('nope')).toMatchObject({ ok: false, reason: 'envelope' });
    expect(validateLayout({ blocks: [] })).toMatchObject({ ok: false, reason: 'envelope' });
  });

  it('refuses a newer schema so the app keeps its cached layout', () => {
    expect(validateLayout({ ...layout([]), schemaVersion: 3 })).toMatchObject({
      ok: false,
      reason: 'newerSchema',
      issues: [{ path: 'schemaVersion' }],
    });
  });

  it('refuses more than 300 blocks', () => {
    const many = Array.from({ length: 301 }, (_, i) => backTop(`b${i}`));
    expect(validateLayout(layout(many))).toMatchObject({
      ok: false,
      reason: 'page',
      issues: [{ path: 'blocks' }],
    });
  });
});

describe('validateLayoutStrict', () => {
  it('returns every issue with its path and drops nothing', () => {
    const bad = picture('bad');
    bad.props.image = { src: '//evil.example/a.png', width: 0, height: 1 };
    const result = validateLayoutStrict(
      layout([navBar('n1'), bad, navBar('n2'), { id: 'v', type: 'video' }, backTop('n1')]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.path)).toEqual([
      'blocks[1].props.image.src',
      'blocks[1].props.image.width',
      'blocks[2]',
      'blocks[3].type',
      'blocks[4].id',
    ]);
  });

  it('reports page and block issues together', () => {
    const result = validateLayoutStrict({ ...layout([{ id: 'v', type: 'video' }]), pageId: '' });
    expect(!result.ok && result.issues.map((i) => i.path)).toEqual(['pageId', 'blocks[0].type']);
  });

  it('passes a clean layout with defaults applied', () => {
    const result = validateLayoutStrict(layout([backTop('b')]));
    expect(result.ok && result.layout.blocks).toEqual([
      { id: 'b', type: 'backTop', props: { threshold: 600 } },
    ]);
  });
});
