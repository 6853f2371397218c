import { type KeyboardEvent, type ReactNode, type TouchEvent, useId, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../i18n/messages';
import { uiMessages } from './messages';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Kept in the address as ?{param}={name}. */
  name: string;
  title: string;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The search parameter holding the active tab; default 'tab'. */
  param?: string;
  /** The pane of the active tab (only the active pane is rendered). */
  children: (active: string) => ReactNode;
  /** Stick under the page header while the page scrolls; the number is the header's height in px. */
  sticky?: boolean | number;
  /** Swipe left or right on the pane to move to the next or previous tab. */
  swipeable?: boolean;
  /** Accessible name of the tab strip; default '切换分类'. */
  label?: string;
  onChange?: (name: string) => void;
}

/** A swipe counts when it is mostly sideways and longer than this. */
const SWIPE_PX = 50;

/**
 * A tab strip with its panes (Vant's Tabs). The active tab lives in the address and changing it replaces
 * the history entry (ARCHITECTURE, webview practice: tabs and filters replace), so back leaves the page
 * instead of walking through every tab, and a reload or shared link opens the same tab.
 */
export function Tabs({ tabs, param = 'tab', children, sticky, swipeable, label, onChange }: TabsProps) {
  const t = useMessages(uiMessages);
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const strip = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const asked = params.get(param);
  const active = enabled.find((tab) => tab.name === asked)?.name ?? enabled[0]?.name ?? '';

  const select = (name: string) => {
    if (name === active) return;
    const next = new URLSearchParams(location.search);
    next.set(param, name);
    navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true, state: location.state });
    onChange?.(name);
  };

  const move = (by: number, focus: boolean) => {
    const index = enabled.findIndex((tab) => tab.name === active);
    const target = enabled[index + by];
    if (!target) return;
    select(target.name);
    if (focus) strip.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(target.name)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1, true);
    else if (event.key === 'ArrowLeft') move(-1, true);
  };

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    const sideways = Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5;
    if (sideways) move(dx > 0 ? -1 : 1, false);
  };

  const stickyTop = sticky === true ? 0 : sticky === false ? undefined : sticky;
  return (
    <div className={styles.tabs}>
      <div
        ref={strip}
        className={`${styles.strip} ${stickyTop !== undefined ? styles.sticky : ''}`}
        style={stickyTop !== undefined ? { top: stickyTop } : undefined}
        role="tablist"
        aria-label={label ?? t.tabsLabel}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.name === active;
          return (
            <button
              key={tab.name}
              type="button"
              role="tab"
              id={`${id}-${tab.name}`}
              data-tab={tab.name}
              className={styles.tab}
              aria-selected={selected}
              aria-controls={`${id}-pane`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.name)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-pane`}
        role="tabpanel"
        aria-labelledby={`${id}-${active}`}
        className={styles.pane}
        onTouchStart={swipeable ? onTouchStart : undefined}
        onTouchEnd={swipeable ? onTouchEnd : undefined}
      >
        {children(active)}
      </div>
    </div>
  );
}
