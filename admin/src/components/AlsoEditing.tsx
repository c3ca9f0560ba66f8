// "Also editing: <names>" on an item's screen while someone else has it open (issue 28, usePresence).
import { Badge } from 'react-bootstrap';
import { usePresence } from '../hooks/usePresence.ts';
import { useT } from '../lib/i18n.ts';

export function AlsoEditing({ type, id }: { type: string; id: number | null | undefined }) {
  const t = useT();
  const editors = usePresence(type, id);
  if (!editors.length) return null;
  return (
    <Badge bg="info" text="dark" className="fw-normal" role="status" data-testid="also-editing">
      {t('Also editing: {names}', { names: [...new Set(editors.map((e) => e.name))].join(', ') })}
    </Badge>
  );
}
