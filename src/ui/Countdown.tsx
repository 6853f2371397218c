import { useEffect, useRef, useState } from 'react';
import { formatCountdown } from '../i18n/format';
import { useMessages } from '../i18n/messages';
import { serverNow } from '../lib/serverClock';
import styles from './Countdown.module.css';
import { uiMessages } from './messages';

export interface CountdownProps {
  /** When it ends, in server epoch milliseconds (sale end, payment deadline). */
  endsAt: number;
  /** Called once when it reaches zero (close the sale, cancel the unpaid order view). */
  onEnd?: () => void;
  /** Text before the time ('距结束'); the time follows it. */
  prefix?: string;
  className?: string;
}

/**
 * Time left until endsAt, on the server's clock so a phone with a wrong clock shows the real deadline
 * (src/lib/serverClock). Ticks on the second boundary; formatted by formatCountdown ('2天 05:09:03').
 */
export function Countdown({ endsAt, onEnd, prefix, className }: CountdownProps) {
  const t = useMessages(uiMessages);
  const [left, setLeft] = useState(() => Math.max(0, endsAt - serverNow()));
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    ended.current = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const remaining = Math.max(0, endsAt - serverNow());
      setLeft(remaining);
      if (remaining === 0) {
        if (!ended.current) {
          ended.current = true;
          onEndRef.current?.();
        }
        return;
      }
      // Wake when the shown second changes, not a fixed second after the last wake (no drift).
      timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const text = left === 0 ? t.countdownEnded : formatCountdown(Math.ceil(left / 1000) * 1000);
  return (
    <span
      className={`${styles.countdown} ${className ?? ''}`}
      role="timer"
      data-ended={left === 0 || undefined}
    >
      {prefix !== undefined && left > 0 && <span className={styles.prefix}>{prefix}</span>}
      {/* A server-rendered first screen shows the server's second; the first tick replaces the digits. */}
      <time suppressHydrationWarning>{text}</time>
    </span>
  );
}
