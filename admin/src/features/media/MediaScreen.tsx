// Media (issue 32, item 1): the library of every upload. A grid of thumbnails searched (file name, alt
// texts), filtered (kind; used or unused), sorted and paged on the server, all kept in the address; files
// added by drag and drop with a progress bar each (MediaUploads); a file opens in the side panel
// (?edit=id, MediaPanel). Editors and administrators may select files and delete them together (with the
// Unused filter, the daily form of the old cleanup:uploads script); a file in use is refused by the server.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import type { Filter } from '../../components/FilterButtons.tsx';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { ListToolbar, listEmptyText, type SortOption } from '../../components/ListToolbar.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useListQuery } from '../../hooks/useListQuery.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { useRole } from '../../lib/roles.ts';
import { notify } from '../../lib/toast.tsx';
import { MEDIA_KEY, MEDIA_PAGE_SIZE, deleteMedia, fileName, listMedia, thumbnail, usesOfRefusal, weight, type MediaFile } from './api.ts';
import { MediaPanel } from './MediaPanel.tsx';
import { MediaUploads } from './MediaUploads.tsx';

const USED_FILTERS: Filter<MediaFile>[] = [
  { key: 'all', label: msg('All'), test: () => true },
  { key: 'used', label: msg('Used'), test: (f) => f.uses.length > 0 },
  { key: 'unused', label: msg('Unused'), test: (f) => f.uses.length === 0 },
];
const USED_PARAM: Record<string, 'true' | 'false' | undefined> = { used: 'true', unused: 'false' };

const SORTS: SortOption[] = [
  { value: '', label: msg('Newest first') },
  { value: 'oldest', label: msg('Oldest first') },
  { value: 'name', label: msg('File name, A to Z') },
  { value: 'largest', label: msg('Largest first') },
  { value: 'smallest', label: msg('Smallest first') },
];

const KINDS = [
  { value: '', label: msg('All kinds') },
  { value: 'image', label: msg('Pictures') },
  { value: 'svg', label: msg('SVG drawings') },
  { value: 'icon', label: msg('Icons') },
];

export function MediaScreen() {
  const t = useT();
  const { can } = useRole();
  const client = useQueryClient();
  const list = useListQuery({ filters: USED_FILTERS.map((f) => f.key), sorts: SORTS.map((s) => s.value) });
  const [params, setParams] = useSearchParams();
  const kind = KINDS.some((k) => k.value === params.get('kind')) ? (params.get('kind') ?? '') : '';
  const open = Number(params.get('edit')) || null;
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name === 'kind') next.delete('page');
      if (name === 'edit') next.delete('field');
      return next;
    });

  const query = { q: list.q, kind, used: USED_PARAM[list.filter], sort: list.sort, page: list.page, limit: MEDIA_PAGE_SIZE };
  const files = useQuery({
    queryKey: [...MEDIA_KEY, 'page', query],
    queryFn: () => listMedia(query),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: t('Failed to fetch the media library'), error: t('Error fetching the media library') } },
  });

  const mayDelete = can('publish');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const [deleting, setDeleting] = useState(false);

  async function deleteSelected() {
    const chosen = (files.data?.media ?? []).filter((f) => selected.has(f.id));
    if (!chosen.length || !(await confirmDelete(t('Delete {count} files?', { count: chosen.length })))) return;
    setDeleting(true);
    let deleted = 0;
    const inUse: string[] = [];
    for (const f of chosen) {
      try {
        await deleteMedia(f);
        deleted++;
      } catch (err) {
        if (usesOfRefusal(err)) inUse.push(fileName(f));
        else notify.error(t('Failed to delete {name}', { name: fileName(f) }));
      }
    }
    setDeleting(false);
    setSelected(new Set());
    if (deleted) notify.success(t('{count} files deleted', { count: deleted }));
    if (inUse.length) notify.error(t('In use, not deleted: {names}', { names: inUse.join(', ') }));
    await client.invalidateQueries({ queryKey: MEDIA_KEY });
  }

  const page = files.data?.media;
  return (
    <>
      <PageHeader title={t('Media')} />
      <MediaUploads />
      <ListToolbar list={list} searchLabel={msg('Search files')} filters={USED_FILTERS} filterLabel="Use" sorts={SORTS}>
        <Form.Group controlId="media-kind" className="d-flex align-items-center gap-2">
          <Form.Label className="small mb-0">{t('Kind')}</Form.Label>
          <Form.Select size="sm" value={kind} onChange={(e) => setParam('kind', e.target.value || null)} style={{ width: 'auto' }}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {t(k.label)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </ListToolbar>
      {mayDelete ? (
        <div className="d-flex align-items-center gap-2 mb-2">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={!page?.length}
            onClick={() => setSelected(selected.size === page?.length ? new Set() : new Set(page?.map((f) => f.id)))}
          >
            {selected.size && selected.size === page?.length ? t('Select none') : t('Select all on this page')}
          </Button>
          <Button size="sm" variant="danger" disabled={selected.size === 0 || deleting} onClick={() => void deleteSelected()}>
            {t('Delete selected ({count})', { count: selected.size })}
          </Button>
        </div>
      ) : null}
      {files.isLoading ? <Loading /> : null}
      {page && page.length === 0 ? <p className="text-body-secondary">{listEmptyText(list, t('No files found'), t)}</p> : null}
      <ul className="list-unstyled d-grid gap-3 media-grid" aria-label={t('Files')}>
        {page?.map((f) => {
          const name = fileName(f);
          return (
            <li key={f.id} className={`card h-100${open === f.id ? ' border-primary' : ''}`} data-testid="media-card">
              <button
                type="button"
                className="btn p-0 border-0 text-start"
                onClick={() => setParam('edit', String(f.id))}
                aria-label={t('Open {name}', { name })}
              >
                <img
                  src={thumbnail(f)}
                  alt={f.alt_en || ''}
                  loading="lazy"
                  className="card-img-top"
                  style={{ aspectRatio: '4 / 3', objectFit: 'cover', objectPosition: `${f.focal.x * 100}% ${f.focal.y * 100}%` }}
                />
              </button>
              <div className="card-body p-2 small">
                <div className="d-flex align-items-start gap-2">
                  {mayDelete ? (
                    <Form.Check
                      type="checkbox"
                      id={`media-select-${f.id}`}
                      checked={selected.has(f.id)}
                      onChange={() => toggle(f.id)}
                      aria-label={t('Select {name}', { name })}
                    />
                  ) : null}
                  <div className="min-w-0">
                    <div className="text-truncate" title={name}>
                      {name}
                    </div>
                    <div className="text-body-secondary">
                      {f.width && f.height ? `${f.width}×${f.height} · ` : ''}
                      {weight(f.bytes)} · {f.uses.length ? t('Used') : t('Unused')}
                    </div>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={list.page} limit={MEDIA_PAGE_SIZE} total={files.data?.total} onPage={list.setPage} />
      {open ? (
        <MediaPanel key={open} id={open} field={params.get('field')} onClose={() => setParam('edit', null)} onReplaced={(id) => setParam('edit', String(id))} />
      ) : null}
    </>
  );
}
