import { describe, expect, it } from 'vitest';
import { checkSources, IMPORT_RULES, importsOf, resolveImport, TEXT_RULES } from './check-deps-rules';

const rulesHit = (path: string, text: string) => checkSources([{ path, text }]).map((v) => v.rule);

describe('importsOf', () => {
  it('reads static, type-only, multi-line, re-export, side-effect and dynamic imports, not comments', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {',
      '  c,',
      "} from './c';",
      "export * from './d';",
      "import './e.css';",
      "const f = await import('./f');",
      "// import { g } from './g';",
      'const s = \'import h from "./h"\';',
    ].join('\n');
    expect(importsOf(text).map((i) => i.spec)).toEqual(['./a', '../b', './c', './d', './e.css', './f']);
    expect(importsOf(text).map((i) => i.line)).toEqual([1, 2, 3, 6, 7, 8]);
  });

  it('resolves relative imports to repository paths and bare ones to package names', () => {
    expect(resolveImport('server/routes/order/create.ts', '../../repos/order-write')).toEqual({
      kind: 'file',
      name: 'server/repos/order-write',
    });
    expect(resolveImport('src/tracker/index.ts', 'react-dom/client')).toEqual({
      kind: 'package',
      name: 'react-dom',
    });
    expect(resolveImport('src/a.ts', '@scope/pkg/deep')).toEqual({ kind: 'package', name: '@scope/pkg' });
  });
});

describe('each dependency rule catches a violation', () => {
  const cases: [rule: string, path: string, text: string][] = [
    ['schemas-are-the-bottom', 'schemas/api/x.ts', "import { y } from '../../src/lib/y';"],
    ['blocks-below-src', 'blocks/picture/Picture.tsx', "import { toast } from '../../src/ui/toast';"],
    ['comments-cite-adrs-not-issues', 'src/ui/x.ts', '// Kept for the tab bar (issue 31).'],
    ['comments-cite-adrs-not-issues', 'server/x.test.ts', "it('answers 409 (Issue 12)', () => {});"],
    [
      'src-never-imports-server',
      'src/pages/x.ts',
      "import type { OrderRow } from '../../server/repos/order-read';",
    ],
    [
      'server-never-imports-the-app',
      'server/booth/x.ts',
      "import { def } from '../../blocks/picture/definition';",
    ],
    ['tracker-is-framework-free', 'src/tracker/x.ts', "import { useEffect } from 'react';"],
    ['tracker-is-framework-free', 'src/tracker/y.ts', "import { router } from '../app/router';"],
    ['domain-is-pure', 'server/domain/x.ts', "import { conflict } from '../http/errors';"],
    ['domain-is-pure', 'server/domain/y.ts', "import type { CartLineRecord } from '../repos/cart-lines';"],
    ['repos-below-services', 'server/repos/x.ts', "import { notFound } from '../http/errors';"],
    ['repos-below-services', 'server/repos/y.ts', "import { ownOrder } from '../services/orders';"],
    ['services-know-no-http', 'server/services/x.ts', "import { conflict } from '../http/errors';"],
    [
      'routes-go-through-services',
      'server/routes/order/x.ts',
      "import { findOrderRow } from '../../repos/order-read';",
    ],
    ['routes-go-through-services', 'server/routes/x.ts', "import type { Queryable } from '../db/db';"],
    [
      'pages-go-through-services',
      'server/cashier/x.ts',
      "import { settlePayment } from '../repos/payments';",
    ],
    [
      'pages-go-through-services',
      'server/sso/x.ts',
      "import type { CustomerRecord } from '../repos/customers';",
    ],
    ['http-below-routes', 'server/http/x.ts', "import { cartView } from '../services/cart';"],
    [
      'spa-imports-wire-declarations',
      'src/api/x.ts',
      "import { productDocs } from '../../schemas/api/endpoints/docs/catalogue';",
    ],
    [
      'spa-imports-wire-declarations',
      'src/api/x.ts',
      "import { ENDPOINT_DOMAINS } from '../../schemas/api/endpoints';",
    ],
    ['only-bridge-touches-native', 'src/pages/order/x.ts', 'const inApp = window.mbankBridge !== undefined;'],
    ['only-bridge-touches-native', 'src/pages/x.tsx', 'await navigator.share({ url });'],
    ['sql-only-in-repos', 'server/routes/x.ts', "await deps.db.query('SELECT 1');"],
    ['sql-only-in-repos', 'server/services/x.ts', 'const rows = await tx.query<Row>(`SELECT *`);'],
    ['sql-only-in-repos', 'server/booth/x.ts', "await q.query('DELETE FROM booth_previews');"],
    [
      'sql-only-in-repos',
      'server/http/x.ts',
      'const [hit] = await deps.db.query<{ body: string }>(sql, where);',
    ],
    ['sql-only-in-repos', 'server/sso/x.ts', "await db.exec('TRUNCATE sso_codes');"],
    ['sql-only-in-repos', 'server/ingest/x.ts', "const rows = await this.db.query('SELECT 1');"],
    ['transactions-only-in-services', 'server/routes/x.ts', 'await db.transaction(async (tx) => work(tx));'],
    [
      'transactions-only-in-services',
      'server/repos/x.ts',
      'return db.transaction(async (tx) => settle(tx));',
    ],
    ['transactions-only-in-services', 'server/cashier/x.ts', 'await deps.db.transaction(f);'],
    ['transactions-only-in-services', 'server/booth/x.ts', 'const page = await deps.db.transaction(f);'],
    ['src-layer-legacy', 'src/legacy/x.ts', "import { render } from '../ssr/entry-server';"],
    ['src-layer-console', 'src/console/x.ts', "import { bootLegacy } from '../legacy/entry';"],
    ['src-layer-app', 'src/app/x.ts', "import { Console } from '../console/Console';"],
    ['src-layer-pages', 'src/pages/cart/x.ts', "import { router } from '../../app/router';"],
    ['src-layer-booth', 'src/booth/x.ts', "const bar = import('../pages/share/WeChatLaunchBar');"],
    ['src-layer-screen', 'src/screen/x.ts', "import { BoothView } from '../booth/BoothView';"],
    ['src-layer-session', 'src/session/x.ts', "import { useScreenData } from '../screen/useScreenData';"],
    ['src-layer-ui', 'src/ui/x.tsx', "import { cartCount } from '../session/counts';"],
    ['src-layer-api', 'src/api/x.ts', "import { toast } from '../ui/toast';"],
    ['src-layer-bridge', 'src/bridge/x.ts', "import { request } from '../api/client';"],
    ['src-layer-tracker', 'src/tracker/x.ts', "import { callNative } from '../bridge/call';"],
    ['src-layer-i18n', 'src/i18n/x.ts', "import type { Tracker } from '../tracker';"],
    ['src-layer-lib', 'src/lib/x.ts', "import { useMessages } from '../i18n/messages';"],
    ['src-folder-has-a-layer', 'src/services/x.ts', 'export const x = 1;'],
    [
      'screens-write-with-useAction',
      'src/pages/x/Form.tsx',
      'if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);',
    ],
    ['screens-write-with-useAction', 'src/pages/x/useThing.ts', 'if (isApiError(e) && e.handled) return;'],
    ['no-hand-set-busy-flag', 'src/pages/x/Form.tsx', 'const [busy, setBusy] = useState(false);'],
    ['no-hand-set-busy-flag', 'src/pages/x/Form.tsx', 'const [submitting, setSubmitting] = useState(false);'],
    [
      'no-hand-set-busy-flag',
      'src/pages/x/List.tsx',
      'const [claiming, setClaiming] = useState<string | null>(null);',
    ],
  ];

  it.each(cases)('%s: %s', (rule, path, text) => {
    expect(rulesHit(path, text)).toContain(rule);
  });

  it('has a case for every rule', () => {
    const named = new Set(cases.map(([rule]) => rule));
    const all = [...IMPORT_RULES, ...TEXT_RULES].map((r) => r.name).concat('src-folder-has-a-layer');
    expect(all.filter((n) => !named.has(n))).toEqual([]);
  });
});

describe('the allowed directions pass', () => {
  it.each([
    [
      'server/routes/cart.ts',
      "import { addToCart } from '../services/cart';\nimport { accepted } from '../http/refusals';",
    ],
    [
      'server/services/cart.ts',
      "import { listCartLines } from '../repos/cart-lines';\nawait deps.db.transaction(f);",
    ],
    [
      'server/repos/cart-lines.ts',
      "import type { CartLineRecord } from '../domain/cart-view';\nawait db.query('x');",
    ],
    ['server/domain/cart-rules.ts', "import type { Refusal } from './refusal';\nimport { z } from 'zod';"],
    ['server/http/refusals.ts', "import { STATUS_TEXT } from '../domain/order-machine';"],
    ['src/bridge/bankAddress.ts', 'const bridge = window.mbankBridge;'],
    ['src/bridge/native.test.ts', 'window.mbankBridge = fake;'],
    ['src/pages/x.test.ts', 'window.lifeBridge = fake;'],
    ['src/tracker/x.ts', "import { z } from 'zod';\nimport type { E } from '../../schemas/tracking/events';"],
    ['server/routes/x.ts', "const q = c.req.query('state');\n// db.query('SELECT 1') in a comment"],
    ['server/db/seed-steps.ts', "return db.transaction(async (tx) => tx.query('LOCK TABLE seed_steps'));"],
    ['server/ingest/db-sink.ts', "await this.db.transaction(async (tx) => tx.query('INSERT …'));"],
    ['server/ingest/db-reader.ts', "const rows = await this.db.query('SELECT 1');"],
    ['server/booth/page-key.ts', 'const code = CODE_KEY.exec(key);'],
    ['src/pages/cart/CartPage.tsx', "import { cartCount } from '../../session/counts';"],
    ['src/booth/BoothView.tsx', "import { usePageTitle } from '../screen/pageTitle';"],
    ['src/pages/info/InfoPage.test.tsx', "import { ROUTES } from '../../app/routeTable';"],
    ['src/main.tsx', "import { boot } from './app/boot';"],
    ['src/api/x.ts', "import { productBase } from '../../schemas/api/endpoints/catalogue/product';"],
    ['server/sso/routes.ts', "const state = stateOf(c.req.query('state'));"],
    [
      'src/pages/x/Form.tsx',
      'const send = useAction((code, body: B) => post(body, code));\nconst [open, setOpen] = useState(false);',
    ],
    ['src/pages/x/Form.test.tsx', 'const [busy, setBusy] = useState(false);'],
    ['src/screen/useAction.ts', 'if (isApiError(error) && error.handled) return;'],
    ['src/screen/screenState.ts', "if (isApiError(error) && error.handled) return { status: 'signingIn' };"],
  ])('%s', (path, text) => {
    expect(checkSources([{ path, text }])).toEqual([]);
  });
});
