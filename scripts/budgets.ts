import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Vite's build manifest: one entry per source module that became a chunk. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

export const gzipSize = (dist: string, file: string): number =>
  gzipSync(readFileSync(join(dist, file))).length;

/** The JS a chunk needs before it can run: itself plus its static imports, transitively, each once. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export const closureFiles = (manifest: Manifest, keys: string[]): string[] => {
  const all = new Set<string>();
  for (const key of keys) for (const k of staticClosure(manifest, key)) all.add(k);
  return [...all].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f));
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
