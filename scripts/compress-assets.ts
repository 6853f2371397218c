import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Precompression of the built SPA (ARCHITECTURE.md "Budgets": static assets served precompressed).
 * Writes `file.br` (brotli, quality 11, large window) and `file.gz` (gzip level 9) beside every text
 * asset of at least 1 KB, so server/static.ts answers by Accept-Encoding with no CPU spent per request.
 * A sibling is only kept when it is smaller than the file. index.html is left alone: the server writes
 * its environment into it per request (and compresses that answer on the fly).
 *
 * Run by the `mall-precompress` plugin in vite.config.ts after every production build, or by hand:
 * `tsx scripts/compress-assets.ts [dist]`.
 */

const MIN_BYTES = 1024;
const EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.ico',
  '.txt',
  '.map',
  '.wasm',
  '.webmanifest',
]);
const SKIP = new Set(['index.html']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function writeIfSmaller(path: string, original: number, data: Buffer): Promise<number | null> {
  if (data.byteLength >= original) {
    await unlink(path).catch(() => {});
    return null;
  }
  await writeFile(path, data);
  return data.byteLength;
}

async function compressOne(root: string, path: string): Promise<CompressedFile> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  return {
    file: relative(root, path),
    bytes: bytes.byteLength,
    br: await writeIfSmaller(`${path}.br`, bytes.byteLength, br),
    gzip: await writeIfSmaller(`${path}.gz`, bytes.byteLength, gz),
  };
}

/** Compresses every eligible file under `dir` (two at a time: the machine is shared). */
export async function compressAssets(dir: string): Promise<CompressedFile[]> {
  const todo: string[] = [];
  for await (const path of walk(dir)) {
    const ext = extname(path).toLowerCase();
    if (!EXTENSIONS.has(ext) || SKIP.has(relative(dir, path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    todo.push(path);
  }
  const done: CompressedFile[] = [];
  const worker = async () => {
    for (let path = todo.shift(); path; path = todo.shift()) done.push(await compressOne(dir, path));
  };
  await Promise.all([worker(), worker()]);
  return done.sort((a, b) => a.file.localeCompare(b.file));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
  const files = await compressAssets(dir);
  const sum = (pick: (f: CompressedFile) => number) => files.reduce((n, f) => n + pick(f), 0);
  console.log(
    `precompressed ${files.length} files in ${dir}: ${sum((f) => f.bytes)} B → br ${sum((f) => f.br ?? f.bytes)} B, gzip ${sum((f) => f.gzip ?? f.bytes)} B`,
  );
}
