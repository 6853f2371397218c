import type { MouseEvent, ReactNode } from 'react';
import type { Link } from '../../schemas/booth/link';
import { linkToPath, type OpenableLink } from '../../schemas/booth/link-path';
import { SPA_BASE_PATH } from '../../schemas/booth/url';
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
 * The address a link shows in its href: an app route under the SPA's base path (the same resolution
 * runtime.openLink navigates by), or the allowlisted external URL. A URL that fails the allowlist resolves
 * to home in linkToPath, so no hostile address reaches an href.
 */
export function linkHref(link: OpenableLink): string {
  const destination = linkToPath(link);
  return typeof destination === 'string' ? `${SPA_BASE_PATH}${destination.slice(1)}` : destination.external;
}

/**
 * Tappable block content. Every tap goes through runtime.openLink (router, bridge, tracking), and every
 * link is a real <a href> with the address it leads to: the webview's long-press menu (copy /
 * open) works, and where a block leads can be read from the page. Without a link the content is plain.
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
  return (
    <a className={classes} href={linkHref(link)} aria-label={label} aria-current={ariaCurrent} onClick={open}>
      {children}
    </a>
  );
}
