/**
 * The subset of JSON Schema the layout export uses (docs/layout-schema.json, GET /api/booth/operator/schema):
 * objects, arrays, oneOf (links, product sources), anyOf (nullable), const, enum and scalars. The editor's
 * forms are generated from it, so they follow the zod schemas without a second description.
 */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  /** The operator's words (schemas/booth/field-words.ts, ADR 0050): zh-CN here, other languages in x-i18n. */
  title?: string;
  description?: string;
  'x-choices'?: Record<string, string>;
  'x-widget'?: string;
  'x-i18n'?: Partial<
    Record<string, { title?: string; description?: string; choices?: Record<string, string> }>
  >;
}

/** A field's title, description and choice names in the console's language (zh-CN is the schema's own). */
export function wordsOf(
  schema: JsonSchema,
  lang: string,
): { title?: string; description?: string; choices?: Record<string, string> } {
  const own = { title: schema.title, description: schema.description, choices: schema['x-choices'] };
  if (lang === 'zh-CN') return own;
  const other = schema['x-i18n']?.[lang];
  return {
    title: other?.title ?? own.title,
    description: other?.description ?? own.description,
    choices: other?.choices ?? own.choices,
  };
}

/** The property whose const tells the variants of a oneOf apart (linkType, kind). */
export function discriminatorOf(options: readonly JsonSchema[]): string | null {
  const first = options[0]?.properties ?? {};
  for (const key of Object.keys(first)) {
    if (options.every((o) => o.properties?.[key]?.const !== undefined)) return key;
  }
  return null;
}

/** The non-null branch of a nullable anyOf, or null when the anyOf is something else. */
export function nullableOf(schema: JsonSchema): JsonSchema | null {
  const options = schema.anyOf ?? [];
  if (options.length !== 2 || !options.some((o) => o.type === 'null')) return null;
  return options.find((o) => o.type !== 'null') ?? null;
}

/** A value that satisfies the schema's shape, for a new array item, variant or optional field. */
export function defaultOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.oneOf?.[0]) return defaultOf(schema.oneOf[0]);
  if (schema.anyOf) return nullableOf(schema) ? null : defaultOf(schema.anyOf[0] ?? {});
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const prop = schema.properties?.[key];
        if (prop) out[key] = defaultOf(prop);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => defaultOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return null;
  }
}

/** The props schema of one block type, out of the layout's schema. */
export function blockPropsSchema(layoutSchema: JsonSchema, type: string): JsonSchema | null {
  const options = layoutSchema.properties?.blocks?.items?.oneOf ?? [];
  const block = options.find((o) => o.properties?.type?.const === type);
  return block?.properties?.props ?? null;
}

/** The schedule schema shared by every block. */
export function scheduleSchemaOf(layoutSchema: JsonSchema): JsonSchema | null {
  return layoutSchema.properties?.blocks?.items?.oneOf?.[0]?.properties?.schedule ?? null;
}
