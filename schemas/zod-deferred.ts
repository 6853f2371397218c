import * as zm from 'zod/mini';

/**
 * zod/mini with its schema builders deferred in the browser (ADR 0076): `z.object({...})` there
 * answers a stand-in that builds the real schema the first time anything reads it (a parse, `.shape`,
 * `.options`, zod's own walk of a parent). Building a schema is zod's `$constructor` running every trait's
 * initialiser, and the mall's modules declare hundreds of schemas at their top level, most of which a
 * page never parses: at 4× CPU that was half the entry's evaluation and most of the shared `kit` chunk's,
 * each a long task of its own at start-up. Deferred, a schema costs when it is first used.
 *
 * Outside a browser (the server, the server render, Node tests) every builder is zod's own: the OpenAPI
 * document's named components rely on the registry seeing the very objects the routes parse with.
 *
 * Each builder stays a pure call for the bundler (`@__NO_SIDE_EFFECTS__`, as zod marks its own), so an
 * unused schema is still dropped from the bundle. `.check()` on a stand-in not yet built is deferred too
 * (it is how mini adds limits, and it clones the schema it is called on); any other read builds it.
 */
const DEFER = typeof document !== 'undefined';

function deferred(make: () => object): object {
  let made: object | undefined;
  const real = (): object => {
    made ??= make();
    return made;
  };
  return new Proxy(Object.create(null) as object, {
    get: (_target, key) =>
      key === 'check' && made === undefined
        ? (...checks: unknown[]) =>
            deferred(() => (Reflect.get(real(), 'check') as (...c: unknown[]) => object)(...checks))
        : Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: a builder of any signature; each export is re-typed as zod's own below.
type Builder = (...args: any[]) => object;
const build = (builder: Builder, args: unknown[]): object =>
  DEFER ? deferred(() => builder(...args)) : builder(...args);

export * from 'zod/mini';

// The builders the mall's schemas call (other exports are zod's own, built at once). Each line is the same:
// zod's builder, deferred in the browser, typed exactly as zod's.
/* @__NO_SIDE_EFFECTS__ */
export const object = ((...a: unknown[]) => build(zm.object, a)) as typeof zm.object;
/* @__NO_SIDE_EFFECTS__ */
export const strictObject = ((...a: unknown[]) => build(zm.strictObject, a)) as typeof zm.strictObject;
/* @__NO_SIDE_EFFECTS__ */
export const looseObject = ((...a: unknown[]) => build(zm.looseObject, a)) as typeof zm.looseObject;
/* @__NO_SIDE_EFFECTS__ */
export const extend = ((...a: unknown[]) => build(zm.extend, a)) as typeof zm.extend;
/* @__NO_SIDE_EFFECTS__ */
export const pick = ((...a: unknown[]) => build(zm.pick, a)) as typeof zm.pick;
/* @__NO_SIDE_EFFECTS__ */
export const omit = ((...a: unknown[]) => build(zm.omit, a)) as typeof zm.omit;
/* @__NO_SIDE_EFFECTS__ */
export const partial = ((...a: unknown[]) => build(zm.partial, a)) as typeof zm.partial;
/* @__NO_SIDE_EFFECTS__ */
export const string = ((...a: unknown[]) => build(zm.string, a)) as typeof zm.string;
/* @__NO_SIDE_EFFECTS__ */
export const number = ((...a: unknown[]) => build(zm.number, a)) as typeof zm.number;
/* @__NO_SIDE_EFFECTS__ */
export const int = ((...a: unknown[]) => build(zm.int, a)) as typeof zm.int;
/* @__NO_SIDE_EFFECTS__ */
export const boolean = ((...a: unknown[]) => build(zm.boolean, a)) as typeof zm.boolean;
/* @__NO_SIDE_EFFECTS__ */
export const unknown = ((...a: unknown[]) => build(zm.unknown, a)) as typeof zm.unknown;
/* @__NO_SIDE_EFFECTS__ */
export const literal = ((...a: unknown[]) => build(zm.literal, a)) as typeof zm.literal;
// `enum` is a reserved word: declared under another name, exported under zod's.
/* @__NO_SIDE_EFFECTS__ */
export const _enum = ((...a: unknown[]) => build(zm.enum, a)) as typeof zm.enum;
export { _enum as enum };
/* @__NO_SIDE_EFFECTS__ */
export const array = ((...a: unknown[]) => build(zm.array, a)) as typeof zm.array;
/* @__NO_SIDE_EFFECTS__ */
export const tuple = ((...a: unknown[]) => build(zm.tuple, a)) as typeof zm.tuple;
/* @__NO_SIDE_EFFECTS__ */
export const record = ((...a: unknown[]) => build(zm.record, a)) as typeof zm.record;
/* @__NO_SIDE_EFFECTS__ */
export const partialRecord = ((...a: unknown[]) => build(zm.partialRecord, a)) as typeof zm.partialRecord;
/* @__NO_SIDE_EFFECTS__ */
export const optional = ((...a: unknown[]) => build(zm.optional, a)) as typeof zm.optional;
/* @__NO_SIDE_EFFECTS__ */
export const nullable = ((...a: unknown[]) => build(zm.nullable, a)) as typeof zm.nullable;
/* @__NO_SIDE_EFFECTS__ */
export const nullish = ((...a: unknown[]) => build(zm.nullish, a)) as typeof zm.nullish;
/* @__NO_SIDE_EFFECTS__ */
export const _default = ((...a: unknown[]) => build(zm._default, a)) as typeof zm._default;
/* @__NO_SIDE_EFFECTS__ */
export const union = ((...a: unknown[]) => build(zm.union, a)) as typeof zm.union;
/* @__NO_SIDE_EFFECTS__ */
export const discriminatedUnion = ((...a: unknown[]) =>
  build(zm.discriminatedUnion, a)) as typeof zm.discriminatedUnion;
/* @__NO_SIDE_EFFECTS__ */
export const pipe = ((...a: unknown[]) => build(zm.pipe, a)) as typeof zm.pipe;
/* @__NO_SIDE_EFFECTS__ */
export const transform = ((...a: unknown[]) => build(zm.transform, a)) as typeof zm.transform;
/* @__NO_SIDE_EFFECTS__ */
export const refine = ((...a: unknown[]) => build(zm.refine, a)) as typeof zm.refine;
/* @__NO_SIDE_EFFECTS__ */
export const superRefine = ((...a: unknown[]) => build(zm.superRefine, a)) as typeof zm.superRefine;
/* @__NO_SIDE_EFFECTS__ */
export const maxLength = ((...a: unknown[]) => build(zm.maxLength, a)) as typeof zm.maxLength;
/* @__NO_SIDE_EFFECTS__ */
export const minLength = ((...a: unknown[]) => build(zm.minLength, a)) as typeof zm.minLength;
/* @__NO_SIDE_EFFECTS__ */
export const length = ((...a: unknown[]) => build(zm.length, a)) as typeof zm.length;
/* @__NO_SIDE_EFFECTS__ */
export const regex = ((...a: unknown[]) => build(zm.regex, a)) as typeof zm.regex;
/* @__NO_SIDE_EFFECTS__ */
export const trim = ((...a: unknown[]) => build(zm.trim, a)) as typeof zm.trim;
/* @__NO_SIDE_EFFECTS__ */
export const gte = ((...a: unknown[]) => build(zm.gte, a)) as typeof zm.gte;
/* @__NO_SIDE_EFFECTS__ */
export const lte = ((...a: unknown[]) => build(zm.lte, a)) as typeof zm.lte;
/* @__NO_SIDE_EFFECTS__ */
export const gt = ((...a: unknown[]) => build(zm.gt, a)) as typeof zm.gt;
/* @__NO_SIDE_EFFECTS__ */
export const lt = ((...a: unknown[]) => build(zm.lt, a)) as typeof zm.lt;
/* @__NO_SIDE_EFFECTS__ */
export const positive = ((...a: unknown[]) => build(zm.positive, a)) as typeof zm.positive;
/* @__NO_SIDE_EFFECTS__ */
export const nonnegative = ((...a: unknown[]) => build(zm.nonnegative, a)) as typeof zm.nonnegative;
