import { Link } from 'react-router-dom';
import { shareToWeChat } from '../bridge/share';
import { useMessages } from '../i18n/messages';
import { useCounts } from '../session/counts';
import { sessionMessages } from '../session/messages';
import { canSwitchCustomer, switchCustomer } from '../session/startSession';
import { Badge } from '../ui/Badge';
import { elderMessages } from '../ui/elderMessages';
import { setElderMode, useElderMode } from '../ui/elderMode';
import { toast } from '../ui/toast';
import { reportBridgeOutcome } from '../ui/upgradePrompt';
import styles from './Header.module.css';
import { shellMessages } from './messages';

interface Props {
  title: string;
  onClose: () => void;
}

/**
 * The header's more menu (spec §2): share, messages, home, refresh, 我的, orders, cart; and, where
 * the bank sign-on runs, 'switch customer' (ADR 0004: the SSO otherwise signs the remembered customer in
 * silently); and the elder-mode switch (ADR 0043).
 */
export function MoreMenu({ title, onClose }: Props) {
  const t = useMessages(shellMessages);
  const session = useMessages(sessionMessages);
  const { cart, unread } = useCounts();
  const elder = useElderMode();
  const words = useMessages(elderMessages);
  // The entries that open a screen are links: long-press and open-in-new work, and a screen
  // reader says link. The tap closes the menu, then the link goes.
  const go = (path: string) => ({ to: path, className: styles.menuItem, onClick: onClose });
  const onShare = async () => {
    onClose();
    const outcome = await shareToWeChat({
      scene: 'session',
      url: window.location.href,
      picurl: '',
      title,
      content: title,
    });
    if (outcome.ok && outcome.value === 'link-copied') toast(t.linkCopied);
    else if (!outcome.ok) await reportBridgeOutcome(outcome);
  };
  return (
    <>
      <button type="button" className={styles.backdrop} aria-label={t.closeMenu} onClick={onClose} />
      <ul className={styles.menu} aria-label={t.more}>
        <li>
          <button type="button" className={styles.menuItem} onClick={onShare}>
            {t.share}
          </button>
        </li>
        <li>
          <Link {...go('/message')}>
            {t.messages}
            <span className={styles.menuBadge}>
              <Badge count={unread} label={t.unreadMessages} />
            </span>
          </Link>
        </li>
        <li>
          <Link {...go('/index')}>{t.home}</Link>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={() => window.location.reload()}>
            {t.refresh}
          </button>
        </li>
        <li>
          <Link {...go('/mine')}>{t.mine}</Link>
        </li>
        <li>
          <Link {...go('/order/list')}>{t.myOrders}</Link>
        </li>
        <li>
          <Link {...go('/shoppingCart')}>
            {t.shoppingCart}
            <span className={styles.menuBadge}>
              <Badge count={cart} label={t.itemsInCart} />
            </span>
          </Link>
        </li>
        {/* The shopper's own switch, also in the 我的 page's settings: at hand on every screen. */}
        <li>
          <button
            type="button"
            role="switch"
            aria-checked={elder}
            aria-describedby="mall-elder-hint"
            className={styles.menuItem}
            data-testid="elder-switch"
            onClick={() => setElderMode(!elder)}
          >
            <span className={styles.menuText}>
              {words.elderMode}
              <small id="mall-elder-hint" className={styles.menuHint}>
                {words.elderModeHint}
              </small>
            </span>
            <span className={styles.switch} data-on={elder ? '' : undefined} aria-hidden="true" />
          </button>
        </li>
        {canSwitchCustomer() && (
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                onClose();
                switchCustomer();
              }}
            >
              {session.switchCustomer}
            </button>
          </li>
        )}
      </ul>
    </>
  );
}
