/**
 * Named components for the document's shapes: strict tools (swagger-parser, Ajv,
 * openapi-typescript) need every `$ref` to resolve from the document's root, and generated clients name a
 * type once only when its shape is a component.
 *
 * - zod writes a recursive schema with its own `$defs` (`#/$defs/__schema0`), which resolves only inside
 *   that schema: such definitions move to `components.schemas` and their references follow.
 * - Every object shape written out twice or more (the same properties, the same rules) becomes one
 *   component, named after the property that holds it (`address` → `Address`, the items of `lines` →
 *   `Line`), and each copy becomes a `$ref`. Larger shapes first, so a shape inside a reused one is counted
 *   once in its component, then again wherever else it appears.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Key order does not matter for equality: the same shape written twice compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const pascal = (text: string): string =>
  text
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toUpperCase());

/** `lines` → `Line`, `addresses` → `Address`, `entries` → `Entry`; a name already singular stays. */
function singular(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|us)$/.test(name)) return name;
  if (/(ches|shes|sses|xes|ses)$/.test(name)) return name.slice(0, -2);
  if (/s$/.test(name)) return name.slice(0, -1);
  return name;
}

/** Worth a name: an object with at least two named properties, not an envelope around a result. */
function isShape(node: Json): boolean {
  const props = node.properties;
  if (node.type !== 'object' || !isObject(props)) return false;
  const keys = Object.keys(props);
  if (keys.length < 2) return false;
  return !(keys.includes('resCode') && keys.includes('result'));
}

/** A variant of a union says what it is by a constant property (`eventType: 'PageLoad'`): its name. */
function discriminator(node: Json): string[] {
  const props = isObject(node.properties) ? node.properties : {};
  for (const value of Object.values(props))
    if (
      isObject(value) &&
      typeof value.const === 'string' &&
      /^[A-Za-z][A-Za-z0-9_-]{1,40}$/.test(value.const)
    )
      return [value.const];
  return [];
}

/** Names that say nothing alone: `Result` reads as `CartQueryV2Result`, `Item` as `OrderItem`. */
const GENERIC = new Set([
  'Result',
  'Item',
  'List',
  'Data',
  'Node',
  'Value',
  'Entry',
  'Row',
  'Info',
  'Detail',
]);

function uniqueName(hints: string[], fallback: string, taken: Set<string>): string {
  const words = hints.map(pascal).filter((w) => w !== '');
  const nearest = words[words.length - 1] ?? '';
  // The nearest property's name (with its parent's when it says nothing alone), then with more of its
  // parents' names before it, then numbered.
  for (let n = GENERIC.has(nearest) && words.length > 1 ? 2 : 1; n <= words.length; n += 1) {
    const name = words.slice(-n).join('');
    if (!taken.has(name)) return name;
  }
  const base = words.join('') || fallback;
  for (let i = 2; ; i += 1) if (!taken.has(`${base}${i}`)) return `${base}${i}`;
}

/** Moves every `$defs` found under `node` to components, renaming its references (`prefix` + its name). */
function hoistDefs(node: unknown, prefix: string, components: Json, taken: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) hoistDefs(child, prefix, components, taken);
    return;
  }
  if (!isObject(node)) return;
  const defs = node.$defs;
  if (isObject(defs)) {
    delete node.$defs;
    const renamed = new Map<string, string>();
    for (const key of Object.keys(defs)) {
      const name = uniqueName([prefix, key.startsWith('__') ? 'Node' : key], 'Schema', taken);
      taken.add(name);
      renamed.set(`#/$defs/${key}`, `#/components/schemas/${name}`);
    }
    const rewrite = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(rewrite);
      else if (isObject(value)) {
        const ref = value.$ref;
        if (typeof ref === 'string' && renamed.has(ref)) value.$ref = renamed.get(ref);
        Object.values(value).forEach(rewrite);
      }
    };
    rewrite(node);
    for (const [key, def] of Object.entries(defs)) {
      rewrite(def);
      const target = renamed.get(`#/$defs/${key}`)?.slice('#/components/schemas/'.length);
      if (target) components[target] = def;
    }
  }
  for (const child of Object.values(node)) hoistDefs(child, prefix, components, taken);
}

/**
 * Gives the document's reused shapes names under `components.schemas` (in place). `opName` names the
 * operations for shapes that sit at the top of a body or result, where no property names them.
 */
export function nameComponents(doc: Json, opName: (path: string, method: string) => string): void {
  const components = (isObject(doc.components) ? doc.components : {}) as Json;
  const schemas = (isObject(components.schemas) ? components.schemas : {}) as Json;
  components.schemas = schemas;
  doc.components = components;
  const taken = new Set(Object.keys(schemas));
  const paths = isObject(doc.paths) ? doc.paths : {};

  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item))
      hoistDefs(op, pascal(opName(path, method)), schemas, taken);
  }

  // Pass 1: how often each shape is written out (canonical text per node, computed once).
  const keys = new WeakMap<Json, string>();
  const keyOf = (node: Json): string => {
    let key = keys.get(node);
    if (key === undefined) {
      key = canonical(node);
      keys.set(node, key);
    }
    return key;
  };
  const counts = new Map<string, number>();
  const count = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(count);
    else if (isObject(node)) {
      if (isShape(node)) counts.set(keyOf(node), (counts.get(keyOf(node)) ?? 0) + 1);
      Object.values(node).forEach(count);
    }
  };
  count(paths);

  // Pass 2, inner shapes first: a shape written twice or more becomes a component (named where it is first
  // met, in document order) and each copy a reference; an outer shape then holds references and its own
  // copies still compare equal.
  const named = new Map<string, string>();
  const rewrite = (node: unknown, hints: string[]): unknown => {
    if (Array.isArray(node)) return node.map((child) => rewrite(child, hints));
    if (!isObject(node)) return node;
    const key = isShape(node) ? keyOf(node) : undefined;
    const own = key === undefined ? [] : discriminator(node);
    const out: Json = {};
    for (const [k, child] of Object.entries(node)) {
      if (own.length > 0 && k === 'properties' && isObject(child)) {
        const props: Json = {};
        for (const [prop, value] of Object.entries(child))
          props[prop] = rewrite(value, [...hints, ...own, prop]);
        out[k] = props;
        continue;
      }
      if (k === 'properties' && isObject(child)) {
        const props: Json = {};
        for (const [prop, value] of Object.entries(child)) props[prop] = rewrite(value, [...hints, prop]);
        out[k] = props;
      } else if (k === 'items') {
        const last = hints[hints.length - 1];
        out[k] = rewrite(child, last ? [...hints.slice(0, -1), singular(last)] : hints);
      } else {
        out[k] = rewrite(child, hints);
      }
    }
    if (key === undefined || (counts.get(key) ?? 0) < 2) return out;
    let name = named.get(key);
    if (!name) {
      name = uniqueName([...hints, ...own], 'Shape', taken);
      taken.add(name);
      named.set(key, name);
      schemas[name] = out;
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item))
      item[method] = rewrite(op, [pascal(opName(path, method))]);
  }
}
