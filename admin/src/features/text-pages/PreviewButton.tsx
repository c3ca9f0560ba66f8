// Preview of a saved text page as the site will show it (POST /v2/api/preview, opened in a new tab).
// While the page has an unpublished change its publish bar (ItemTools) offers Preview itself; this
// button stands in for it otherwise, so the form always has one.
import { Button } from 'react-bootstrap';
import { useChangeOf, usePreview } from '../../hooks/useChanges.ts';
import { useT } from '../../lib/i18n.ts';
import { TEXT_PAGE_TYPE } from './api.ts';

export function PreviewButton({ id, name }: { id: number; name: string }) {
  const t = useT();
  const preview = usePreview();
  const change = useChangeOf(TEXT_PAGE_TYPE, id);
  if (change) return null;
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      onClick={() => preview.mutate([{ type: TEXT_PAGE_TYPE, item_id: id }])}
      disabled={preview.isPending}
      aria-label={t('Preview {name}', { name })}
    >
      {t('Preview')}
    </Button>
  );
}
