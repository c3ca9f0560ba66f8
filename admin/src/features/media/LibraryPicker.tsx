// "Choose from library" (issue 32, item 4): a dialog of the library's files, searched and paged on the
// server, each a button that chooses it. A file the field does not take (its rule's formats, e.g. a GIF
// for the logo) is shown disabled; the server checks the rule again on save. With `multiple` (the
// galleries) each file is a toggle button (aria-pressed), kept chosen across pages and searches, and
// "Add {count} images" hands them all over.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { Pager } from '../../components/Pager.tsx';
import { Loading } from '../../components/Loading.tsx';
import { SEARCH_DELAY_MS } from '../../hooks/useListQuery.ts';
import type { FileRule } from '../../lib/files.ts';
import { useT } from '../../lib/i18n.ts';
import { MEDIA_KEY, fileName, listMedia, thumbnail, type MediaFile } from './api.ts';

const PAGE_SIZE = 24;

/** Whether a file of the library is of a format the rule accepts (by its stored name's extension). */
export const fitsRule = (file: MediaFile, rule: FileRule) => rule.extensions.includes(fileName(file).split('.').pop()?.toLowerCase() ?? '');

interface LibraryPickerProps {
  /** the field's label, e.g. "Cover Image": the dialog is "Choose from library: Cover Image" */
  label: string;
  rule: FileRule;
  onChoose: (file: MediaFile) => void;
  onClose: () => void;
  /** several files at once, at most `max`, handed over together by the footer's button */
  multiple?: { max: number; onChoose: (files: MediaFile[]) => void };
}

export function LibraryPicker({ label, rule, onChoose, onClose, multiple }: LibraryPickerProps) {
  const t = useT();
  // in the order chosen, which is the order they are added in
  const [chosen, setChosen] = useState<MediaFile[]>([]);
  const isChosen = (f: MediaFile) => chosen.some((c) => c.id === f.id);
  const full = multiple !== undefined && chosen.length >= multiple.max;
  const toggle = (f: MediaFile) => setChosen((list) => (list.some((c) => c.id === f.id) ? list.filter((c) => c.id !== f.id) : [...list, f]));
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const files = useQuery({
    queryKey: [...MEDIA_KEY, 'picker', q, page],
    queryFn: () => listMedia({ q, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: { failure: { failed: t('Failed to fetch the media library'), error: t('Error fetching the media library') } },
  });
  return (
    <Modal show onHide={onClose} size="xl" scrollable aria-labelledby="library-picker-title">
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id="library-picker-title">{t('Choose from library: {name}', { name: label })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="library-picker-search" className="mb-3" style={{ maxWidth: 420 }}>
          <Form.Label className="visually-hidden">{t('Search files')}</Form.Label>
          <Form.Control
            type="search"
            size="sm"
            value={text}
            maxLength={200}
            placeholder={t('Search files')}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
        </Form.Group>
        {files.isLoading ? <Loading /> : null}
        {files.data && files.data.media.length === 0 ? <p className="text-body-secondary">{t('No files found')}</p> : null}
        <ul className="list-unstyled d-grid gap-2 media-grid" aria-label={t('Library files')}>
          {files.data?.media.map((f) => {
            const fits = fitsRule(f, rule);
            const name = f.alt_en || fileName(f);
            const on = multiple ? isChosen(f) : false;
            return (
              <li key={f.id}>
                <button
                  type="button"
                  className={`btn ${on ? 'btn-primary' : 'btn-outline-secondary'} p-1 w-100 text-start`}
                  disabled={!fits || (full && !on)}
                  onClick={() => (multiple ? toggle(f) : onChoose(f))}
                  aria-label={t('Choose {name}', { name })}
                  aria-pressed={multiple ? on : undefined}
                  title={fits ? name : t('This field does not take this kind of file')}
                >
                  <img src={thumbnail(f)} alt="" loading="lazy" className="w-100 rounded" style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />
                  <span className="d-block small text-truncate mt-1">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pager page={page} limit={PAGE_SIZE} total={files.data?.total} onPage={setPage} />
      </Modal.Body>
      {multiple ? (
        <Modal.Footer>
          <span className="me-auto small text-body-secondary" aria-live="polite">
            {full ? t('At most {count} images at once', { count: multiple.max }) : t('{count} chosen', { count: chosen.length })}
          </span>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => multiple.onChoose(chosen)}>
            {chosen.length === 1 ? t('Add 1 image') : t('Add {count} images', { count: chosen.length })}
          </Button>
        </Modal.Footer>
      ) : null}
    </Modal>
  );
}
