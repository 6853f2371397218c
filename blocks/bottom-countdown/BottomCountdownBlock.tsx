import { toEpochMs } from '../../schemas/booth/schedule';
import { useBlockRuntime } from '../runtime';
import { BlockLink } from '../shared/BlockLink';
import { useBlockMessages } from '../shared/useBlockMessages';
import type { BlockProps } from '../types';
import styles from './BottomCountdownBlock.module.css';
import { bottomCountdownMessages } from './messages';
import { formatRemaining } from './remaining';
import { useServerCountdown } from './useServerCountdown';

/**
 * Fixed bottom strip counting down to `endTime` on server time. After the end it shows
 * `endedLabel`, or disappears when there is none.
 */
export default function BottomCountdownBlock({ block }: BlockProps<'bottomCountdown'>) {
  const { endTime, label, endedLabel, link } = block.props;
  const { serverNow } = useBlockRuntime();
  const t = useBlockMessages(bottomCountdownMessages);
  const remaining = useServerCountdown(toEpochMs(endTime), serverNow);
  // NaN (unparseable end) counts as ended: never show a bogus clock.
  const ended = !(remaining > 0);
  if (ended && endedLabel === undefined) return null;

  return (
    <div className={styles.strip} data-state={ended ? 'ended' : 'running'}>
      <BlockLink link={link} className={styles.content}>
        {ended ? (
          <span className={styles.label}>{endedLabel}</span>
        ) : (
          <span role="timer" className={styles.timer}>
            <span className={styles.label}>{label}</span>{' '}
            {/* The server's first screen has its own second: the browser's first tick replaces the digits. */}
            <span className={styles.clock} suppressHydrationWarning>
              {formatRemaining(remaining, t.withDays)}
            </span>
          </span>
        )}
      </BlockLink>
    </div>
  );
}
