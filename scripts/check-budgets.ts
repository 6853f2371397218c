import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { HINTED_MODULES, manifestKeyOf } from '../server/route-hints';
import { closureFiles, gzipSize, kb, readManifest } from './budgets';
import { consoleLeaks } from './console-isolation';
import { notEs2017, unloweredCss } from './legacy-check';

/**
 * Size budgets from ARCHITECTURE.md, checked on the production build (gzip). Sizes are
 * deterministic, so they may fail the build; timings live in `npm run bench` instead.
 */
const KB = 1024;
const dist = process.env.DIST_DIR ?? 'dist';
if (!existsSync(dist)) {
  console.error(`budgets: ${dist}/ is missing; run npm run build first`);
  process.exit(1);
}
const manifest = readManifest(dist);
// The mall's page; other entries (the operator console, console.html) are pages of their own.
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k === 'index.html');
if (!entryKey) throw new Error('budgets: no entry chunk in the manifest');

interface Check {
  name: string;
  bytes: number;
  limit: number;
}
const checks: Check[] = [];
const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(dist, f), 0);

// First route: the entry, its static imports, and the chunks of the /index screen. Lowered step by step
// as savings land (ADR 0006 keeps the figures), never raised to make a change fit — once, on purpose:
// React 19 instead of Preact's compat layer (ADR 0028, ≤ 150 KB on React), 88 -> 145 KB;
// by the consent gate the law asks for (ADR 0040, tracker and startup, measured +0.45 KB); and
// by the spec's 0003 / needlogin rules with elder mode's start-up (ADR 0043), +0.5 KB
// after the photo upload's XHR code was moved out of the entry (-0.2 KB); by the personal data rights PIPL
// gives (ADR 0049, two routes sharing one chunk, their titles and the client's file answer),
// measured 146.0 -> 146.3 KB on this branch, +0.3 KB; and by the bottom tab bar every Chinese mall has
// (the shell's 首页/分类/购物车/我的 with the cart count, on the first screen itself), the taps kept
// before a server-rendered page's scripts run (ADR 0051), WeChat's lazy wrapper (ADR 0047) and the journey
// tasks, merged together 146.2 -> 149.0 KB, then 149.3 KB with the booth page's WeChat card
// hook, the nav bar's loading row and elder mode surviving a 0003: still under the 150 KB target for React (ADR 0028).
// ADR 0061 lazy-loaded the shell's layers (dialogs, toasts, sign-on) for 148.0 KB, but taps on the product
// and daily-deal pages then stopped navigating (behaviour.spec); back in the entry, 149.6 KB with the clamp of
// the booth rows (ADR 0065). ADR 0073 found why (a tap on a part still waiting for its code after the shell
// hydrated was dropped; now held until it hydrates) and made the layers lazy again: 148.4 KB, ceiling 149.0 KB.
// Raised once more, on purpose, to 149.5 KB (still under the 150 KB target): schemas built on first use
// instead of at import (ADR 0076, +0.4 KB of builder stand-ins) take 15-25 % off the entry's evaluation and
// most of the kit chunk's at start-up; with the programme flag on product cards and the consent cookie
// (+0.2 KB) the first route measured 149.0 KB. ADR 0078 took zod's English messages out of it (-0.8 KB);
// sign-in, the agreement and the cart badge calling their declarations (ADR 0063) spent it: 149.0 KB.
const firstRouteKeys = [
  entryKey,
  ...Object.keys(manifest).filter((k) => /src\/pages\/booth\/HomePage\.tsx$/.test(k)),
];
checks.push({
  name: 'first route /index JS',
  bytes: sum(closureFiles(manifest, firstRouteKeys)),
  limit: 149.5 * KB,
});

/**
 * What is already in the browser when a lazy chunk is requested: the entry, plus whatever imported
 * it (a block is only ever loaded by the booth renderer, which is loaded by then).
 */
function alreadyLoaded(key: string): Set<string> {
  const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(key));
  return new Set(closureFiles(manifest, [entryKey as string, ...importers]));
}

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
  const loaded = alreadyLoaded(key);
  const own = closureFiles(manifest, [key]).filter((f) => !loaded.has(f));
  const bytes = sum(own);
  if (key.startsWith('src/pages/')) {
    checks.push({ name: `lazy route ${key}`, bytes, limit: 60 * KB });
  }
}
// The shopper blocks load as one chunk (scripts/chunk-groups.ts), Swiper's core as another once a carousel
// is near; each over what the booth pipeline already loaded.
for (const [group, limit] of [
  ['blocks', 12 * KB],
  ['swiper', 25 * KB],
] as const) {
  const key = manifestKeyOf(manifest, `chunk:${group}`);
  const loaded = new Set(closureFiles(manifest, [entryKey, ...firstRouteKeys]));
  const own = key ? closureFiles(manifest, [key]).filter((f) => !loaded.has(f)) : [];
  checks.push({ name: `block chunk ${group}`, bytes: key ? sum(own) : Number.POSITIVE_INFINITY, limit });
}

// The first screens (booth pages, the product page, the slots) load the kit without `kit-more`, the API of
// the screens after them (scripts/chunk-groups.ts, FIRST_SCREEN_API): 8-9 KB less on each.
const kitMoreFile = manifest[manifestKeyOf(manifest, 'chunk:kit-more') ?? '']?.file;
const firstScreens = Object.keys(manifest).filter((k) =>
  /src\/pages\/(booth\/[A-Za-z]+Page|product\/ProductPage|slot\/BoothSlot)\.tsx$/.test(k),
);
const loadingKitMore = firstScreens.filter((k) => closureFiles(manifest, [k]).includes(kitMoreFile ?? ''));
if (loadingKitMore.length > 0)
  console.error(
    `first screens loading kit-more (add their API modules to FIRST_SCREEN_API): ${loadingKitMore.join(', ')}`,
  );
checks.push({
  name: `first screens loading kit-more (of ${firstScreens.length}, 0 = none)`,
  bytes: kitMoreFile && firstScreens.length >= 6 ? loadingKitMore.length : Number.POSITIVE_INFINITY,
  limit: 0,
});

// Every module the server names as a first-route hint (server/http/route-hints.ts) is in this build.
const unhinted = Object.values(HINTED_MODULES).filter((ref) => !manifestKeyOf(manifest, ref));
if (unhinted.length > 0) console.error(`route hints the build has no chunk for: ${unhinted.join(', ')}`);
checks.push({ name: 'route hints without a chunk (modules)', bytes: unhinted.length, limit: 0 });

// Swiper's core stays out of what a booth page needs for its first paint (useSwiper imports it lazily).
const blocksKey = manifestKeyOf(manifest, 'chunk:blocks');
const swiperFile = manifest[manifestKeyOf(manifest, 'chunk:swiper') ?? '']?.file;
const swiperEager =
  blocksKey !== undefined &&
  closureFiles(manifest, [blocksKey, ...firstRouteKeys]).some((f) => f === swiperFile);
checks.push({
  name: 'Swiper core outside the first paint (1 = inside)',
  bytes: swiperEager ? 1 : 0,
  limit: 0,
});

const firstRouteFiles = new Set(closureFiles(manifest, firstRouteKeys));
const pakoInFirstRoute = Object.entries(manifest).some(
  ([key, chunk]) => key.includes('node_modules/pako') && firstRouteFiles.has(chunk.file),
);
checks.push({ name: 'pako outside the first route (1 = inside)', bytes: pakoInFirstRoute ? 1 : 0, limit: 0 });

// Operator console: built, and none of its code in any chunk the mall's entry can load.
const isolation = consoleLeaks(dist, manifest);
if (isolation.leaks.length > 0)
  console.error(`console code in shopper chunks: ${isolation.leaks.join(', ')}`);
checks.push({ name: 'console code in shopper chunks (files)', bytes: isolation.leaks.length, limit: 0 });
checks.push({ name: 'console entry built (0 = yes)', bytes: isolation.consoleBuilt ? 0 : 1, limit: 0 });

/**
 * A module bundled on its own (lib mode, minified), so the app's shared chunks can neither hide nor
 * inflate it. Only the entry and what it imports statically count; lazy chunks are not core.
 * `external` packages (e.g. zod for the schemas) are left out of the count.
 */
async function standaloneCore(
  entry: string,
  external: string[] = [],
): Promise<{ bytes: number; moduleIds: string[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'mbankmall-budget-'));
  try {
    const result = await build({
      configFile: false,
      root: process.cwd(),
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        lib: { entry, formats: ['es'], fileName: () => 'core.js' },
        rollupOptions: {
          external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).filter(
      (o): o is Rolldown.RolldownOutput => 'output' in o,
    );
    const chunks = outputs
      .flatMap((o) => o.output)
      .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const core = new Set<string>();
    const visit = (file: string): void => {
      if (core.has(file)) return;
      core.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    for (const c of chunks) if (c.isEntry) visit(c.fileName);
    let bytes = 0;
    const moduleIds: string[] = [];
    for (const file of core) {
      const chunk = byFile.get(file);
      if (!chunk) continue;
      bytes += gzipSync(chunk.code).length;
      moduleIds.push(...chunk.moduleIds);
    }
    return { bytes, moduleIds };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

// Tracker core: pako and web-vitals must stay in its lazy chunks. 15 -> 15.3 KB for the consent
// gate (ADR 0040, events held until consent, erase on a revoke; measured +0.29 KB). 15.3 -> 15.4 KB
// for the session info's sealed user token (spec §3, ADR 0059) and the close event apart from clicks (ADR
// 0058): each fitted alone, together they passed 15.3 KB by a few bytes.
const tracker = await standaloneCore('src/tracker/index.ts');
checks.push({
  name: 'tracker core without pako (src/tracker alone)',
  bytes: tracker.bytes,
  limit: 15.4 * KB,
});
checks.push({
  name: 'pako and web-vitals outside the tracker core (modules found)',
  bytes: tracker.moduleIds.filter((id) => /node_modules[\\/](pako|web-vitals)[\\/]/.test(id)).length,
  limit: 0,
});

// Booth schemas: our validation code, zod itself excluded (it is shared with every screen).
const schemas = await standaloneCore('schemas/booth/validate.ts', ['zod']);
checks.push({ name: 'booth schemas + validation without zod', bytes: schemas.bytes, limit: 10 * KB });

// The declared floor (ADR 0046): the legacy bundle parses as ES2017, and no stylesheet holds a
// feature the floor cannot read. Counted like the other zero budgets; what was found is printed.
const legacyProblems = notEs2017(dist);
const cssProblems = unloweredCss(dist);
for (const problem of [...legacyProblems, ...cssProblems]) console.log(`floor: ${problem}`);
checks.push({ name: 'legacy scripts that are not ES2017 (files)', bytes: legacyProblems.length, limit: 0 });
checks.push({ name: 'CSS features below the floor unlowered (rules)', bytes: cssProblems.length, limit: 0 });

let failures = 0;
for (const check of checks) {
  const ok = check.bytes <= check.limit;
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${check.name}: ${kb(check.bytes)} (budget ${kb(check.limit)})`);
}
console.log(`budgets: ${checks.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
