// The submit button of every add/edit form: reads 'Saving...' and stays disabled while the call runs;
// and the form's submit handler, which sends nothing while a save runs.
import type { FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useT } from '../lib/i18n.ts';

export const submitOnce = (saving: boolean, onSubmit: () => void) => (e: FormEvent) => {
  e.preventDefault();
  if (!saving) onSubmit();
};

/** `disabled`: the form cannot be sent yet (e.g. a show-projects configuration with no project chosen) */
export function SaveButton({ saving, label, disabled }: { saving: boolean; label: string; disabled?: boolean }) {
  const t = useT();
  return (
    <Button type="submit" variant="primary" disabled={saving || disabled}>
      {saving ? t('Saving...') : label}
    </Button>
  );
}
