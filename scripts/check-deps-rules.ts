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
  /** The rule reads comment lines too (the other text rules are about code, so they skip comments). */
  comments?: true;
}

const TESTS = /\.(test|stories)\.tsx?$/;
/** The folders whose files the rules read (tests and stories included: they must respect layers too). */
export const CHECKED_ROOTS = ['schemas', 'blocks', 'src', 'server'] as const;
const SERVER_LAYERS = ['server/routes', 'server/services', 'server/repos', 'server/domain', 'server/http'];
/** The tracking ingest's own repo layer behind its IngestSink seam (server/ingest/sink.ts). */
const INGEST_SINK = ['server/ingest/db-sink.ts', 'server/ingest/db-reader.ts'];
/**
 * A SQL call on a database handle (db, tx, q, client: deps.db.query, this.db.query, tx.exec, …); the
 * receiver names keep `c.req.query(…)` and RegExp `.exec(…)` out.
 */
const SQL_CALL = /\b(?:db|tx|q|client|pool)\s*\.\s*(?:query|exec)\s*[<(]/;

/**
 * src/ from the top down (item 4): the server-render entry and the legacy and console entries,
 * the shell and router (app), screens (pages), the booth renderer, what screens share (screen), the
 * shopper's session and its tracking, the UI kit, the API client, the native bridge, the tracker SDK,
 * messages, and plain helpers (lib). A folder imports only folders after it, so src/ has no import cycle
 * by construction; `src/main.tsx` (the entry) sits above them all. check-deps.ts also refuses a src folder
 * missing from this list.
 */
export const SRC_LAYERS = [
  'ssr',
  'legacy',
  'console',
  'app',
  'pages',
  'booth',
  'screen',
  'session',
  'ui',
  'api',
  'bridge',
  'tracker',
  'i18n',
  'lib',
] as const;

const SRC_LAYER_RULES: ImportRule[] = SRC_LAYERS.slice(1).map((folder, i) => ({
  name: `src-layer-${folder}`,
  from: `src/${folder}`,
  to: SRC_LAYERS.slice(0, i + 1).map((above) => `src/${above}`),
  // A test may reach up (a page's test reading the route table); the modules it tests still may not.
  skip: TESTS,
  why: `src/ is layered ${SRC_LAYERS.join(' > ')}: ${folder} imports only what is below it`,
}));

export const IMPORT_RULES: readonly ImportRule[] = [
  ...SRC_LAYER_RULES,
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

/**
 * A busy flag set by hand around a write: `const [busy, setBusy] = useState(false)` and its namesakes
 * (submitting, sending, saving, paying, marking, claiming, working), whatever the state's type.
 */
const BUSY_FLAG =
  /const\s*\[\s*(busy|submitting|sending|saving|paying|marking|claiming|working)\s*,\s*set\w*\s*\]\s*=\s*useState\b/;

/**
 * Writes not on useAction (ADR 0064). The list may only shrink. The cart's quantity queue sends the latest
 * quantity per line in sequence (a queue, not a tap's call); the campaign link claims on arrival, outside any
 * screen, and must stay silent when the sign-on took the refusal.
 */
const WRITES_NOT_YET_ON_USE_ACTION = ['src/pages/cart/useCart.ts', 'src/pages/coupon/campaignLink.ts'];

export const TEXT_RULES: readonly TextRule[] = [
  {
    name: 'spa-imports-wire-declarations',
    from: ['src', 'blocks'],
    // An import of the joined list (endpoints/index) or of a doc record (endpoints/docs/*); the import rules
    // cannot say it, since the folder's own domain files are what the SPA should import.
    pattern: /from\s+['"][./]*schemas\/api\/endpoints(\/index|\/docs\/[\w-]+)?['"]/,
    why: 'the SPA imports single wire declarations (schemas/api/endpoints/<domain>.ts); the doc records and their joined list carry summaries and examples into its chunks (ADR 0063)',
  },
  {
    name: 'comments-cite-adrs-not-issues',
    from: CHECKED_ROOTS,
    comments: true,
    pattern: /\b[Ii]ssues? #?\d+\b/,
    why: 'a comment or a test name points at the ADR or doc that keeps the reason (docs/decisions/…), not at an issue number: issues close and their numbers explain nothing to a reader',
  },
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
  {
    name: 'screens-write-with-useAction',
    from: ['src/pages'],
    except: WRITES_NOT_YET_ON_USE_ACTION,
    skip: TESTS,
    pattern: /\.handled\b/,
    why: 'a screen write goes through useAction (src/screen/useAction.ts): it shows the refusal unless the sign-on took it, and hands onError the words or null',
  },
  {
    name: 'no-hand-set-busy-flag',
    from: ['src/pages'],
    except: WRITES_NOT_YET_ON_USE_ACTION,
    skip: TESTS,
    pattern: BUSY_FLAG,
    why: "a write's busy state is useAction's `busy` (src/screen/useAction.ts), which also joins a double tap",
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
      if ((!rule.comments && /^\s*(\/\/|\/\*|\*)/.test(text)) || !rule.pattern.test(text)) return;
      out.push({ path: file.path, line: i + 1, rule: rule.name, detail: `${text.trim()}: ${rule.why}` });
    });
  }
  return out;
}

/** A file in a src folder the layer list does not name: its imports would go unchecked. */
function layerViolations(file: SourceFile): Violation[] {
  const folder = /^src\/([^/]+)\//.exec(file.path)?.[1];
  if (folder === undefined || (SRC_LAYERS as readonly string[]).includes(folder)) return [];
  return [
    {
      path: file.path,
      line: 1,
      rule: 'src-folder-has-a-layer',
      detail: `src/${folder} is not in SRC_LAYERS (scripts/check-deps-rules.ts): give it its place in the layers`,
    },
  ];
}

export function checkSources(files: readonly SourceFile[]): Violation[] {
  return files.flatMap((f) => [...importViolations(f), ...textViolations(f), ...layerViolations(f)]);
}

/** Server folders whose imports are constrained by layer; listed for the README and the report. */
export const LAYERED_SERVER_FOLDERS = SERVER_LAYERS;
