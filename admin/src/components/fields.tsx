// Labelled form controls; every control gets a label a screen reader can read.
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';

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
}

export function TextField({ label, value, onChange, type = 'text', required, placeholder, help, autoComplete, autoFocus, className = 'mb-3' }: TextFieldProps) {
  const id = useId();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>
        {label}
        {required ? <span className="text-danger" aria-hidden="true"> *</span> : null}
      </Form.Label>
      <Form.Control type={type} value={value} required={required} placeholder={placeholder} autoComplete={autoComplete}
        autoFocus={autoFocus} aria-describedby={help ? `${id}-help` : undefined} onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined} />
      {help ? <Form.Text id={`${id}-help`}>{help}</Form.Text> : null}
    </Form.Group>
  );
}

export function CheckField({ label, checked, onChange, className = 'mb-3', type = 'checkbox' }: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  type?: 'checkbox' | 'switch';
}) {
  const id = useId();
  return <Form.Check type={type} id={id} className={className} label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
