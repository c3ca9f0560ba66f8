// The Gallery tab of a news detail: a multi-image upload with a percentage bar, then the images in
// their order (drag or keyboard to reorder, saved at once), each with its status switch and Delete.
import { useQueryClient } from '@tanstack/react-query';
import { MultiImageUpload } from '../../components/MultiImageUpload.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Loading.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { GALLERY_TEXTS, newsGalleryApi, sortNewsGallery, uploadNewsGallery, type NewsGalleryImage } from './api.ts';
import { useT } from '../../lib/i18n.ts';

export function GalleryTab({ detailId }: { detailId: number }) {
  const t = useT();
  const source = newsGalleryApi(detailId);
  const crud = useCrud<NewsGalleryImage, never>({ ...source, texts: GALLERY_TEXTS });
  const queryClient = useQueryClient();
  const reorder = useApiMutation<NewsGalleryImage[]>({
    mutationFn: (images) => sortNewsGallery(images.map((i) => i.id)),
    success: null,
    failure: { failed: t('Failed to save changes'), error: t('Failed to save changes') },
    invalidate: [source.key],
  });
  const numberOf = (g: NewsGalleryImage) => (crud.items ?? []).indexOf(g) + 1;
  const nameOf = (g: NewsGalleryImage) => t('image {name}', { name: numberOf(g) });

  return (
    <>
      <MultiImageUpload
        label={t('Gallery Images')}
        help={t('Recommended size: 1200x800')}
        invalidate={[source.key]}
        upload={(files, onProgress) => uploadNewsGallery(detailId, files, onProgress)}
      />
      <hr />
      {crud.query.isLoading ? (
        <Loading />
      ) : !crud.items?.length ? (
        <EmptyState text={t('No images in this gallery yet')} />
      ) : (
        <SortableList
          items={crud.items}
          layout="grid"
          label={t('Images of the detail')}
          noun="image"
          nameOf={nameOf}
          disabled={reorder.isPending}
          onReorder={(images) => {
            // shown in the new order at once; read again from the server after the save
            queryClient.setQueryData(source.key, images);
            reorder.mutate(images);
          }}
          renderItem={(g, { handle }) => (
            <div className="card h-100">
              <img
                src={cardImage(g.image, g.media, 320)!}
                alt={t('Gallery image {name}', { name: numberOf(g) })}
                className="card-img-top object-fit-cover"
                style={{ height: 120 }}
              />
              <div className="card-body p-2 d-flex align-items-center justify-content-between gap-1">
                {handle}
                <RowActions name={nameOf(g)} active={isOn(g.status)} onToggle={() => crud.toggle(g)} onDelete={() => void crud.remove(g)} />
              </div>
            </div>
          )}
        />
      )}
    </>
  );
}
