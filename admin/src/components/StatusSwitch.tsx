// An on/off switch for an item's status; the label names the item for screen readers.
import { useId } from 'react';
import { Form } from 'react-bootstrap';

interface StatusSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** e.g. "Active" or "Toggle status of user 3" */
  label: string;
  /** show the label next to the switch (default: for screen readers only) */
  showLabel?: boolean;
  disabled?: boolean;
}

export function StatusSwitch({ checked, onChange, label, showLabel = false, disabled }: StatusSwitchProps) {
  const id = useId();
  return (
    <Form.Check
      type="switch"
      id={id}
      className="mb-0 position-relative"
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={showLabel ? label : <span className="visually-hidden">{label}</span>}
    />
  );
}
