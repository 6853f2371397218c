import type { Plugin } from 'vite';

/**
 * React 19 is the UI runtime of every build (ADR 0028, superseding ADR 0021's Preact compat layer): the
 * mall, the operator console, Storybook, the unit tests and the benches. Fails a build that bundles
 * Preact, so a stray alias or a dependency that brings its own copy cannot ship a second runtime beside
 * React unnoticed.
 */
export function noPreactRuntime(): Plugin {
  return {
    name: 'mall-no-preact-runtime',
    load(id) {
      if (/[\\/]node_modules[\\/](preact|@preact[\\/][^\\/]+)[\\/]/.test(id))
        this.error(`Preact was bundled (${id}); React is the UI runtime (ADR 0028)`);
      return null;
    },
  };
}
