import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { messagesOf, useMessages } from '../i18n/messages';
import { COUNTDOWN_DIALOG_S } from '../lib/constants';
import { uiCoreMessages } from './coreMessages';
import { Modal } from './Modal';
import styles from './Modal.module.css';
import { type CountdownOptions, dismiss, type ModalRequest, modalStore } from './modalStore';
import { useStore } from './useStore';

const reloadPage = () => window.location.reload();

function resolveCountdown(option: boolean | CountdownOptions | undefined): Required<CountdownOptions> | null {
  if (!option) return null;
  const given = option === true ? {} : option;
  return {
    seconds: Math.max(0, Math.round(given.seconds ?? COUNTDOWN_DIALOG_S)),
    reload: given.reload ?? reloadPage,
    text: given.text ?? messagesOf(uiCoreMessages).refresh,
  };
}

/**
 * 'refresh (Ns)': counts down once a second and fires after N s, or at once when tapped.
 * The firing timer is set once for the whole span rather than chained off re-renders, so a
 * late render can never delay or skip the reload.
 */
function CountdownButton({ seconds, text, onFire }: { seconds: number; text: string; onFire: () => void }) {
  const t = useMessages(uiCoreMessages);
  const [left, setLeft] = useState(seconds);
  const onFireRef = useRef(onFire);
  useEffect(() => {
    onFireRef.current = onFire;
  });
  const fired = useRef(false);
  const fire = useCallback(() => {
    if (fired.current) return;
    fired.current = true;
    onFireRef.current();
  }, []);

  useEffect(() => {
    const tick = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    const done = setTimeout(fire, seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [seconds, fire]);

  return (
    <button type="button" className={`${styles.button} ${styles.primary}`} onClick={fire}>
      {t.countdown(text, left)}
    </button>
  );
}

function ModalDialog({ request }: { request: ModalRequest }) {
  const t = useMessages(uiCoreMessages);
  const { options } = request;
  const [text, setText] = useState(request.kind === 'prompt' ? (request.options.defaultValue ?? '') : '');
  const countdown = resolveCountdown(options.countdown);

  const accept = () => {
    switch (request.kind) {
      case 'alert':
        request.settle(undefined);
        break;
      case 'confirm':
        request.settle(true);
        break;
      case 'prompt':
        request.settle(text);
        break;
    }
  };
  const close = () => dismiss(request);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    accept();
  };

  const cancelButton =
    request.kind === 'alert' ? null : (
      <button type="button" className={styles.button} onClick={close}>
        {request.options.cancelText ?? t.cancel}
      </button>
    );
  const primaryButton = countdown ? (
    <CountdownButton
      seconds={countdown.seconds}
      text={countdown.text}
      onFire={() => {
        countdown.reload();
        accept();
      }}
    />
  ) : (
    <button type="button" className={`${styles.button} ${styles.primary}`} onClick={accept}>
      {options.okText ?? t.ok}
    </button>
  );

  return (
    <Modal
      title={options.title}
      hasBody={options.message !== undefined || request.kind === 'prompt'}
      closable={options.closable}
      onClose={close}
      actions={
        <>
          {cancelButton}
          {primaryButton}
        </>
      }
    >
      {options.message}
      {request.kind === 'prompt' && (
        <form onSubmit={onSubmit}>
          <input
            className={styles.input}
            aria-label={request.options.inputLabel ?? options.title}
            placeholder={request.options.placeholder}
            maxLength={request.options.maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-autofocus
          />
        </form>
      )}
    </Modal>
  );
}

/** Shows the dialogs opened with modal.alert / confirm / prompt, one at a time. Mount once. */
export function ModalHost() {
  const queue = useStore(modalStore);
  const current = queue[0];
  return current ? <ModalDialog key={current.id} request={current} /> : null;
}
