import { posix } from 'node:path';

/**
 * The dependency directions of ../shared/ARCHITECTURE.md and server/README.md as data, and a checker over
 * in-memory sources, so every rule can be proven on a tiny example (check-deps.test.ts). check-deps.ts
 * feeds it the repository's files in `npm run lint`.
 *
 * Imports are read from the text (static, re-export, side-effect and dynamic import), relative ones
 * resolved against the importing file; type-only imports count too, since a type dependency points the
 * same way as a value one.
 */

export interface SourceFile {
  /** Repository-relative, forward slashes: 'server/routes/cart.ts'. */
  path: string;
  text: string;
}

export interface Violation {
  path: string;
  line: number;
  rule: string;
  detail: string;
}

/** An import of a file under `to` (a repository folder) or of a package named in `packages` is refused. */
interface ImportRule {
  name: string;
  /** A folder, or several that share the rule. */
  from: string | readonly string[];
  to?: readonly string[];
  /** Allowed exceptions inside `to` (more specific folders). */
  except?: readonly string[];
  packages?: readonly string[];
  /** Skip files whose path matches (e.g. tests that install a fake bridge). */
  skip?: RegExp;
  why: string;
}

/** A pattern refused in the text of files under `from` (except under `except`). */
interface TextRule {
  name: string;
  from: readonly string[];
  except?: readonly string[];
  skip?: RegExp;
  pattern: RegExp;
  why: string;
}

const TESTS = /\.(test|stories)\.tsx?$/;
const SERVER_LAYERS = ['server/routes', 'server/services', 'server/repos', 'server/domain', 'server/http'];
/** The tracking ingest's own repo layer behind its IngestSink seam (server/ingest/sink.ts). */
const INGEST_SINK = ['server/ingest/db-sink.ts', 'server/ingest/db-reader.ts'];
/**
 * A SQL call on a database handle (db, tx, q, client: deps.db.query, this.db.query, tx.exec, …); the
 * receiver names keep `c.req.query(…)` and RegExp `.exec(…)` out.
 */
const SQL_CALL = /\b(?:db|tx|q|client|pool)\s*\.\s*(?:query|exec)\s*[<(]/;

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'schemas-are-the-bottom',
    from: 'schemas',
    to: ['blocks', 'src', 'server'],
    why: 'schemas ← blocks ← src and schemas ← server: the contracts import nothing of their users',
  },
  {
    name: 'blocks-below-src',
    from: 'blocks',
    to: ['src', 'server'],
    why: 'blocks get what they need from the app through blocks/runtime.tsx, never by importing src',
  },
  {
    name: 'src-never-imports-server',
    from: 'src',
    to: ['server'],
    why: 'the SPA talks to the server over HTTP only; shared contracts live in schemas',
  },
  {
    name: 'server-never-imports-the-app',
    from: 'server',
    to: ['src', 'blocks'],
    why: 'the server shares contracts through schemas, never app or block code',
  },
  {
    name: 'tracker-is-framework-free',
    from: 'src/tracker',
    to: ['src/app'],
    packages: ['react', 'react-dom'],
    why: 'src/tracker imports neither React nor src/app (it runs before and outside the app)',
  },
  {
    name: 'domain-is-pure',
    from: 'server/domain',
    to: ['server'],
    except: ['server/domain'],
    why: 'domain rules import only other domain files and schemas; they return refusals instead of HTTP errors',
  },
  {
    name: 'repos-below-services',
    from: 'server/repos',
    to: ['server/routes', 'server/services', 'server/http'],
    why: 'repos hold SQL only: routes → services → repos, never back',
  },
  {
    name: 'services-know-no-http',
    from: 'server/services',
    to: ['server/routes', 'server/http'],
    why: 'services answer values or refusals; routes map refusals to HTTP (server/http/refusals.ts)',
  },
  {
    name: 'routes-go-through-services',
    from: 'server/routes',
    to: ['server/repos', 'server/db'],
    why: 'routes parse, authorise, call a service and answer; SQL and transactions live below them',
  },
  {
    name: 'pages-go-through-services',
    from: ['server/cashier', 'server/sso', 'server/store-sim'],
    to: ['server/repos', 'server/db'],
    why: 'the cashier, SSO and store pages are routes too: they call server/services, which own the transactions',
  },
  {
    name: 'http-below-routes',
    from: 'server/http',
    to: ['server/routes', 'server/services'],
    why: 'the HTTP helpers are used by routes, not the other way',
  },
];

export const TEXT_RULES: readonly TextRule[] = [
  {
    name: 'only-bridge-touches-native',
    from: ['src', 'blocks'],
    except: ['src/bridge'],
    skip: TESTS,
    pattern: /\bwindow\s*\.\s*\w+Bridge\b|\bnavigator\s*\.\s*share\b/,
    why: 'only src/bridge touches native objects (window.*Bridge, navigator.share); use its functions',
  },
  {
    name: 'sql-only-in-repos',
    from: ['server'],
    except: ['server/repos', 'server/db', ...INGEST_SINK],
    skip: TESTS,
    pattern: SQL_CALL,
    why: 'every SQL statement lives in server/repos (server/db for migrations and seeds; the ingest sink is its own repo layer)',
  },
  {
    name: 'transactions-only-in-services',
    from: ['server'],
    except: ['server/services', 'server/db', ...INGEST_SINK],
    skip: TESTS,
    pattern: /\.\s*transaction\s*\(/,
    why: 'transactions belong to the use-case: open them in server/services, repos take the transaction handle',
  },
];

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*${},\s]*?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Every module specifier a file imports, with its line. Comment lines are ignored. */
export function importsOf(text: string): { spec: string; line: number }[] {
  const code = text
    .split('\n')
    .map((l) => (/^\s*(\/\/|\/\*|\*)/.test(l) ? '' : l))
    .join('\n');
  const found: { spec: string; line: number }[] = [];
  for (const m of code.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2];
    if (spec === undefined) continue;
    found.push({ spec, line: code.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0) });
  }
  return found;
}

/** A relative import as a repository path without extension; a package as its name (scope kept). */
export function resolveImport(fromPath: string, spec: string): { kind: 'file' | 'package'; name: string } {
  if (spec.startsWith('.')) {
    const joined = posix.normalize(posix.join(posix.dirname(fromPath), spec));
    return { kind: 'file', name: joined.replace(/\.(tsx?|jsx?|mjs)$/, '') };
  }
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
  return { kind: 'package', name };
}

function importViolations(file: SourceFile): Violation[] {
  const out: Violation[] = [];
  const rules = IMPORT_RULES.filter(
    (r) => [r.from].flat().some((f) => under(file.path, f)) && !r.skip?.test(file.path),
  );
  if (rules.length === 0) return out;
  for (const { spec, line } of importsOf(file.text)) {
    const target = resolveImport(file.path, spec);
    for (const rule of rules) {
      const hit =
        target.kind === 'file'
          ? (rule.to ?? []).some((t) => under(target.name, t)) &&
            !(rule.except ?? []).some((e) => under(target.name, e))
          : (rule.packages ?? []).includes(target.name);
      if (hit) out.push({ path: file.path, line, rule: rule.name, detail: `imports '${spec}': ${rule.why}` });
    }
  }
  return out;
}

function textViolations(file: SourceFile): Violation[] {
  const out: Violation[] = [];
  for (const rule of TEXT_RULES) {
    if (!rule.from.some((f) => under(file.path, f))) continue;
    if ((rule.except ?? []).some((e) => under(file.path, e)) || rule.skip?.test(file.path)) continue;
    file.text.split('\n').forEach((text, i) => {
      if (/^\s*(\/\/|\/\*|\*)/.test(text) || !rule.pattern.test(text)) return;
      out.push({ path: file.path, line: i + 1, rule: rule.name, detail: `${text.trim()}: ${rule.why}` });
    });
  }
  return out;
}

export function checkSources(files: readonly SourceFile[]): Violation[] {
  return files.flatMap((f) => [...importViolations(f), ...textViolations(f)]);
}

/** The folders whose files the rules read (tests and stories included: they must respect layers too). */
export const CHECKED_ROOTS = ['schemas', 'blocks', 'src', 'server'] as const;

/** Server folders whose imports are constrained by layer; listed for the README and the report. */
export const LAYERED_SERVER_FOLDERS = SERVER_LAYERS;
