// The Gallery tab: the selected detail's images. Upload several at once (with the progress bar),
// switch each on or off, delete it, and reorder them by drag and drop or by keyboard; a new order is
// saved at once with PUT /v2/api/gallery/sort-order.
import { Button, Form } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail, ProjectGalleryImage } from '../../../../server/api-types.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Loading.tsx';
import { MultiImageUpload } from '../../components/MultiImageUpload.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import type { MasterDetail } from '../../hooks/useMasterDetail.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { GALLERY_TEXTS, galleryApi } from './api.ts';
import { useT } from '../../lib/i18n.ts';

interface GalleryTabProps {
  details: ProjectDetail[];
  selection: MasterDetail<ProjectDetail>;
  /** t('Add Detail First'): to the Details tab with its form open */
  onAddDetail: () => void;
}

export function GalleryTab({ details, selection, onAddDetail }: GalleryTabProps) {
  const t = useT();
  const detail = selection.selected;
  if (!detail) {
    return (
      <EmptyState text={t('No detail selected')}>
        <Button variant="outline-primary" onClick={onAddDetail}>
          {t('Add Detail First')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Form.Group controlId="gallery-detail" className="mb-3" style={{ maxWidth: 480 }}>
        <Form.Label>{t('Detail')}</Form.Label>
        <Form.Select value={detail.id} onChange={(e) => selection.select(Number(e.currentTarget.value))}>
          {details.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title_en}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {/* keyed by the detail, so a switch starts with a fresh upload and list */}
      <DetailGallery key={detail.id} detail={detail} />
    </>
  );
}

function DetailGallery({ detail }: { detail: ProjectDetail }) {
  const t = useT();
  const source = galleryApi(detail.id);
  const crud = useCrud<ProjectGalleryImage, never>({ ...source, texts: GALLERY_TEXTS });
  const queryClient = useQueryClient();
  const sort = useApiMutation<ProjectGalleryImage[], ProjectGalleryImage[]>({
    mutationFn: (images) => source.sort(images.map((i) => i.id)),
    success: null,
    failure: { failed: t('Failed to save the new order'), error: t('Error saving the new order') },
    // the server's order, as saved
    onSuccess: (images) => queryClient.setQueryData(source.key, images),
    // back to the order the server has
    onError: () => void queryClient.invalidateQueries({ queryKey: source.key }),
  });

  function reorder(images: ProjectGalleryImage[]) {
    // shown at once; the answer confirms it
    queryClient.setQueryData(source.key, images);
    sort.mutate(images);
  }

  const images = crud.items;
  const nameOf = (img: ProjectGalleryImage) => img.title || t('image {name}', { name: img.id });
  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <MultiImageUpload
            label={t('Gallery Images for {name}', { name: detail.title_en })}
            help={t('Recommended size: 1200x800. You can choose several images at once.')}
            upload={source.upload}
            invalidate={[source.key]}
          />
        </div>
      </div>
      {crud.query.isLoading ? (
        <Loading />
      ) : !images || images.length === 0 ? (
        <EmptyState text={t('No images in this gallery yet')} />
      ) : (
        <SortableList
          items={images}
          onReorder={reorder}
          nameOf={nameOf}
          label={t('Gallery images')}
          noun="image"
          layout="grid"
          disabled={sort.isPending}
          itemAttributes={(img) => ({ 'data-testid': 'gallery-image', 'data-image-id': img.id })}
          renderItem={(img, { handle, isDragging }) => (
            <div className={`card h-100${isDragging ? ' shadow' : ''}`}>
              <img
                src={cardImage(img.image_path, img.media, 480) ?? img.image_path}
                alt={nameOf(img)}
                className="card-img-top object-fit-cover"
                style={{ height: 120 }}
              />
              <div className="card-body p-2 d-flex flex-wrap align-items-center gap-2">
                {handle}
                <StatusBadge status={img.status} />
                <StatusSwitch checked={isOn(img.status)} onChange={() => crud.toggle(img)} label={t('Active: {name}', { name: nameOf(img) })} />
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="ms-auto"
                  onClick={() => void crud.remove(img)}
                  aria-label={t('Delete {name}', { name: nameOf(img) })}
                >
                  {t('Delete')}
                </Button>
              </div>
            </div>
          )}
        />
      )}
    </>
  );
}
