import {
  type CSSProperties,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { type BlockRuntime, BlockRuntimeProvider } from '../../blocks/runtime';
import { BOTTOM_BAR_HEIGHT } from '../../blocks/shared/bottomBarHeight';
import { BLOCK_PLACEMENT } from '../../schemas/booth/block-types';
import type { Block } from '../../schemas/booth/blocks/index';
import type { BlockIssue } from '../../schemas/booth/issues';
import type { Layout } from '../../schemas/booth/page';
import { isScheduledNow } from '../../schemas/booth/schedule';
import { getLang } from '../i18n/lang';
import { useMessages } from '../i18n/messages';
import { onServer, useHydrated } from '../lib/hydration';
import { serverNow } from '../lib/serverClock';
import { useShellTabBar } from '../screen/tabBar';
import { useCounts } from '../session/counts';
import { overlayGate } from '../session/overlayGate';
import { useElderMode } from '../ui/elderMode';
import { lockScroll } from '../ui/useScrollLock';
import { BlockBoundary } from './BlockBoundary';
import styles from './BoothRenderer.module.css';
import { blockComponent } from './blockComponents';
import { hiddenInElderMode } from './elderBlocks';
import { boothMessages } from './messages';
import { openBoothLink } from './openLink';
import { reportDroppedBlocks } from './reportIssues';
import { useScheduleTick } from './useScheduleTick';

interface Props {
  layout: Layout;
  dropped: readonly BlockIssue[];
  preview: boolean;
  /** Product cards per product-row block id (fetched for the whole page in one call). */
  productsFor: BlockRuntime['productsFor'];
  /** Rendered after the flow blocks (e.g. a paged product list), inside the same runtime. */
  children?: ReactNode;
  /** The page's built-in tab strip, shown only when the operator configured no nav bar. */
  fallbackNav?: ReactNode;
}

/** The server's render keeps nothing: popups, the only readers, never open there (PopupBlock). */
const serverStorage = { getItem: () => null, setItem: () => {} };

/** How many flow blocks from the top load their images eagerly (first screen at 375×812). */
const EAGER_FLOW_BLOCKS = 2;

/** Height of the bottom countdown strip (bottom-countdown CSS), without the safe-area inset. */
const BOTTOM_COUNTDOWN_PX = 40;

/**
 * The bottom lanes as CSS variables for the overlay blocks: the countdown sits on the bar
 * (--mall-bottom-bar-offset), and floating buttons and pendants stay above both (--mall-bottom-stack).
 * The bar (the operator's bottom-bar block, or the shell's tab bar in its place) counts as tall as it
 * really is (--mall-bottom-bar, measured: large text makes it taller). `spacer` is what the end of the
 * page must leave free: the shell already pads its tab bar's screens, so its bar is not counted twice.
 */
function bottomLanes(
  blocks: readonly Block[],
  shellBar: boolean,
): { vars: CSSProperties; spacer: string | null } {
  const ownBar = blocks.some((b) => b.type === 'bottomBar');
  const countdown = blocks.some((b) => b.type === 'bottomCountdown') ? BOTTOM_COUNTDOWN_PX : 0;
  const bar = ownBar || shellBar ? BOTTOM_BAR_HEIGHT : '0px';
  const vars = {
    '--mall-bottom-bar-offset': bar,
    '--mall-bottom-stack': `calc(${bar} + ${countdown}px)`,
  } as CSSProperties;
  const inFlow = ownBar ? `${BOTTOM_BAR_HEIGHT} + ${countdown}px` : `${countdown}px`;
  const spacer = ownBar || countdown > 0 ? `calc(${inFlow} + env(safe-area-inset-bottom, 0px))` : null;
  return { vars, spacer };
}

export function BoothRenderer({ layout, dropped, preview, productsFor, children, fallbackNav }: Props) {
  const t = useMessages(boothMessages);
  const navigate = useNavigate();
  const counts = useCounts();
  // The shopper's own count, never in the server's HTML: 0 until the first screen has hydrated.
  const cart = useHydrated() ? counts.cart : 0;
  const tick = useScheduleTick(layout.blocks);
  // Elder mode's simpler page (ADR 0043): no marketing overlays, nothing the operator marked hidden there.
  const elder = useElderMode() && !preview;
  // On the tab screens the shell's tab bar stands in for the operator's bottom bar (one bar).
  const shellBar = useShellTabBar() && !preview;
  // Operators' per-block figures: exposures and taps of the flow blocks.
  const flowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const flow = flowRef.current;
    if (preview || !flow) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./blockExposure').then((m) => {
      if (live) stop = m.watchBlocks(flow, { pageId: layout.pageId, version: layout.version });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [preview, layout.pageId, layout.version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick re-judges schedules on server time.
  const live = useMemo(
    () =>
      layout.blocks.filter(
        (b) =>
          isScheduledNow(b, serverNow()) &&
          !(elder && hiddenInElderMode(b)) &&
          !(shellBar && b.type === 'bottomBar'),
      ),
    [layout.blocks, tick, elder, shellBar],
  );

  const runtime = useMemo<BlockRuntime>(
    () => ({
      openLink: (link, opts) => openBoothLink(link, navigate, opts),
      productsFor,
      serverNow,
      cartCount: cart,
      eagerCount: EAGER_FLOW_BLOCKS,
      preview,
      storage: onServer() ? serverStorage : window.localStorage,
      pageId: layout.pageId,
      lang: getLang(),
      overlayGate,
      lockScroll,
      elder,
    }),
    [navigate, productsFor, cart, preview, layout.pageId, elder],
  );
  // Blocks see a new runtime in a deferred (transition) render. A server-rendered block whose code is still
  // on its way is dehydrated; an urgent update reaching it (the cart count once hydrated, the cards' state)
  // makes React throw its server markup away and show the placeholder until the code comes, which shifted
  // the daily deals and the e-CNY zone by whole screens (CLS 0.04–0.25). A transition waits instead.
  const blockRuntime = useDeferredValue(runtime);

  const onBlockError = useCallback(
    (blockId: string, type: string, error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      reportDroppedBlocks(layout.pageId, layout.version, [{ blockId, type, path: 'render', message }]);
    },
    [layout.pageId, layout.version],
  );

  const flow = live.filter((b) => BLOCK_PLACEMENT[b.type] === 'flow');
  // The nav bar sticks to the top of the scroll body, so it must come before the flow; the other
  // overlays are position: fixed and sit in the layer after it.
  const top = live.filter((b) => b.type === 'navBar');
  const overlay = live.filter((b) => BLOCK_PLACEMENT[b.type] === 'overlay' && b.type !== 'navBar');
  const lanes = bottomLanes(live, shellBar);

  const slot = (block: Block, index: number) => (
    <BlockSlot key={block.id} block={block} index={index} preview={preview} onError={onBlockError} />
  );

  return (
    <BlockRuntimeProvider value={blockRuntime}>
      {preview && dropped.length > 0 && (
        <div data-testid="dropped-blocks">
          {dropped.map((issue) => (
            <div key={`${issue.blockId}-${issue.path}`} className={styles.dropped}>
              {t.droppedBlock(issue.blockId ?? t.noId, issue.type ?? t.noType, issue.path, issue.message)}
            </div>
          ))}
        </div>
      )}
      {top.length > 0 ? top.map((block) => slot(block, -1)) : fallbackNav}
      <div ref={flowRef} className={styles.flow} data-testid="booth-flow">
        {flow.map((block, i) => slot(block, i))}
      </div>
      {flow.length === 0 && !children && (
        <p className={styles.empty} data-testid="booth-empty">
          {t.empty}
        </p>
      )}
      {children}
      {lanes.spacer && (
        // The end of the page scrolls clear of the bottom bar and countdown, so no price stays under them.
        <div aria-hidden="true" style={{ height: lanes.spacer }} />
      )}
      <div className={styles.overlay} style={lanes.vars} data-testid="booth-overlay">
        {overlay.map((block) => slot(block, -1))}
      </div>
    </BlockRuntimeProvider>
  );
}

interface SlotProps {
  block: Block;
  index: number;
  preview: boolean;
  onError: (blockId: string, type: string, error: unknown) => void;
}

/**
 * One block in its boundary. Memoised: a layout change re-renders only the blocks whose parsed object
 * changed (the console's preview keeps unchanged blocks' objects), which keeps a 200-block preview fast.
 * React's own shallow comparison of these four props is the comparator: no extra bytes.
 */
const BlockSlot = memo(function BlockSlot({ block, index, preview, onError }: SlotProps) {
  const t = useMessages(boothMessages);
  const BlockComponent = blockComponent(block.type);
  const fallback = preview ? <div className={styles.dropped}>{t.blockFailed(block.id)}</div> : null;
  return (
    <BlockBoundary blockId={block.id} type={block.type} onError={onError} fallback={fallback}>
      {/* A flow block keeps a placeholder; the nav bar (above the flow, in its own row) keeps its row's
          height, or the flow moves up while its code loads and back down when it comes. */}
      <Suspense
        fallback={
          index >= 0 ? (
            <div className={styles.pending} />
          ) : block.type === 'navBar' ? (
            <div className={styles.navPending} />
          ) : null
        }
      >
        {/* data-elder-hidden: the stylesheet hides it in elder mode before hydration, when the store cannot. */}
        <div
          data-block-id={block.id}
          data-block-type={block.type}
          data-elder-hidden={hiddenInElderMode(block) || undefined}
        >
          <BlockComponent block={block} index={index} />
        </div>
      </Suspense>
    </BlockBoundary>
  );
});
