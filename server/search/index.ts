import type { AppDeps } from '../config';
import { postgresProductSearch } from './postgres-search';
import type { ProductSearch } from './product-search';

const engines = new WeakMap<AppDeps['db'], ProductSearch>();

/** The product search engine of this server: the one place another engine would be chosen. */
export function productSearchFor(deps: AppDeps): ProductSearch {
  let engine = engines.get(deps.db);
  if (!engine) {
    engine = postgresProductSearch(deps.db);
    engines.set(deps.db, engine);
  }
  return engine;
}
