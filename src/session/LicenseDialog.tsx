import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LICENSE_GRANTED_ITEMS } from '../../schemas/api/license';
import { useMessages } from '../i18n/messages';
import { Modal } from '../ui/Modal';
import modalStyles from '../ui/Modal.module.css';
import styles from './LicenseDialog.module.css';
import { grantedItemMessages, sessionMessages } from './messages';

export interface LicenseDialogProps {
  onAnswer: (agreed: boolean) => void;
}

/**
 * The user-information authorisation (spec §2): what is requested, an agreement checkbox, refuse and
 * agree. Agree without ticking opens the second prompt, whose 'agree authorisation' counts as agreeing.
 */
export function LicenseDialog({ onAnswer }: LicenseDialogProps) {
  const T = useMessages(sessionMessages);
  const items = useMessages(grantedItemMessages);
  const [ticked, setTicked] = useState(false);
  const [secondPrompt, setSecondPrompt] = useState(false);
  const checkboxId = useId();
  const labelId = useId();
  const linkId = useId();

  if (secondPrompt) {
    return (
      <Modal
        title={T.secondPromptTitle}
        actions={
          <>
            <button type="button" className={modalStyles.button} onClick={() => setSecondPrompt(false)}>
              {T.thinkAgain}
            </button>
            <button
              type="button"
              className={`${modalStyles.button} ${modalStyles.primary}`}
              onClick={() => onAnswer(true)}
            >
              {T.agreeAuthorisation}
            </button>
          </>
        }
      >
        {T.secondPrompt}
      </Modal>
    );
  }

  return (
    <Modal
      title={T.licenseTitle}
      actions={
        <>
          <button type="button" className={modalStyles.button} onClick={() => onAnswer(false)}>
            {T.refuse}
          </button>
          <button
            type="button"
            className={`${modalStyles.button} ${modalStyles.primary}`}
            onClick={() => (ticked ? onAnswer(true) : setSecondPrompt(true))}
          >
            {T.agree}
          </button>
        </>
      }
    >
      <div className={styles.content}>
        <p className={styles.intro}>{T.licenseIntro}</p>
        <ul className={styles.items}>
          {LICENSE_GRANTED_ITEMS.map((item) => (
            <li key={item}>{items[item]}</li>
          ))}
        </ul>
        <div className={styles.agreement}>
          <input
            id={checkboxId}
            type="checkbox"
            className={styles.checkbox}
            checked={ticked}
            onChange={(event) => setTicked(event.target.checked)}
            // Named by the label and the link together: the link cannot sit inside the label.
            aria-labelledby={`${labelId} ${linkId}`}
            data-autofocus
          />
          <label id={labelId} htmlFor={checkboxId}>
            {T.licenseCheckbox}
          </label>{' '}
          <Link id={linkId} to="/licenseContent" className={styles.link}>
            {T.licenseLink}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
