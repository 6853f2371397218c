import { type FormEvent, useId, useState } from 'react';
import { type Address, type AddressFields, addressFieldsSchema } from '../../../schemas/api/address';
import { saveAddress } from '../../api/address';
import { errorMessage, isApiError } from '../../api/errors';
import styles from './ConfirmPage.module.css';

type Field = 'name' | 'phone' | 'province' | 'city' | 'district' | 'detail';

const FIELDS: ReadonlyArray<{
  key: Field;
  label: string;
  inputMode?: 'tel';
  autoComplete: string;
  max: number;
}> = [
  { key: 'name', label: 'Recipient', autoComplete: 'name', max: 25 },
  { key: 'phone', label: 'Mobile number', inputMode: 'tel', autoComplete: 'tel', max: 11 },
  { key: 'province', label: 'Province', autoComplete: 'address-level1', max: 20 },
  { key: 'city', label: 'City', autoComplete: 'address-level2', max: 20 },
  { key: 'district', label: 'District', autoComplete: 'address-level3', max: 20 },
  { key: 'detail', label: 'Street and number', autoComplete: 'street-address', max: 120 },
];

const EMPTY: Record<Field, string> = {
  name: '',
  phone: '',
  province: '',
  city: '',
  district: '',
  detail: '',
};

/** Checks every field with the server's own rules, so the messages match what the server would say. */
export function validateAddress(values: Record<Field, string>): Partial<Record<Field, string>> {
  const parsed = addressFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as Field;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Adds a delivery address. What was typed stays in the form if saving fails. initial prefills it (the
 * bank app's address); the shopper still reviews and saves it.
 */
export function AddressForm({
  onSaved,
  onCancel,
  initial,
}: {
  onSaved: (address: Address) => void;
  onCancel: () => void;
  initial?: AddressFields | undefined;
}) {
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>(() =>
    initial ? { ...EMPTY, ...initial } : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isDefault, setIsDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure('');
    try {
      onSaved(await saveAddress({ ...values, isDefault }));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="address-form">
      {FIELDS.map((f) => (
        // The label names only the field; the error is tied to it by aria-describedby, so the
        // field's accessible name does not change when a message appears.
        <div key={f.key} className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={`${formId}-${f.key}`}>
            {f.label}
          </label>
          <input
            id={`${formId}-${f.key}`}
            name={f.key}
            value={values[f.key]}
            inputMode={f.inputMode}
            autoComplete={f.autoComplete}
            maxLength={f.max}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={errors[f.key] ? `${formId}-${f.key}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          />
          {errors[f.key] && (
            <span id={`${formId}-${f.key}-error`} className={styles.fieldError} role="alert">
              {errors[f.key]}
            </span>
          )}
        </div>
      ))}
      <label className={styles.inlineCheck}>
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        <span>Use as my default address</span>
      </label>
      {failure && (
        <p className={styles.fieldError} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.sheetActions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? 'Saving…' : 'Save and use'}
        </button>
      </div>
    </form>
  );
}
