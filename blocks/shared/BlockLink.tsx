import type { MouseEvent, ReactNode } from 'react';
import type { Link } from '../../schemas/booth/link';
import { isAllowedUrl } from '../../schemas/booth/url';
import { useBlockRuntime } from '../runtime';
import styles from './BlockLink.module.css';

export interface BlockLinkProps {
  link: Link | undefined;
  children: ReactNode;
  className?: string;
  /** Accessible name when the content has none of its own (e.g. an icon). */
  label?: string;
  /** Extra work before navigating (a popup closes itself). */
  onNavigate?: () => void;
  ariaCurrent?: 'page';
  /** Tab-like links replace the history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * Tappable block content. Every tap goes through runtime.openLink (router, bridge, tracking).
 * URL links also render a real <a href> so the webview's long-press menu (copy / open) works;
 * other link types are app routes the block cannot spell out, so they are buttons. Without a
 * link the content is plain.
 */
export function BlockLink({
  link,
  children,
  className,
  label,
  onNavigate,
  ariaCurrent,
  replace,
}: BlockLinkProps) {
  const { openLink } = useBlockRuntime();
  const classes = className ? `${styles.link} ${className}` : styles.link;
  if (link === undefined) return <div className={className}>{children}</div>;

  const open = (event: MouseEvent) => {
    event.preventDefault();
    onNavigate?.();
    if (replace) openLink(link, { replace });
    else openLink(link);
  };
  // Re-checked here: a layout that skipped validation must not put a script URL into an href.
  if (link.linkType === 'url' && isAllowedUrl(link.url)) {
    return (
      <a className={classes} href={link.url} aria-label={label} aria-current={ariaCurrent} onClick={open}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={classes} aria-label={label} aria-current={ariaCurrent} onClick={open}>
      {children}
    </button>
  );
}
