import { createContext, type ReactNode, useContext } from 'react';
import type { ProductCard } from '../schemas/api/productCard';
import type { OpenableLink } from '../schemas/booth/link-path';
import type { Lang } from '../schemas/i18n/lang';

/**
 * One overlay at a time: whether a promotional overlay (the popup) may show now. The app's gate is
 * closed until the startup dialogs and sign-on are done and while any dialog is open; it notifies
 * subscribers when that changes.
 */
export interface OverlayGate {
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Always open: stories, tests and anything without a session flow. */
export const openOverlayGate: OverlayGate = { isOpen: () => true, subscribe: () => () => {} };

/**
 * Everything a block needs from the app, handed in by the booth renderer (src/booth) or by a story.
 * Blocks depend only on schemas (ARCHITECTURE.md): no router, no API client, no session here.
 */
export interface BlockRuntime {
  /**
   * Opens a link target (router, or the bridge for external URLs). `replace` is for tab-like
   * navigation (nav bar), which replaces the history entry so back leaves the page, not the tab. A
   * product card's link says whether its product is in a purchase programme (productPath).
   */
  openLink: (link: OpenableLink, opts?: { replace?: boolean }) => void;
  /** Products per product-row block id, loaded for the whole page in one call; undefined while loading. */
  productsFor: (blockId: string) => readonly ProductCard[] | undefined;
  /** Server time in epoch ms (client clock + offset); schedules and countdowns use this, never Date.now(). */
  serverNow: () => number;
  cartCount: number;
  /** Index of a flow block from the top; blocks with index < eagerCount load images eagerly. */
  eagerCount: number;
  /** Operator preview: show placeholders for dropped blocks, ignore popup frequency. */
  preview: boolean;
  /** Per-page storage for popup frequency ('once', 'daily'). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  pageId: string;
  /** The visit's language for the blocks' own words (aria labels, empty states); zh-CN when absent. */
  lang?: Lang;
  /** When the popup may show (after the startup dialogs and sign-on, never over another dialog); open when absent. */
  overlayGate?: OverlayGate;
  /** Pins the page under a mask (the popup) until the returned release; no lock when absent (stories). */
  lockScroll?: () => () => void;
  /** Elder mode (长辈模式, ADR 0043): nothing moves by itself (carousels, marquees), as with reduced motion. */
  elder?: boolean;
}

const noop = () => {};

export const defaultRuntime: BlockRuntime = {
  openLink: noop,
  productsFor: () => [],
  serverNow: () => Date.now(),
  cartCount: 0,
  eagerCount: 2,
  preview: false,
  storage: { getItem: () => null, setItem: noop },
  pageId: 'preview',
  overlayGate: openOverlayGate,
};

const RuntimeContext = createContext<BlockRuntime>(defaultRuntime);

export function BlockRuntimeProvider({ value, children }: { value: BlockRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export const useBlockRuntime = (): BlockRuntime => useContext(RuntimeContext);
