import { useId, useState } from 'react';
import { IM_TEXT_MAX } from '../../../schemas/api/im';
import { formatCount } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import styles from './Chat.module.css';
import { imMessages } from './messages';

/**
 * The chat's input bar, fixed above the safe area. Not the kit's Field: a chat composer has no label
 * column and its send button sits beside the text, as in every messaging app. Blank text cannot be sent;
 * the count shows how much is left and what the limit is once it is reached.
 */
export function Composer({ onSend }: { onSend: (text: string) => void }) {
  const t = useMessages(imMessages);
  const hint = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const full = text.length >= IM_TEXT_MAX;
  const send = () => {
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className={styles.inputWrap}>
        <textarea
          className={styles.input}
          value={text}
          rows={1}
          maxLength={IM_TEXT_MAX}
          aria-label={t.inputLabel}
          aria-describedby={hint}
          placeholder={t.placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line (a hardware keyboard; phones send with the button).
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <span id={hint} className={full ? styles.counterFull : styles.counter} aria-live="polite">
          {full
            ? t.tooLong(formatCount(IM_TEXT_MAX))
            : t.counter(formatCount(text.length), formatCount(IM_TEXT_MAX))}
        </span>
      </div>
      <button type="submit" className={styles.send} disabled={trimmed === ''}>
        {t.send}
      </button>
    </form>
  );
}
