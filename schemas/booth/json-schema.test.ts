import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from './block-types';
import { layoutJsonSchema } from './json-schema';

type Node = Record<string, unknown> & {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
};

const blocksOf = (schema: Node): Node[] => schema.properties?.blocks?.items?.oneOf ?? [];

/** Every named field under a node, with its path. */
function fields(node: Node, path: string, out: [string, Node][] = []): [string, Node][] {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    out.push([`${path}.${key}`, child]);
    fields(child, `${path}.${key}`, out);
  }
  if (node.items) fields(node.items, `${path}[]`, out);
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) fields(option, path, out);
  return out;
}

describe('layoutJsonSchema', () => {
  it('describes the page fields and every block type', () => {
    const schema = layoutJsonSchema();
    expect(schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['schemaVersion', 'blocks']),
    });
    const text = JSON.stringify(schema);
    for (const type of BLOCK_TYPES) expect(text).toContain(`"const":"${type}"`);
    expect(text).toContain('"linkType"');
  });

  it('gives every field of every block a title and description in Chinese and English', () => {
    const all = blocksOf(layoutJsonSchema() as Node).flatMap((b) =>
      fields(b, String(b.properties?.type?.const)),
    );
    expect(all.length).toBeGreaterThan(100);
    const untold = all.filter(([, n]) => {
      const en = (n['x-i18n'] as { en?: { title?: string; description?: string } } | undefined)?.en;
      return !n.title || !n.description || !en?.title || !en.description;
    });
    expect(untold.map(([p]) => p)).toEqual([]);
  });

  it('names every enum choice and every link type in both languages', () => {
    const all = blocksOf(layoutJsonSchema() as Node).flatMap((b) => fields(b, String(b.properties?.type)));
    for (const [path, n] of all) {
      const values = n.enum ?? (n.const !== undefined && !path.endsWith('.type') ? [n.const] : []);
      if (!Array.isArray(values) || path.endsWith('linkType') || path.endsWith('.kind')) continue;
      const zh = n['x-choices'] as Record<string, string> | undefined;
      const en = (n['x-i18n'] as { en: { choices?: Record<string, string> } }).en.choices;
      for (const v of values) {
        expect(zh?.[String(v)], `${path} = ${String(v)}`).toBeTruthy();
        expect(en?.[String(v)], `${path} = ${String(v)}`).toBeTruthy();
      }
    }
    const picture = blocksOf(layoutJsonSchema() as Node).find((b) => b.properties?.type?.const === 'picture');
    const links = picture?.properties?.props?.properties?.link?.oneOf ?? [];
    expect(links.map((l) => l.title)).toEqual([
      '链接到商品',
      '链接到页面',
      '每日秒杀',
      '百亿补贴',
      '拼团',
      '网址',
    ]);
  });
});
