// The Details tab of a news item: its detail cards (the selected one marked), each with View Gallery,
// Edit, the status switch and Delete; the add/edit form above them.
import { Badge, Button } from 'react-bootstrap';
import { CardGrid, ItemCard } from '../../components/CardGrid.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { Crud } from '../../hooks/useCrud.ts';
import type { MasterDetail } from '../../hooks/useMasterDetail.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import type { NewsDetail, NewsDetailInput } from './api.ts';
import { DetailForm } from './DetailForm.tsx';
import { useT } from '../../lib/i18n.ts';

interface DetailsTabProps {
  crud: Crud<NewsDetail, NewsDetailInput>;
  master: MasterDetail<NewsDetail>;
  onViewGallery: (id: number) => void;
}

export function DetailsTab({ crud, master, onViewGallery }: DetailsTabProps) {
  const t = useT();
  return (
    <>
      {crud.formOpen ? (
        <DetailForm key={crud.formKey} {...crud.formProps} feedback={crud.feedback} />
      ) : (
        <div className="mb-3">
          <Button onClick={crud.startCreate}>{t('Add Detail')}</Button>
        </div>
      )}
      <CardGrid
        items={crud.items}
        loading={crud.query.isLoading}
        label={t('Details')}
        emptyText={t('No details found')}
        card={(d) => {
          const selected = d.id === master.selectedId;
          return (
            <ItemCard
              image={d.feature_image ? { src: cardImage(d.feature_image, d.media)!, height: 160 } : null}
              badges={
                <>
                  <StatusBadge status={d.status} />
                  {selected ? (
                    <Badge bg="info" text="dark">
                      {t('Selected')}
                    </Badge>
                  ) : null}
                </>
              }
              title={d.title_en}
              subtitle={d.title_tr || undefined}
              actions={
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <Button
                    size="sm"
                    variant={selected ? 'primary' : 'outline-primary'}
                    aria-label={t('View Gallery of {name}', { name: d.title_en })}
                    onClick={() => onViewGallery(d.id)}
                  >
                    {t('View Gallery')}
                  </Button>
                  <RowActions
                    name={t('detail {name}', { name: d.title_en })}
                    onEdit={() => crud.startEdit(d)}
                    active={isOn(d.status)}
                    onToggle={() => crud.toggle(d)}
                    onDelete={() => void crud.remove(d)}
                  />
                </div>
              }
            />
          );
        }}
      />
    </>
  );
}
