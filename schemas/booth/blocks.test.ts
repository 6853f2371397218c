import { describe, expect, it } from 'vitest';
import home from '../../fixtures/booth/home.json';
import { BLOCK_PLACEMENT, BLOCK_TYPES, type BlockType, PENDANT_POSITIONS } from './block-types';
import { blockSchema, blockSchemas } from './blocks/index';

type Raw = { id: string; type: string; props: Record<string, unknown> };
const homeBlocks = home.blocks as Raw[];
const good = (type: BlockType): Raw => {
  const block = homeBlocks.find((b) => b.type === type);
  if (block === undefined) throw new Error(`home.json has no ${type} block`);
  return structuredClone(block);
};
const withProps = (type: BlockType, patch: (props: Record<string, unknown>) => void): Raw => {
  const block = good(type);
  patch(block.props);
  return block;
};

describe('block schemas', () => {
  it('home.json uses every block type', () => {
    expect(new Set(homeBlocks.map((b) => b.type))).toEqual(new Set(BLOCK_TYPES));
  });

  it.each(BLOCK_TYPES)('%s accepts its good fixture (own schema and the union)', (type) => {
    const block = good(type);
    expect(blockSchemas[type].safeParse(block).error?.issues).toBeUndefined();
    expect(blockSchema.safeParse(block).success).toBe(true);
  });

  it('every type has a placement, flow for content and overlay for the fixed layer', () => {
    const flow = BLOCK_TYPES.filter((t) => BLOCK_PLACEMENT[t] === 'flow');
    expect(flow).toEqual(['picture', 'swiper', 'productRows', 'noticeBoard']);
  });

  it('documents pendant positions 1-6 as left then right, top to bottom', () => {
    expect(PENDANT_POSITIONS[1]).toEqual({ side: 'left', vertical: 'top' });
    expect(PENDANT_POSITIONS[6]).toEqual({ side: 'right', vertical: 'bottom' });
  });

  const bad: [string, Raw, string][] = [
    [
      'picture without height',
      withProps('picture', (p) => delete (p.image as Record<string, unknown>).height),
      'props.image.height',
    ],
    [
      'picture with http image',
      withProps('picture', (p) => Object.assign(p.image as object, { src: 'http://img.bank.example/a.jpg' })),
      'props.image.src',
    ],
    [
      'picture with long alt',
      withProps('picture', (p) => Object.assign(p.image as object, { alt: 'x'.repeat(81) })),
      'props.image.alt',
    ],
    [
      'swiper without slides',
      withProps('swiper', (p) => {
        p.slides = [];
      }),
      'props.slides',
    ],
    [
      'swiper with a 500 ms autoplay',
      withProps('swiper', (p) => {
        p.autoplayMs = 500;
      }),
      'props.autoplayMs',
    ],
    [
      'swiper without aspect ratio',
      withProps('swiper', (p) => {
        delete p.aspectRatio;
      }),
      'props.aspectRatio',
    ],
    [
      'productRows with 4 columns',
      withProps('productRows', (p) => {
        p.columns = 4;
      }),
      'props.columns',
    ],
    [
      'productRows with sort 7',
      withProps('productRows', (p) => {
        p.source = { kind: 'query', sort: 7 };
      }),
      'props.source.sort',
    ],
    [
      'productRows with an empty sku list',
      withProps('productRows', (p) => {
        p.source = { kind: 'skus', skuNos: [] };
      }),
      'props.source.skuNos',
    ],
    [
      'productRows with neither source',
      withProps('productRows', (p) => {
        p.source = { kind: 'all' };
      }),
      'props.source.kind',
    ],
    [
      'noticeBoard with empty text',
      withProps('noticeBoard', (p) => {
        p.items = [{ text: '' }];
      }),
      'props.items.0.text',
    ],
    [
      'noticeBoard with text over 100',
      withProps('noticeBoard', (p) => {
        p.items = [{ text: 'x'.repeat(101) }];
      }),
      'props.items.0.text',
    ],
    [
      'backTop with negative threshold',
      withProps('backTop', (p) => {
        p.threshold = -1;
      }),
      'props.threshold',
    ],
    [
      'cartButton in the middle',
      withProps('cartButton', (p) => {
        p.position = 'middle';
      }),
      'props.position',
    ],
    [
      'popup with weekly frequency',
      withProps('popup', (p) => {
        p.frequency = 'weekly';
      }),
      'props.frequency',
    ],
    [
      'popup with a long close delay',
      withProps('popup', (p) => {
        p.closeDelayMs = 60_000;
      }),
      'props.closeDelayMs',
    ],
    [
      'pendant at position 7',
      withProps('pendant', (p) => {
        p.position = 7;
      }),
      'props.position',
    ],
    [
      'pendant without image size',
      withProps('pendant', (p) => {
        p.image = { src: '/api/file-storage/a.png' };
      }),
      'props.image.width',
    ],
    [
      'navBar with unknown activeKey',
      withProps('navBar', (p) => {
        p.activeKey = 'nope';
      }),
      'props.activeKey',
    ],
    [
      'navBar item without link',
      withProps('navBar', (p) => {
        delete (p.items as Record<string, unknown>[])[0]?.link;
      }),
      'props.items.0.link',
    ],
    [
      'bottomBar with one item',
      withProps('bottomBar', (p) => {
        p.items = (p.items as unknown[]).slice(0, 1);
      }),
      'props.items',
    ],
    [
      'bottomBar with a wishlist badge',
      withProps('bottomBar', (p) => {
        Object.assign((p.items as object[])[0] ?? {}, { badge: 'wishlist' });
      }),
      'props.items.0.badge',
    ],
    [
      'bottomCountdown with a date without offset',
      withProps('bottomCountdown', (p) => {
        p.endTime = '2030-01-01T00:00:00';
      }),
      'props.endTime',
    ],
    [
      'bottomCountdown without label',
      withProps('bottomCountdown', (p) => {
        delete p.label;
      }),
      'props.label',
    ],
  ];

  it.each(bad)('rejects %s at %s', (_name, block, path) => {
    const result = blockSchemas[block.type as BlockType].safeParse(block);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('rejects a bad id and an inverted schedule on any block', () => {
    const block = { ...good('backTop'), id: 'has space', schedule: { start: 10, end: 5 } };
    const paths = blockSchemas.backTop.safeParse(block).error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['id', 'schedule.end']);
  });

  it('any block may be hidden in elder mode; the flag is a boolean and stays optional', () => {
    expect(blockSchema.parse({ ...good('picture'), hiddenInElder: true })).toMatchObject({
      hiddenInElder: true,
    });
    expect(blockSchema.parse(good('swiper'))).not.toHaveProperty('hiddenInElder');
    const paths = blockSchema
      .safeParse({ ...good('picture'), hiddenInElder: 'yes' })
      .error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['hiddenInElder']);
  });

  it('applies defaults so renderers need not', () => {
    const parsed = blockSchemas.swiper.parse({
      id: 's',
      type: 'swiper',
      props: {
        aspectRatio: { width: 2, height: 1 },
        slides: [{ image: { src: '/api/file-storage/a.jpg' } }],
      },
    });
    expect(parsed.props).toMatchObject({ autoplayMs: 3000, loop: true, slides: [{ image: { alt: '' } }] });
  });
});
