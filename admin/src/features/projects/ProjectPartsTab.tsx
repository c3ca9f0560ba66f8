// The Banners and Details tabs of a project (one component, two configurations): the parts as cards
// with Edit, the status switch and Delete, an Add button, and the add/edit form above the list while
// it is open.
import type { ReactNode } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { MediaMap, WordStatus } from '../../../../server/api-types.ts';
import { CardGrid, ItemCard } from '../../components/CardGrid.tsx';
import { FeedbackAlert } from '../../components/Feedback.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { TitledImageForm, type TitledImageFormConfig } from '../../components/TitledImageForm.tsx';
import type { Crud } from '../../hooks/useCrud.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import { useT } from '../../lib/i18n.ts';

interface Part {
  id: number;
  title_en: string;
  title_tr: string;
  status: WordStatus;
  media?: MediaMap;
}

interface ProjectPartsTabProps<T extends Part, I extends object> {
  crud: Crud<T, I>;
  config: TitledImageFormConfig;
  /** "banners": names the list, e.g. "Project banners" */
  listLabel: string;
  emptyText: string;
  /** the failed save shows inline in the form (the detail form) */
  inlineAlert?: boolean;
  /** the selected part (details: the one whose gallery is shown) */
  selectedId?: number | null;
  /** more actions of a card, e.g. View Gallery */
  extraActions?: (item: T) => ReactNode;
}

export function ProjectPartsTab<T extends Part, I extends object>({
  crud,
  config,
  listLabel,
  emptyText,
  inlineAlert,
  selectedId,
  extraActions,
}: ProjectPartsTabProps<T, I>) {
  const t = useT();
  const imageOf = (item: T) => (item as unknown as Record<string, string | null>)[config.image];
  return (
    <>
      {crud.formOpen ? (
        <TitledImageForm<T, I>
          key={crud.formKey}
          config={config}
          {...crud.formProps}
          alert={inlineAlert ? <FeedbackAlert message={crud.feedback.message} onClose={crud.feedback.clear} /> : null}
        />
      ) : (
        <div className="mb-3">
          <Button onClick={crud.startCreate}>{t(config.thing.add)}</Button>
        </div>
      )}
      <CardGrid
        items={crud.items}
        loading={crud.query.isLoading}
        label={listLabel}
        emptyText={emptyText}
        card={(item) => {
          const src = cardImage(imageOf(item), item.media);
          const selected = selectedId === item.id;
          return (
            <ItemCard
              image={src ? { src, alt: t(config.thing.image, { name: item.title_en }), height: 160 } : null}
              badges={
                <>
                  <StatusBadge status={item.status} />
                  {selected ? <Badge bg="primary">{t('Selected')}</Badge> : null}
                </>
              }
              title={item.title_en}
              subtitle={item.title_tr}
              actions={
                <span className="d-flex flex-wrap align-items-center gap-2">
                  {extraActions?.(item)}
                  <RowActions
                    name={t(config.thing.row, { name: item.title_en })}
                    onEdit={() => crud.startEdit(item)}
                    active={isOn(item.status)}
                    onToggle={() => crud.toggle(item)}
                    onDelete={() => void crud.remove(item)}
                  />
                </span>
              }
            />
          );
        }}
      />
    </>
  );
}
