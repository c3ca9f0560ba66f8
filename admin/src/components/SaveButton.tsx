// The submit button of every add/edit form: reads 'Saving...' and stays disabled while the call runs;
// and the form's submit handler, which sends nothing while a save runs.
import type { FormEvent } from 'react';
import { Button } from 'react-bootstrap';

export const submitOnce = (saving: boolean, onSubmit: () => void) => (e: FormEvent) => {
  e.preventDefault();
  if (!saving) onSubmit();
};

export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return <Button type="submit" variant="primary" disabled={saving}>{saving ? 'Saving...' : label}</Button>;
}
