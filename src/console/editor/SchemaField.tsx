import { useId } from 'react';
import { getLang } from '../../i18n/lang';
import { useMessages } from '../../i18n/messages';
import { BeijingDateTime } from '../BeijingDateTime';
import { defaultOf, discriminatorOf, type JsonSchema, nullableOf, wordsOf } from './jsonSchema';
import { editorMessages } from './messages';
import { PagePicker, PickerFor, ProductPicker } from './Pickers';

export interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  /** The value's path as validation issues name it: blocks[2].props.items[0].text. */
  path: string;
  /** The field's own name (the last key of the path). */
  name: string;
  onChange: (next: unknown) => void;
  /** Issue messages by path. */
  issues: ReadonlyMap<string, string>;
}

const asObject = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The field's own error, in a line that names the field. */
function FieldError({
  name,
  path,
  issues,
  id,
}: {
  name: string;
  path: string;
  issues: ReadonlyMap<string, string>;
  id?: string;
}) {
  const t = useMessages(editorMessages);
  const message = issues.get(path);
  if (!message) return null;
  return (
    <span className="con-error" role="alert" data-path={path} id={id}>
      {t.fieldError(name, message)}
    </span>
  );
}

/**
 * The option of an anyOf the form edits: the one a present value already fits, else the widest (a number
 * rather than the const 0 beside it, so an interval of 0 or 3000 is typed in one input).
 */
function anyOfChoice(options: readonly JsonSchema[], value: unknown): JsonSchema | undefined {
  const fits = options.find((o) =>
    o.const !== undefined ? false : typeof value === 'string' ? o.type === 'string' : o.type !== 'string',
  );
  return fits ?? options.find((o) => o.const === undefined) ?? options[0];
}

/** The schema's words in the console's language, falling back to the field's own name. */
function wordsFor(schema: JsonSchema, name: string) {
  const words = wordsOf(schema, getLang());
  return { label: words.title ?? name, hint: words.description, choices: words.choices };
}

/** One field generated from the JSON Schema: scalars as inputs, objects and arrays as nested groups. */
export function SchemaField(props: FieldProps) {
  const { schema, value, path, name, onChange, issues } = props;
  const t = useMessages(editorMessages);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const bad = issues.has(path);
  const { label, hint, choices } = wordsFor(schema, name);

  if (schema['x-widget'] === 'beijing-datetime') {
    const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : undefined;
    return (
      <div className={`con-field${bad ? ' con-field-bad' : ''}`}>
        <label htmlFor={inputId} className="con-muted">
          {label}
        </label>
        <BeijingDateTime
          id={inputId}
          value={ms}
          onChange={(next) => onChange(next)}
          describedBy={`${hint ? hintId : ''} ${bad ? errorId : ''}`.trim() || undefined}
          invalid={bad}
        />
        {hint && (
          <small id={hintId} className="con-hint">
            {hint}
          </small>
        )}
        <FieldError name={label} path={path} issues={issues} id={errorId} />
      </div>
    );
  }

  const nullable = nullableOf(schema);
  if (nullable) {
    return (
      <SchemaField
        {...props}
        schema={{
          ...nullable,
          title: schema.title ?? nullable.title,
          description: schema.description ?? nullable.description,
          'x-i18n': schema['x-i18n'] ?? nullable['x-i18n'],
        }}
        onChange={(v) => onChange(v === undefined ? null : v)}
      />
    );
  }
  if (schema.oneOf) return <VariantField {...props} options={schema.oneOf} />;
  const option = schema.anyOf ? anyOfChoice(schema.anyOf, value) : undefined;
  if (option) {
    const { anyOf: _options, ...words } = schema;
    return <SchemaField {...props} schema={{ ...option, ...words }} />;
  }

  if (schema.type === 'object') {
    const obj = asObject(value);
    const required = new Set(schema.required ?? []);
    return (
      <fieldset className="con-group">
        <legend className="con-muted">{label}</legend>
        {hint && <small className="con-hint">{hint}</small>}
        <FieldError name={label} path={path} issues={issues} />
        {Object.entries(schema.properties ?? {}).map(([key, child]) => {
          const childPath = `${path}.${key}`;
          const present = obj[key] !== undefined;
          if (
            !present &&
            !required.has(key) &&
            (child.type === 'object' || child.oneOf || child.type === 'array')
          ) {
            return (
              <button
                key={key}
                type="button"
                className="con-btn"
                onClick={() => onChange({ ...obj, [key]: defaultOf(child) })}
              >
                {t.addField(wordsOf(child, getLang()).title ?? key)}
              </button>
            );
          }
          return (
            <div key={key}>
              <SchemaField
                schema={child}
                value={obj[key]}
                path={childPath}
                name={key}
                issues={issues}
                onChange={(next) => {
                  const copy = { ...obj };
                  if (next === undefined) delete copy[key];
                  else copy[key] = next;
                  onChange(copy);
                }}
              />
              {present && !required.has(key) && (child.type === 'object' || child.oneOf) && (
                <button
                  type="button"
                  className="con-btn"
                  onClick={() => {
                    const copy = { ...obj };
                    delete copy[key];
                    onChange(copy);
                  }}
                >
                  {t.removeField(wordsOf(child, getLang()).title ?? key)}
                </button>
              )}
            </div>
          );
        })}
      </fieldset>
    );
  }

  if (schema.type === 'array') {
    const list = Array.isArray(value) ? value : [];
    const item = schema.items ?? {};
    return (
      <fieldset className="con-group">
        <legend className="con-muted">{label}</legend>
        {hint && <small className="con-hint">{hint}</small>}
        <FieldError name={label} path={path} issues={issues} />
        {list.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; the index is their path
          <div key={i}>
            <SchemaField
              schema={item}
              value={v}
              path={`${path}[${i}]`}
              name={`${label} ${i + 1}`}
              issues={issues}
              onChange={(next) => onChange(list.map((x, j) => (j === i ? next : x)))}
            />
            <button
              type="button"
              className="con-btn"
              onClick={() => onChange(list.filter((_, j) => j !== i))}
            >
              {t.removeItem(i + 1)}
            </button>
          </div>
        ))}
        <button type="button" className="con-btn" onClick={() => onChange([...list, defaultOf(item)])}>
          {t.addItem}
        </button>
      </fieldset>
    );
  }

  const describedBy = `${hint ? hintId : ''} ${bad ? errorId : ''}`.trim() || undefined;
  let input: React.ReactNode;
  if (schema.const !== undefined) {
    // A single allowed value (repeat: 'daily'): on or off, by its name.
    const on = value === schema.const;
    input = (
      <select
        id={inputId}
        value={on ? 'on' : ''}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value === 'on' ? schema.const : undefined)}
      >
        <option value="">{t.none}</option>
        <option value="on">{choices?.[String(schema.const)] ?? String(schema.const)}</option>
      </select>
    );
  } else if (schema.enum) {
    const options = schema.enum;
    input = (
      <select
        id={inputId}
        value={String(value ?? '')}
        aria-describedby={describedBy}
        aria-invalid={bad || undefined}
        onChange={(e) => onChange(options.find((o) => String(o) === e.target.value))}
      >
        {value === undefined && <option value="">{t.none}</option>}
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {choices?.[String(o)] ?? String(o)}
          </option>
        ))}
      </select>
    );
  } else if (schema.type === 'boolean') {
    input = (
      <input
        aria-describedby={describedBy}
        id={inputId}
        type="checkbox"
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  } else if (schema.type === 'integer' || schema.type === 'number') {
    input = (
      <input
        id={inputId}
        aria-describedby={describedBy}
        aria-invalid={bad || undefined}
        type="number"
        value={typeof value === 'number' ? value : ''}
        step={schema.type === 'integer' ? 1 : 'any'}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else {
    input = (
      <input
        id={inputId}
        aria-describedby={describedBy}
        aria-invalid={bad || undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={`con-field${bad ? ' con-field-bad' : ''}`}>
      <label htmlFor={inputId} className="con-muted">
        {label}
      </label>
      {input}
      {hint && (
        <small id={hintId} className="con-hint">
          {hint}
        </small>
      )}
      <PickerFor name={name} path={path} onPick={onChange} />
      <FieldError name={label} path={path} issues={issues} id={errorId} />
    </div>
  );
}

/** A product row's fixed SKU numbers as the form holds them (anything else counts as none yet). */
const skuList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** A oneOf (link types, product sources): choose the kind, then its fields. */
function VariantField(props: FieldProps & { options: JsonSchema[] }) {
  const { options, value, onChange, path, name, issues } = props;
  const t = useMessages(editorMessages);
  const selectId = useId();
  const key = discriminatorOf(options);
  const obj = asObject(value);
  const current =
    options.find((o) => key !== null && o.properties?.[key]?.const === obj[key]) ?? options[0] ?? {};
  const lang = getLang();
  const { label, hint } = wordsFor(props.schema, name);
  const kindWords = key !== null && current.properties?.[key] ? wordsOf(current.properties[key], lang) : {};
  return (
    <fieldset className="con-group">
      <legend className="con-muted">{label}</legend>
      {hint && <small className="con-hint">{hint}</small>}
      <div className="con-field">
        <label htmlFor={selectId} className="con-muted">
          {kindWords.title ?? key ?? t.variant}
        </label>
        <select
          id={selectId}
          value={key !== null ? String(obj[key]) : '0'}
          onChange={(e) => {
            const chosen = options.find(
              (o) => key !== null && String(o.properties?.[key]?.const) === e.target.value,
            );
            if (chosen) onChange(defaultOf(chosen));
          }}
        >
          {options.map((o, i) => {
            const v = key !== null ? String(o.properties?.[key]?.const) : String(i);
            return (
              <option key={v} value={v}>
                {wordsOf(o, lang).title ?? v}
              </option>
            );
          })}
        </select>
      </div>
      <FieldError name={label} path={path} issues={issues} />
      {key === 'linkType' && obj.linkType === 1 && (
        <ProductPicker onPick={(p) => onChange({ ...obj, ...p })} />
      )}
      {key === 'kind' && obj.kind === 'skus' && (
        <ProductPicker
          picked={skuList(obj.skuNos)}
          onPick={(p) => onChange({ ...obj, skuNos: [...skuList(obj.skuNos), p.skuNo] })}
        />
      )}
      {key === 'linkType' && (obj.linkType === 2 || obj.linkType === 4) && (
        <PagePicker onPick={(pageId) => onChange({ ...obj, pageId })} />
      )}
      {Object.entries(current.properties ?? {})
        .filter(([k]) => k !== key)
        .map(([k, child]) => (
          <SchemaField
            key={k}
            schema={child}
            value={obj[k]}
            path={`${path}.${k}`}
            name={k}
            issues={issues}
            onChange={(next) => {
              const copy = { ...obj };
              if (next === undefined) delete copy[k];
              else copy[k] = next;
              onChange(copy);
            }}
          />
        ))}
    </fieldset>
  );
}
