import { type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n/messages';
import styles from './Field.module.css';
import { FormRow } from './FormRow';
import { CloseIcon } from './icons';
import { uiMessages } from './messages';

/** What is typed, which decides the keyboard: tel and digit bring up the number pad. */
export type FieldType = 'text' | 'tel' | 'digit' | 'number' | 'textarea';

export interface FieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  name?: string;
  /** A friendly message (src/ui/form/zodMessages.ts); the field is marked invalid while it is set. */
  error?: string | undefined;
  placeholder?: string;
  type?: FieldType;
  /** A ✕ that empties the field, shown while it has focus and text. */
  clearable?: boolean;
  maxLength?: number;
  /** Red star before the label. */
  required?: boolean;
  autoComplete?: string;
  autoCapitalize?: 'off' | 'characters' | 'words' | 'sentences';
  disabled?: boolean;
  rows?: number;
  /**
   * A chosen, not typed, value (area, date): the field is a button that opens the picker and shows the
   * value or the placeholder, with an arrow (Vant's readonly clickable field).
   */
  onPick?: () => void;
  /** Extra content at the right end (a 'get code' button, a unit). */
  extra?: ReactNode;
  'data-testid'?: string;
}

const INPUT_MODE: Record<FieldType, 'text' | 'tel' | 'numeric' | 'decimal'> = {
  text: 'text',
  tel: 'tel',
  digit: 'numeric',
  number: 'decimal',
  textarea: 'text',
};

/**
 * A form row (Vant's Field): label left, input right, the error under the input. The label names only
 * the field; the error is tied to it with aria-describedby so the field's name stays the same when a
 * message appears.
 */
export function Field({
  label,
  value,
  onChange,
  name,
  error,
  placeholder,
  type = 'text',
  clearable = false,
  maxLength,
  required,
  autoComplete,
  autoCapitalize,
  disabled,
  rows = 2,
  onPick,
  extra,
  ...rest
}: FieldProps) {
  const t = useMessages(uiMessages);
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const common = {
    id,
    name,
    value,
    placeholder,
    maxLength,
    disabled,
    autoComplete,
    autoCapitalize,
    className: styles.control,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    ...described,
  };

  let control: ReactNode;
  if (onPick) {
    control = (
      <button
        type="button"
        id={id}
        name={name}
        className={`${styles.control} ${styles.pick}`}
        // Named by the label and what is chosen (退款原因 不想要了), not the label alone: the choice is read.
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={disabled}
        onClick={onPick}
        {...described}
      >
        {value === '' ? (
          <span id={`${id}-value`} className={styles.placeholder}>
            {placeholder}
          </span>
        ) : (
          <span id={`${id}-value`}>{value}</span>
        )}
      </button>
    );
  } else if (type === 'textarea') {
    control = <textarea ref={input} rows={rows} {...common} onChange={(e) => onChange?.(e.target.value)} />;
  } else {
    control = (
      <input
        ref={input}
        type={type === 'tel' ? 'tel' : 'text'}
        inputMode={INPUT_MODE[type]}
        {...common}
        onChange={(e) => onChange?.(e.target.value)}
      />
    );
  }

  return (
    <FormRow
      label={label}
      htmlFor={id}
      labelId={`${id}-label`}
      required={required}
      className={error ? styles.invalid : undefined}
      data-testid={rest['data-testid']}
    >
      <div className={styles.row}>
        {control}
        {clearable && focused && value !== '' && !disabled && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t.clearInput}
            // Keep the focus in the input, so the clear button does not vanish before the tap lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange?.('');
              input.current?.focus();
            }}
          >
            <CloseIcon size={14} />
          </button>
        )}
        {onPick && <span className={styles.arrow} aria-hidden="true" />}
        {extra}
      </div>
      {error && (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </FormRow>
  );
}
