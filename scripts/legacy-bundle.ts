import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Node, parse } from 'acorn';
import { type Plugin, runnerImport } from 'vite';
import { bootScript, withLegacyLoader } from './legacy-boot.ts';

/** Where the legacy build writes, under the mall's outDir (served, like every asset, as immutable). */
export const LEGACY_DIR = 'assets/legacy';

/** Start offsets of every `import(…)` expression in a script. */
function importExpressions(code: string): number[] {
  const starts: number[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node & Record<string, unknown>;
    if (node.type === 'ImportExpression') starts.push(node.start);
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'script' }));
  return starts;
}

/**
 * The legacy bundle is one script, so every import() of the mall is inlined; what is left are imports of
 * addresses known only at run time that the mall never takes (react-router's framework-mode route modules).
 * import() is ES2020 syntax that Chrome 61/62 cannot even parse, so each becomes a rejected promise.
 */
export function withoutDynamicImports(code: string): string {
  const refused = '(function(s){return Promise.reject(new Error("no import() in the legacy bundle: "+s))})';
  let out = code;
  for (const start of importExpressions(code).sort((a, b) => b - a)) {
    out = `${out.slice(0, start)}${refused}${out.slice(start + 'import'.length)}`;
  }
  return out;
}

/**
 * In the legacy build (ADR 0046): once its one IIFE file and stylesheet are written, emits the boot file
 * that loads them (scripts/legacy-boot.ts, named by its content's hash) and adds the loader to the mall's
 * built index.html, which the modern build wrote before this build started.
 */
export function legacyLoader(base: string): Plugin {
  let outDir = 'dist';
  let bootUrl: string | null = null;
  return {
    name: 'mall-legacy-loader',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    renderChunk: (code) => ({ code: withoutDynamicImports(code), map: null }),
    // After Vite's own CSS step, which adds the stylesheet to the bundle in this same hook.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle);
        const entry = files.find((f) => f.type === 'chunk' && f.isEntry);
        if (!entry) throw new Error('legacy build: no entry chunk');
        const css = files.find((f) => f.type === 'asset' && f.fileName.endsWith('.css'));
        if (!css) throw new Error('legacy build: no stylesheet in the bundle');
        // The app's own catalogue, loaded as Vite loads the app (a config cannot import src/ directly).
        const { module } = await runnerImport<typeof import('../src/bridge/messages')>(
          resolve(import.meta.dirname, '../src/bridge/messages.ts'),
        );
        const { bridgeMessages } = module;
        const source = bootScript({
          script: `${base}${entry.fileName}`,
          stylesheet: `${base}${css.fileName}`,
          notice: { 'zh-CN': bridgeMessages['zh-CN'].upgradeRequired, en: bridgeMessages.en.upgradeRequired },
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `${LEGACY_DIR}/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        bootUrl = `${base}${fileName}`;
      },
    },
    async writeBundle() {
      if (!bootUrl) throw new Error('legacy build: the boot file was not emitted');
      const page = resolve(outDir, 'index.html');
      await writeFile(page, withLegacyLoader(await readFile(page, 'utf8'), bootUrl));
    },
  };
}
