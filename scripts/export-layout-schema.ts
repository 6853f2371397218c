/**
 * Writes docs/layout-schema.json (JSON Schema of a booth layout, for operator tooling) and
 * regenerates the block props table inside docs/booth-layout.md, so the guide cannot drift
 * from the zod schemas. Run: npx tsx scripts/export-layout-schema.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as z from 'zod';
import { BLOCK_PLACEMENT, BLOCK_TYPES } from '../schemas/booth/block-types';
import { blockSchemas } from '../schemas/booth/blocks/index';
import { layoutJsonSchema } from '../schemas/booth/json-schema';

type Node = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Node[];
  oneOf?: Node[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

const docsDir = new URL('../docs/', import.meta.url);
const BEGIN = '<!-- BEGIN GENERATED: block props (scripts/export-layout-schema.ts) -->';
const END = '<!-- END GENERATED -->';

function range(min: number | undefined, max: number | undefined): string {
  // zod's int() carries MAX_SAFE_INTEGER as maximum; as a bound it only adds noise.
  const upper = max !== undefined && max < Number.MAX_SAFE_INTEGER ? max : undefined;
  if (min === undefined && upper === undefined) return '';
  if (upper === undefined) return ` ≥ ${min}`;
  return ` ${min ?? ''}–${upper}`;
}

/** One-line, human summary of a JSON Schema node for the docs table. */
function summarise(node: Node): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum) return node.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    if (options.every((o) => o.properties?.linkType)) return 'Link';
    if (options.every((o) => o.properties?.kind)) return options.map((o) => summarise(o)).join(' or ');
    return options.map(summarise).join(' \\| ');
  }
  switch (node.type) {
    case 'string':
      if (node.format === 'date-time') return 'ISO date-time with offset';
      if (node.pattern) return 'id (1–64 of A-Z a-z 0-9 _ -)';
      return `text${range(node.minLength, node.maxLength)}`;
    case 'integer':
    case 'number':
      return `integer${range(node.minimum, node.maximum)}`;
    case 'array':
      return `${node.items ? summarise(node.items) : 'unknown'}[]${range(node.minItems, node.maxItems)}`;
    case 'object': {
      const props = node.properties ?? {};
      if ('src' in props)
        return 'width' in props ? 'image { src, alt?, width, height }' : 'image { src, alt? }';
      const keys = Object.entries(props).map(([k, v]) => {
        if (v.const !== undefined) return `${k}: ${JSON.stringify(v.const)}`;
        return node.required?.includes(k) ? k : `${k}?`;
      });
      return `{ ${keys.join(', ')} }`;
    }
    default:
      return node.type ?? 'any';
  }
}

function propsTable(): string {
  const rows = ['| block type | placement | prop | type | required | default |', '|---|---|---|---|---|---|'];
  for (const type of BLOCK_TYPES) {
    const props = z.toJSONSchema(blockSchemas[type].shape.props, {
      io: 'input',
      unrepresentable: 'any',
    }) as Node;
    const entries = Object.entries(props.properties ?? {});
    if (entries.length === 0) rows.push(`| \`${type}\` | ${BLOCK_PLACEMENT[type]} | — | | | |`);
    for (const [name, node] of entries) {
      const required = props.required?.includes(name) && node.default === undefined ? 'yes' : '';
      const def = node.default === undefined ? '' : `\`${JSON.stringify(node.default)}\``;
      rows.push(
        `| \`${type}\` | ${BLOCK_PLACEMENT[type]} | \`${name}\` | ${summarise(node)} | ${required} | ${def} |`,
      );
    }
  }
  return rows.join('\n');
}

const schemaFile = new URL('layout-schema.json', docsDir);
writeFileSync(schemaFile, `${JSON.stringify(layoutJsonSchema(), null, 2)}\n`);
console.log(`wrote ${schemaFile.pathname}`);

const guideFile = new URL('booth-layout.md', docsDir);
const guide = readFileSync(guideFile, 'utf8');
const start = guide.indexOf(BEGIN);
const end = guide.indexOf(END);
if (start === -1 || end < start)
  throw new Error(`docs/booth-layout.md lacks the ${BEGIN} ... ${END} markers`);
writeFileSync(guideFile, `${guide.slice(0, start + BEGIN.length)}\n${propsTable()}\n${guide.slice(end)}`);
console.log(`updated the block props table in ${guideFile.pathname}`);
