// "Choose from library" (issue 32, item 4): a dialog of the library's files, searched and paged on the
// server, each a button that chooses it. A file the field does not take (its rule's formats, e.g. a GIF
// for the logo) is shown disabled; the server checks the rule again on save.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
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
}

export function LibraryPicker({ label, rule, onChoose, onClose }: LibraryPickerProps) {
  const t = useT();
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
            return (
              <li key={f.id}>
                <button
                  type="button"
                  className="btn btn-outline-secondary p-1 w-100 text-start"
                  disabled={!fits}
                  onClick={() => onChoose(f)}
                  aria-label={t('Choose {name}', { name })}
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
    </Modal>
  );
}
