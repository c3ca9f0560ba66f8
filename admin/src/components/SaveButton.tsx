// The submit button of every add/edit form: reads 'Saving...' and stays disabled while the call runs.
import { Button } from 'react-bootstrap';

export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return <Button type="submit" variant="primary" disabled={saving}>{saving ? 'Saving...' : label}</Button>;
}
