import { type FormEvent, useState } from 'react';
import { type Address, type AddressFields, addressFieldsSchema } from '../../../schemas/api/address';
import { commonMessages } from '../../../schemas/i18n/common';
import { type AddressInput, saveAddress } from '../../api/address';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { AreaPicker } from '../../ui/AreaPicker';
import { Field } from '../../ui/Field';
import { checkForm, type FieldErrors, type FormWords } from '../../ui/form/zodMessages';
import { useHistorySheet } from '../../ui/useHistorySheet';
import styles from './ConfirmPage.module.css';
import { orderFormMessages } from './formMessages';

type Key = keyof AddressFields;

const EMPTY: AddressFields = { name: '', phone: '', province: '', city: '', district: '', detail: '' };

/** How the address form names its fields in error messages, in the visit's language. */
export function addressWords(t: typeof orderFormMessages.en): FormWords<Key> {
  const region = { name: t.regionField, choose: true };
  return {
    name: { name: t.recipientField },
    phone: { name: t.phoneField, format: t.phoneFormat },
    province: region,
    city: region,
    district: region,
    detail: { name: t.detailField },
  };
}

/**
 * Adds a delivery address. The region is chosen in the area picker (real province, city and district
 * names, which the server stores as they are); the rest is typed. Checked with the server's own schema and
 * explained in the shopper's words. What was typed stays in the form if saving fails. `initial` prefills it
 * (the bank app's address); the shopper still reviews and saves it.
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
  const t = useMessages(orderFormMessages);
  const common = useMessages(commonMessages);
  const areaSheet = useHistorySheet('area');
  const [values, setValues] = useState<AddressFields>(() => (initial ? { ...EMPTY, ...initial } : EMPTY));
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [isDefault, setIsDefault] = useState(false);
  const [failure, setFailure] = useState('');

  const set = (key: Key) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const region = [values.province, values.city, values.district].filter(Boolean).join(' ');

  // What was typed stays; the refusal is said above the buttons.
  const saving = useAction((_code: string, fields: AddressInput) => saveAddress(fields), {
    onDone: onSaved,
    onError: (_error, message) => {
      if (message !== null) setFailure(message);
      return true;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(addressFieldsSchema, values, addressWords(t));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure('');
    await saving.run({ ...checked.data, isDefault });
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="address-form">
      <Field
        label={t.recipient}
        name="name"
        value={values.name}
        onChange={set('name')}
        placeholder={t.recipientPlaceholder}
        autoComplete="name"
        maxLength={25}
        clearable
        error={errors.name}
      />
      <Field
        label={t.phone}
        name="phone"
        type="tel"
        value={values.phone}
        onChange={(v) => set('phone')(v.replace(/\D/g, ''))}
        placeholder={t.phonePlaceholder}
        autoComplete="tel-national"
        maxLength={11}
        clearable
        error={errors.phone}
      />
      <Field
        label={t.region}
        name="region"
        value={region}
        placeholder={t.regionPlaceholder}
        onPick={areaSheet.show}
        error={errors.province ?? errors.city ?? errors.district}
        data-testid="address-region"
      />
      <Field
        label={t.detail}
        name="detail"
        type="textarea"
        value={values.detail}
        onChange={set('detail')}
        placeholder={t.detailPlaceholder}
        autoComplete="street-address"
        maxLength={120}
        clearable
        error={errors.detail}
      />
      <label className={styles.inlineCheck}>
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        <span>{t.makeDefault}</span>
      </label>
      {failure && (
        <p className={styles.fieldError} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.sheetActions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {common.cancel}
        </button>
        <button type="submit" className={styles.primary} disabled={saving.busy}>
          {saving.busy ? t.saving : t.saveAndUse}
        </button>
      </div>
      <AreaPicker
        sheet={areaSheet}
        value={values.province ? values : null}
        onConfirm={(area) => {
          setValues((v) => ({ ...v, ...area }));
          setErrors(({ province: _p, city: _c, district: _d, ...rest }) => rest);
        }}
      />
    </form>
  );
}
