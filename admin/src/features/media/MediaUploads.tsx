// Uploads to the library (issue 32, item 1): files dropped on the zone or chosen with its button, each
// checked (type, size) and sent on its own request, so each has its own progress bar fed by the upload's
// progress events (lib/upload.ts, XMLHttpRequest). Two go at a time; a failed one says why and stays listed.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from 'react-bootstrap';
import { failureText } from '../../lib/api.ts';
import { acceptOf, checkFile, FILE_RULES } from '../../lib/files.ts';
import { useT } from '../../lib/i18n.ts';
import { MEDIA_KEY, uploadMedia } from './api.ts';

const AT_ONCE = 2;

interface Upload {
  key: number;
  name: string;
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  error?: string;
}

export function MediaUploads() {
  const t = useT();
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const next = useRef(0);

  const update = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    const queue = files.map((file) => ({ file, key: next.current++ }));
    setUploads((list) => [
      ...list.filter((u) => u.state !== 'done'),
      ...queue.map(({ file, key }) => {
        const problem = checkFile(file, FILE_RULES.contentImage);
        return { key, name: file.name, percent: 0, state: problem ? 'failed' : 'waiting', error: problem ?? undefined } satisfies Upload;
      }),
    ]);
    const valid = queue.filter(({ file }) => !checkFile(file, FILE_RULES.contentImage));
    const worker = async () => {
      for (let item = valid.shift(); item; item = valid.shift()) {
        const { file, key } = item;
        update(key, { state: 'sending' });
        try {
          await uploadMedia(file, (percent) => update(key, { percent }));
          update(key, { state: 'done', percent: 100 });
        } catch (err) {
          update(key, { state: 'failed', error: failureText(err, { failed: t('Failed to upload'), error: t('Error uploading') }) ?? undefined });
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    await client.invalidateQueries({ queryKey: MEDIA_KEY });
  }

  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const files = [...(e.dataTransfer?.files ?? [])];
    if (files.length) void send(files);
  };

  return (
    <section className="mb-4" aria-label={t('Upload files')}>
      <div
        data-testid="media-drop-zone"
        className={`border border-2 rounded p-4 text-center ${over ? 'border-primary bg-primary-subtle' : 'border-secondary-subtle'}`}
        style={{ borderStyle: 'dashed' }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className="mb-2">{t('Drop pictures here to add them to the library')}</p>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          aria-label={t('Choose files')}
          className="visually-hidden"
          accept={acceptOf(FILE_RULES.contentImage)}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length) void send(files);
          }}
        />
        <Button variant="outline-primary" size="sm" onClick={() => input.current?.click()}>
          {t('Choose files')}
        </Button>
      </div>
      {uploads.length ? (
        <ul className="list-unstyled mt-3 mb-0" aria-label={t('Uploads')}>
          {uploads.map((u) => (
            <li key={u.key} className="mb-2" data-testid="upload-row" data-state={u.state}>
              <div className="d-flex justify-content-between small">
                <span className="text-truncate">{u.name}</span>
                <span>{u.state === 'failed' ? t('Failed') : u.state === 'done' ? t('Uploaded') : `${u.percent}%`}</span>
              </div>
              <div className="progress" style={{ height: 6 }}>
                <div
                  role="progressbar"
                  aria-label={t('Upload of {name}', { name: u.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={u.state === 'failed' ? 0 : u.percent}
                  className={`progress-bar${u.state === 'failed' ? ' bg-danger' : u.state === 'done' ? ' bg-success' : ''}`}
                  style={{ width: `${u.state === 'failed' ? 100 : u.percent}%` }}
                />
              </div>
              {u.error ? <div className="small text-danger">{u.error}</div> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
