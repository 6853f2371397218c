import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * The UI runtime is Preact's React compatibility layer, everywhere (ADR 0021): the mall, the operator
 * console, Storybook and the unit tests. The code keeps writing `react` and `react-dom` (react-router,
 * Testing Library and Storybook's renderer do too); the resolver maps those names to preact/compat, so
 * what a test or a story renders with is what ships.
 */
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/** The React module names anything here imports, each to its Preact counterpart (exact names only). */
export const uiRuntimeAlias: Alias[] = [
  { find: /^react$/, replacement: `${preactDir}/compat/dist/compat.mjs` },
  { find: /^react-dom$/, replacement: `${preactDir}/compat/dist/compat.mjs` },
  { find: /^react-dom\/client$/, replacement: `${preactDir}/compat/client.mjs` },
  { find: /^react-dom\/test-utils$/, replacement: `${preactDir}/test-utils/dist/testUtils.mjs` },
  { find: /^react\/jsx-runtime$/, replacement: `${preactDir}/compat/jsx-runtime.mjs` },
  { find: /^react\/jsx-dev-runtime$/, replacement: `${preactDir}/compat/jsx-dev-runtime.mjs` },
];

/**
 * Fails a build that bundles React itself: a module name the alias list does not cover (a new
 * `react-dom/...` entry point, say) would otherwise ship a second UI runtime beside Preact unnoticed.
 */
export function noReactRuntime(): Plugin {
  return {
    name: 'mall-no-react-runtime',
    load(id) {
      if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))
        this.error(
          `React itself was bundled (${id}); add its name to uiRuntimeAlias (scripts/ui-runtime.ts)`,
        );
      return null;
    },
  };
}
