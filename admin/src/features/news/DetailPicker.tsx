// Which detail the Gallery and Banners tabs work on; without one they say 'No detail selected' and
// offer to add the first detail (SPEC.md "Project detail" / "News detail").
import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { MasterDetail } from '../../hooks/useMasterDetail.ts';
import type { NewsDetail } from './api.ts';
import { useT } from '../../lib/i18n.ts';

interface DetailPickerProps {
  details: NewsDetail[] | undefined;
  master: MasterDetail<NewsDetail>;
  onAddDetail: () => void;
  children: (detailId: number) => ReactNode;
}

export function DetailPicker({ details, master, onAddDetail, children }: DetailPickerProps) {
  const t = useT();
  if (master.selectedId === null) {
    return (
      <EmptyState text={t('No detail selected')}>
        <Button onClick={onAddDetail}>{t('Add Detail First')}</Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Form.Group className="mb-3" controlId="news-detail-picker" style={{ maxWidth: 420 }}>
        <Form.Label>{t('Detail')}</Form.Label>
        <Form.Select value={master.selectedId} onChange={(e) => master.select(Number(e.currentTarget.value))}>
          {(details ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.title_en}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {children(master.selectedId)}
    </>
  );
}
