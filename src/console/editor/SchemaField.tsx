import { useId } from 'react';
import { useMessages } from '../../i18n/messages';
import { defaultOf, discriminatorOf, type JsonSchema, nullableOf } from './jsonSchema';
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
}: {
  name: string;
  path: string;
  issues: ReadonlyMap<string, string>;
}) {
  const t = useMessages(editorMessages);
  const message = issues.get(path);
  if (!message) return null;
  return (
    <span className="con-error" role="alert" data-path={path}>
      {t.fieldError(name, message)}
    </span>
  );
}

/** One field generated from the JSON Schema: scalars as inputs, objects and arrays as nested groups. */
export function SchemaField(props: FieldProps) {
  const { schema, value, path, name, onChange, issues } = props;
  const t = useMessages(editorMessages);
  const inputId = useId();
  const bad = issues.has(path);

  const nullable = nullableOf(schema);
  if (nullable) {
    return (
      <SchemaField {...props} schema={nullable} onChange={(v) => onChange(v === undefined ? null : v)} />
    );
  }
  if (schema.oneOf) return <VariantField {...props} options={schema.oneOf} />;
  if (schema.anyOf?.[0]) return <SchemaField {...props} schema={schema.anyOf[0]} />;

  if (schema.type === 'object') {
    const obj = asObject(value);
    const required = new Set(schema.required ?? []);
    return (
      <fieldset className="con-group">
        <legend className="con-muted">{name}</legend>
        <FieldError name={name} path={path} issues={issues} />
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
                {t.addField(key)}
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
                  {t.removeField(key)}
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
        <legend className="con-muted">{name}</legend>
        <FieldError name={name} path={path} issues={issues} />
        {list.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; the index is their path
          <div key={i}>
            <SchemaField
              schema={item}
              value={v}
              path={`${path}[${i}]`}
              name={`${name}[${i}]`}
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

  let input: React.ReactNode;
  if (schema.const !== undefined) {
    input = <input id={inputId} value={String(schema.const)} readOnly />;
  } else if (schema.enum) {
    const options = schema.enum;
    input = (
      <select
        id={inputId}
        value={String(value ?? '')}
        onChange={(e) => onChange(options.find((o) => String(o) === e.target.value))}
      >
        {options.map((o) => (
          <option key={String(o)} value={String(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  } else if (schema.type === 'boolean') {
    input = (
      <input
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
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className={`con-field${bad ? ' con-field-bad' : ''}`}>
      <label htmlFor={inputId} className="con-muted">
        {name}
      </label>
      {input}
      <PickerFor name={name} path={path} onPick={onChange} />
      <FieldError name={name} path={path} issues={issues} />
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
  return (
    <fieldset className="con-group">
      <legend className="con-muted">{name}</legend>
      <div className="con-field">
        <label htmlFor={selectId} className="con-muted">
          {key ?? t.variant}
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
                {v}
              </option>
            );
          })}
        </select>
      </div>
      <FieldError name={name} path={path} issues={issues} />
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
