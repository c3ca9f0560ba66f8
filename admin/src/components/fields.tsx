// Labelled form controls; every control gets a label a screen reader can read.
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useController } from 'react-hook-form';
import { FieldMark } from './MergeMarks.tsx';
import { t, tNode } from '../lib/i18n.ts';

/** The asterisk after the label of a required field; screen readers hear the input's required state instead. */
export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

interface TextFieldProps {
  label: string;
  /** leave both out for an uncontrolled field (the static login forms) */
  value?: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'search';
  required?: boolean;
  placeholder?: string;
  help?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  className?: string;
  /** the stored field ('page_name_en'), so a link can focus it (?field=) */
  name?: string;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
  placeholder,
  help,
  autoComplete,
  autoFocus,
  className = 'mb-3',
  name,
}: TextFieldProps) {
  const id = useId();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {t(label)}
        {required ? <RequiredMark /> : null}
      </Form.Label>
      <Form.Control
        type={type}
        name={name}
        value={value}
        required={required}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      />
      {help ? <Form.Text id={`${id}-help`}>{tNode(help)}</Form.Text> : null}
    </Form.Group>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  className = 'mb-3',
  type = 'checkbox',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  type?: 'checkbox' | 'switch';
}) {
  const id = useId();
  return <Form.Check type={type} id={id} className={className} label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

/** A labelled choice among fixed options (a project's type, the page of a configuration). */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  required,
  disabled,
  help,
  className = 'mb-3',
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  required?: boolean;
  disabled?: boolean;
  help?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {t(label)}
        {required ? <RequiredMark /> : null}
      </Form.Label>
      <Form.Select
        value={value}
        required={required}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(e) => onChange(e.currentTarget.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </Form.Select>
      {help ? <Form.Text id={`${id}-help`}>{tNode(help)}</Form.Text> : null}
    </Form.Group>
  );
}

export type Lang = 'en' | 'tr';
const LANG_LABEL: Record<Lang, string> = { en: 'EN', tr: 'TR' };

/** The props a custom editor gets for one language of a BilingualField (e.g. the rich-text editor). */
export interface LanguageEditorProps {
  lang: Lang;
  /** the id of the editable element, which the field's label points at */
  id: string;
  /** the id of the visible label: a contenteditable editor names itself with aria-labelledby */
  labelId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the stored field ('description_en'), so a link can focus it */
  name?: string;
}

interface BilingualFieldProps {
  /** "Title" gives the labels "Title (EN)" and "Title (TR)" */
  label: string;
  en: string;
  tr: string;
  onChange: (lang: Lang, value: string) => void;
  /** both languages required, or only the one named */
  required?: boolean | Lang;
  /** a textarea of this many rows instead of a one-line input */
  rows?: number;
  /** another editor in place of the input (the rich-text editor) */
  editor?: (p: LanguageEditorProps) => ReactNode;
  help?: ReactNode;
  className?: string;
  /** the stored field without its language ('title'): the inputs are named title_en and title_tr, so a link can focus one */
  name?: string;
}

/**
 * One text in both languages, side by side (stacked on a phone), one label per language. Every
 * bilingual form uses it, so EN is always left and TR right.
 */
export function BilingualField({ label, en, tr, onChange, required, rows, editor, help, className = 'mb-3', name }: BilingualFieldProps) {
  const baseId = useId();
  const values: Record<Lang, string> = { en, tr };
  return (
    <div className={`row g-3 ${className}`}>
      {(['en', 'tr'] as const).map((lang) => {
        const id = `${baseId}-${lang}`;
        const langLabel = `${label} (${LANG_LABEL[lang]})`;
        const isRequired = required === true || required === lang;
        const change = (v: string) => onChange(lang, v);
        const fieldName = name ? `${name}_${lang}` : undefined;
        return (
          <div className="col-12 col-md-6" key={lang}>
            <Form.Label htmlFor={id} id={`${id}-label`}>
              {langLabel}
              {isRequired ? <RequiredMark /> : null}
            </Form.Label>
            {editor ? (
              editor({ lang, id, labelId: `${id}-label`, label: langLabel, value: values[lang], onChange: change, name: fieldName })
            ) : (
              <Form.Control
                id={id}
                lang={lang}
                name={fieldName}
                value={values[lang]}
                required={isRequired}
                {...(rows ? { as: 'textarea' as const, rows } : {})}
                aria-describedby={help ? `${baseId}-help` : undefined}
                onChange={(e) => change(e.currentTarget.value)}
              />
            )}
            <FieldMark field={fieldName} />
          </div>
        );
      })}
      {help ? (
        <Form.Text id={`${baseId}-help`} className="col-12 mt-1">
          {help}
        </Form.Text>
      ) : null}
    </div>
  );
}

/** State for the bilingual texts of a form: `texts.title_en`, and `set('title')` for a BilingualField. */
export function bilingualProps<K extends string>(
  texts: Record<`${K}_en` | `${K}_tr`, string>,
  name: K,
  update: (key: `${K}_en` | `${K}_tr`, value: string) => void,
) {
  return {
    name,
    en: texts[`${name}_en`],
    tr: texts[`${name}_tr`],
    onChange: (lang: Lang, value: string) => update(`${name}_${lang}`, value),
  };
}

// The same fields bound by name to the react-hook-form form of the FormModal or FormCard around them
// (the form-state policy: a form's values live in react-hook-form, taken from its item when it mounts).

/** A TextField whose value is the form's field `name`. */
export function FormTextField({ name, ...props }: Omit<TextFieldProps, 'value' | 'onChange' | 'name'> & { name: string }) {
  const { field } = useController({ name });
  return <TextField {...props} name={name} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} />;
}

/** A CheckField whose value is the form's field `name`. */
export function FormCheckField({ name, ...props }: Omit<Parameters<typeof CheckField>[0], 'checked' | 'onChange'> & { name: string }) {
  const { field } = useController({ name });
  return <CheckField {...props} checked={Boolean(field.value)} onChange={field.onChange} />;
}

/** A BilingualField whose texts are the form's fields `${name}_en` and `${name}_tr`. */
export function FormBilingualField({ name, ...props }: Omit<BilingualFieldProps, 'en' | 'tr' | 'onChange' | 'name'> & { name: string }) {
  const en = useController({ name: `${name}_en` }).field;
  const tr = useController({ name: `${name}_tr` }).field;
  return (
    <BilingualField
      {...props}
      name={name}
      en={(en.value as string | undefined) ?? ''}
      tr={(tr.value as string | undefined) ?? ''}
      onChange={(lang, value) => (lang === 'en' ? en : tr).onChange(value)}
    />
  );
}

/** A SelectField whose value is the form's field `name`. */
export function FormSelectField<V extends string>({ name, ...props }: Omit<Parameters<typeof SelectField<V>>[0], 'value' | 'onChange'> & { name: string }) {
  const { field } = useController({ name });
  return <SelectField<V> {...props} value={field.value as V} onChange={field.onChange} />;
}
