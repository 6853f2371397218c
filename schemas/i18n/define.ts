import { LANGS, type Lang } from './lang';

/**
 * A message is a plain string, or a function of typed parameters for text with numbers or names in it
 * (word order differs between Chinese and English, so the whole sentence is the message).
 */
// biome-ignore lint/suspicious/noExplicitAny: parameters are typed per message by the catalogue that defines it
export type Message = string | ((...args: any[]) => string);
export type Messages = Record<string, Message>;

/** One namespace of the catalogue in every language; the en table must have exactly zh-CN's keys and types. */
export type Catalogue<M extends Messages> = { readonly namespace: string } & { readonly [L in Lang]: M };

const registry = new Map<string, Catalogue<Messages>>();

/**
 * Declares a namespace. zh-CN is written first and is the source of the types; en must match it key for
 * key (TypeScript refuses a missing or extra key). Namespaces register themselves so the completeness test
 * and tooling can walk them.
 */
export function defineMessages<M extends Messages>(
  namespace: string,
  zh: M,
  en: NoInfer<{ [K in keyof M]: M[K] }>,
): Catalogue<M> {
  const catalogue = { namespace, 'zh-CN': zh, en } as Catalogue<M>;
  registry.set(namespace, catalogue as unknown as Catalogue<Messages>);
  return catalogue;
}

/** Every namespace loaded so far (the completeness test imports them all first). */
export function registeredCatalogues(): Catalogue<Messages>[] {
  return [...registry.values()];
}

/** Problems of one namespace: missing or extra keys, empty texts, a function in one language only. */
export function catalogueProblems(catalogue: Catalogue<Messages>): string[] {
  const problems: string[] = [];
  const keys = new Set(LANGS.flatMap((lang) => Object.keys(catalogue[lang])));
  for (const key of keys) {
    const kinds = new Set<string>();
    for (const lang of LANGS) {
      const value = catalogue[lang][key];
      const where = `${catalogue.namespace}.${key} (${lang})`;
      if (value === undefined) problems.push(`${where} is missing`);
      else if (typeof value === 'string' && value.trim() === '') problems.push(`${where} is empty`);
      if (value !== undefined) kinds.add(typeof value === 'function' ? `fn${value.length}` : 'string');
    }
    if (kinds.size > 1) problems.push(`${catalogue.namespace}.${key} differs in kind between languages`);
  }
  return problems;
}
