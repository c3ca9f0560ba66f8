// The side panel of one file of the library (issue 32, item 1): its preview with the focal point, its
// size and weight, its alt texts in English and Turkish, where it is used (links to those screens), and
// for editors and administrators Replace and Delete. A refused delete (409) shows "This file is in use"
// with the uses the server answered.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { editorLink } from '../../../../server/shared/admin-routes.ts';
import { FileButton } from '../../components/FileButton.tsx';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { Loading } from '../../components/Loading.tsx';
import { failureText } from '../../lib/api.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { useRole } from '../../lib/roles.ts';
import { notify } from '../../lib/toast.tsx';
import { itemName, typeName } from '../history/places.ts';
import { FocalPoint, type Focal } from './FocalPoint.tsx';
import { MEDIA_KEY, deleteMedia, fileName, getMedia, patchMedia, replaceMedia, usesOfRefusal, weight, type MediaFile, type MediaUse } from './api.ts';

/** Where a file is used, each use a link to the screen that edits its item. */
export function UsesList({ uses }: { uses: readonly MediaUse[] }) {
  const t = useT();
  // one line per item, its fields together
  const items = new Map<string, MediaUse>();
  for (const u of uses) items.set(`${u.type}:${u.item_id}`, u);
  return (
    <ul className="mb-0 ps-3" aria-label={t('Where it is used')}>
      {[...items.values()].map((u) => (
        <li key={`${u.type}:${u.item_id}`}>
          <Link to={editorLink(u.type, u.item_id)}>
            {typeName(u.type)}: {itemName(u)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface MediaPanelProps {
  id: number;
  /** the alt text input to focus when opened from a link (?field=alt_en) */
  field?: string | null;
  onClose: () => void;
  /** after a replace: the new file (an id of its own) is the one to show */
  onReplaced: (id: number) => void;
}

export function MediaPanel({ id, field, onClose, onReplaced }: MediaPanelProps) {
  const t = useT();
  const { can } = useRole();
  const client = useQueryClient();
  const key = [...MEDIA_KEY, 'file', id];
  const file = useQuery({
    queryKey: key,
    queryFn: () => getMedia(id),
    meta: { failure: { failed: t('Failed to fetch the file'), error: t('Error fetching the file') } },
  });
  const [alt, setAlt] = useState({ en: '', tr: '' });
  const [focal, setFocal] = useState<Focal>({ x: 0.5, y: 0.5 });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<MediaUse[] | null>(null);
  const f = file.data;
  useEffect(() => {
    if (!f) return;
    setAlt({ en: f.alt_en, tr: f.alt_tr });
    setFocal(f.focal);
    setRefusal(null);
  }, [f?.id, f?.version]);

  const settle = async (saved: MediaFile | null) => {
    if (saved) client.setQueryData(key, saved);
    await client.invalidateQueries({ queryKey: MEDIA_KEY, predicate: (q) => q.queryKey[1] !== 'file' || q.queryKey[2] !== id });
  };
  const run = async (work: () => Promise<void>, failed: string) => {
    setSaving(true);
    try {
      await work();
    } catch (err) {
      const text = failureText(err, { failed, error: failed });
      if (text) notify.error(text);
    } finally {
      setSaving(false);
    }
  };
  const save = (current: MediaFile) =>
    run(async () => {
      const saved = await patchMedia(current, { alt_en: alt.en.trim(), alt_tr: alt.tr.trim(), focal });
      await settle(saved);
      notify.success(t('File saved'));
    }, t('Failed to save the file'));
  const replace = (current: MediaFile, replacement: File) =>
    run(async () => {
      const fresh = await replaceMedia(current, replacement);
      notify.success(t('File replaced'));
      await client.invalidateQueries({ queryKey: MEDIA_KEY });
      // the new file has an id of its own: the panel follows it
      client.setQueryData([...MEDIA_KEY, 'file', fresh.id], fresh);
      onReplaced(fresh.id);
    }, t('Failed to replace the file'));
  const remove = (current: MediaFile) =>
    run(async () => {
      if (!(await confirmDelete(msg('Are you sure you want to delete this file?')))) return;
      try {
        await deleteMedia(current);
      } catch (err) {
        const uses = usesOfRefusal(err);
        if (!uses) throw err;
        setRefusal(uses);
        return;
      }
      notify.success(t('File deleted'));
      await client.invalidateQueries({ queryKey: MEDIA_KEY });
      onClose();
    }, t('Failed to delete the file'));

  return (
    <Offcanvas show placement="end" onHide={onClose} aria-labelledby="media-panel-title" style={{ width: 460 }}>
      <Offcanvas.Header closeButton closeLabel={t('Close')}>
        <Offcanvas.Title id="media-panel-title" className="text-break">
          {f ? fileName(f) : t('File')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {!f ? (
          <Loading />
        ) : (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void save(f);
            }}
          >
            <FocalPoint src={f.url} name={alt.en || fileName(f)} focal={focal} onChange={setFocal} />
            <dl className="row small mt-3 mb-2">
              <dt className="col-4">{t('Size')}</dt>
              <dd className="col-8" data-testid="media-size">
                {f.width && f.height ? `${f.width} × ${f.height} px` : t('Scalable (SVG)')}
              </dd>
              <dt className="col-4">{t('Weight')}</dt>
              <dd className="col-8" data-testid="media-weight">
                {weight(f.bytes)}
              </dd>
              <dt className="col-4">{t('Address')}</dt>
              <dd className="col-8 text-break">
                <a href={f.url} target="_blank" rel="noreferrer">
                  {f.url}
                </a>
              </dd>
            </dl>
            <Form.Group controlId="media-alt-en" className="mb-2">
              <Form.Label>{t('Alt text (English)')}</Form.Label>
              <Form.Control
                name="alt_en"
                lang="en"
                value={alt.en}
                maxLength={500}
                autoFocus={field === 'alt_en'}
                onChange={(e) => setAlt((a) => ({ ...a, en: e.target.value }))}
              />
            </Form.Group>
            <Form.Group controlId="media-alt-tr" className="mb-2">
              <Form.Label>{t('Alt text (Turkish)')}</Form.Label>
              <Form.Control
                name="alt_tr"
                lang="tr"
                value={alt.tr}
                maxLength={500}
                autoFocus={field === 'alt_tr'}
                onChange={(e) => setAlt((a) => ({ ...a, tr: e.target.value }))}
              />
              <Form.Text>{t("While empty, the site uses the item's title.")}</Form.Text>
            </Form.Group>
            <Button type="submit" disabled={saving} className="mb-3">
              {t('Save')}
            </Button>

            <h3 className="h6">{t('Used in')}</h3>
            {f.uses.length ? <UsesList uses={f.uses} /> : <p className="small text-body-secondary">{t('Not used anywhere')}</p>}

            {refusal ? (
              <Alert variant="danger" className="mt-3" data-testid="delete-refused">
                <p className="mb-1">{t('This file is in use')}</p>
                <UsesList uses={refusal} />
              </Alert>
            ) : null}

            {can('publish') ? (
              <div className="d-flex gap-2 mt-3 border-top pt-3">
                <FileButton
                  text={t('Replace')}
                  label={t('Replace {name}', { name: fileName(f) })}
                  rule={FILE_RULES.contentImage}
                  disabled={saving}
                  onFile={(replacement) => void replace(f, replacement)}
                  onInvalid={notify.error}
                />
                <Button variant="outline-danger" size="sm" disabled={saving} onClick={() => void remove(f)}>
                  {t('Delete')}
                </Button>
              </div>
            ) : null}
          </Form>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
