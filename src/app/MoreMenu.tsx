import { useNavigate } from 'react-router-dom';
import { shareToWeChat } from '../bridge/native';
import { Badge } from '../ui/Badge';
import { toast } from '../ui/toast';
import { reportBridgeOutcome } from '../ui/upgradePrompt';
import { useCounts } from './counts';
import styles from './Header.module.css';

interface Props {
  title: string;
  onClose: () => void;
}

/** The header's more menu (spec §2): share, messages, home, refresh, orders, cart. */
export function MoreMenu({ title, onClose }: Props) {
  const navigate = useNavigate();
  const { cart, unread } = useCounts();
  const go = (path: string) => () => {
    onClose();
    navigate(path);
  };
  const onShare = async () => {
    onClose();
    const outcome = await shareToWeChat({
      scene: 'session',
      url: window.location.href,
      picurl: '',
      title,
      content: title,
    });
    if (outcome.ok && outcome.value === 'link-copied') toast('Link copied');
    else if (!outcome.ok) await reportBridgeOutcome(outcome);
  };
  return (
    <>
      <button type="button" className={styles.backdrop} aria-label="Close menu" onClick={onClose} />
      <ul className={styles.menu} aria-label="More">
        <li>
          <button type="button" className={styles.menuItem} onClick={onShare}>
            Share
          </button>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={go('/bulletin')}>
            Messages
            <span className={styles.menuBadge}>
              <Badge count={unread} label="unread messages" />
            </span>
          </button>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={go('/index')}>
            Home
          </button>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={() => window.location.reload()}>
            Refresh
          </button>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={go('/order/list')}>
            My orders
          </button>
        </li>
        <li>
          <button type="button" className={styles.menuItem} onClick={go('/shoppingCart')}>
            Shopping cart
            <span className={styles.menuBadge}>
              <Badge count={cart} label="items in cart" />
            </span>
          </button>
        </li>
      </ul>
    </>
  );
}
