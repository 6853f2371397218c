import { z } from '../zod';
import { BLOCK_FIELD_WORDS, FIELD_WORDS, type FieldWords, VARIANT_WORDS } from './field-words';
import { layoutSchema } from './page';

type Node = Record<string, unknown> & {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
};

/**
 * JSON Schema (draft 2020-12) of a layout as an operator writes it (`io: 'input'`, so fields
 * with defaults are optional). Kept out of the client's imports: only tooling needs it.
 * Refinements (URL allowlist, schedule order, activeKey, cross-block rules) are not expressible
 * here; the server's validateLayoutStrict remains the authority.
 *
 * Every block field carries the operator's words (field-words.ts, ADR 0050): `title` and `description`
 * in zh-CN (the console's first language), `x-choices` naming enum values, `x-widget` for a field with its
 * own editor, and `x-i18n.en` with the same in English. Variants of a oneOf (link types, product sources)
 * carry their name as `title` the same way.
 */
export function layoutJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(layoutSchema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Node;
  for (const block of schema.properties?.blocks?.items?.oneOf ?? []) {
    const type = block.properties?.type?.const;
    const own =
      typeof type === 'string'
        ? (BLOCK_FIELD_WORDS as Record<string, Record<string, FieldWords>>)[type]
        : undefined;
    annotateProperties(block, own ?? {});
  }
  return schema;
}

function say(node: Node, words: FieldWords): void {
  node.title = words.zh[0];
  node.description = words.zh[1];
  if (words.widget) node['x-widget'] = words.widget;
  if (words.choices) node['x-choices'] = words.choices.zh;
  node['x-i18n'] = {
    en: {
      title: words.en[0],
      description: words.en[1],
      ...(words.choices ? { choices: words.choices.en } : {}),
    },
  };
}

function annotateProperties(node: Node, own: Record<string, FieldWords>): void {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const words = own[key] ?? FIELD_WORDS[key];
    if (words) say(child, words);
    annotate(child, own);
  }
}

function annotate(node: Node, own: Record<string, FieldWords>): void {
  annotateProperties(node, own);
  if (node.items) annotate(node.items, own);
  for (const option of node.anyOf ?? []) annotate(option, own);
  for (const option of node.oneOf ?? []) {
    for (const [key, names] of Object.entries(VARIANT_WORDS)) {
      const value = option.properties?.[key]?.const;
      if (value === undefined) continue;
      const zh = names.zh[String(value)];
      const en = names.en[String(value)];
      if (zh !== undefined && en !== undefined) {
        option.title = zh;
        option['x-i18n'] = { en: { title: en } };
      }
    }
    annotate(option, own);
  }
}
