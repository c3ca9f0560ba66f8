// Several images chosen at once and sent in one upload (project and news galleries): each file is
// checked (type, size) when chosen, previewed, removable, and the upload shows a real percentage bar
// fed by the upload's progress events (lib/upload.ts). Texts of SPEC.md sections 5 and 8:
// 'Please select at least one image', 'Images uploaded successfully', 'Failed to upload images',
// 'Error uploading images' (the server's message first when it sends one). Files stay chosen when an
// upload fails, so nothing is lost. "Choose from library" beside the input adds several library files
// at once through the same upload call (sent as `images_media`, lib/api.ts appendField), with its toasts.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { QueryKey } from '@tanstack/react-query';
import { acceptOf, checkFile, FILE_RULES, type FileRule } from '../lib/files.ts';
import { toastReporter, useApiMutation, type Reporter } from '../lib/mutations.ts';
import { msg, t, useT } from '../lib/i18n.ts';
import { LibraryButton } from './LibraryButton.tsx';
import { MAX_GALLERY_FILES } from '../../../server/shared/upload-limits.ts';

export const UPLOAD_TEXTS = {
  noFiles: msg('Please select at least one image'),
  uploaded: msg('Images uploaded successfully'),
  failure: { failed: msg('Failed to upload images'), error: msg('Error uploading images') },
} as const;

export interface MultiImageUploadProps {
  /** the file input's label, e.g. "Gallery Images" */
  label: string;
  /** advice under the input, e.g. "Recommended size: 1200x800" */
  help?: string;
  /** checked for every chosen file (default: the content-image rule the server applies) */
  rule?: FileRule;
  /** sends the files; call `onProgress` with 0..100 (uploadWithProgress does) */
  upload: (files: File[], onProgress: (percent: number) => void) => Promise<unknown>;
  /** lists to read again after a successful upload (the gallery) */
  invalidate?: QueryKey[];
  /** where messages go (default: toasts) */
  report?: Reporter;
  disabled?: boolean;
}

export function MultiImageUpload({ label, help, rule = FILE_RULES.contentImage, upload, invalidate, report = toastReporter, disabled }: MultiImageUploadProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const send = useApiMutation<File[]>({
    mutationFn: (chosen) => upload(chosen, setProgress),
    success: UPLOAD_TEXTS.uploaded,
    failure: UPLOAD_TEXTS.failure,
    invalidate,
    report,
    // a choice from the library leaves the files waiting for their own upload
    onSuccess: (_, sent) => setFiles((list) => list.filter((f) => !sent.includes(f))),
  });
  // the bar shows only while the upload runs
  useEffect(() => {
    if (!send.isPending) setProgress(null);
  }, [send.isPending]);

  function choose(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length === 0) {
      if (files.length === 0) report.error(UPLOAD_TEXTS.noFiles);
      return;
    }
    const problems = new Set<string>();
    const fine = chosen.filter((f) => {
      const problem = checkFile(f, rule);
      if (problem) problems.add(problem);
      return !problem;
    });
    problems.forEach((p) => report.error(p));
    // the same file chosen twice is kept once
    setFiles((current) => [...current, ...fine.filter((f) => !current.some((c) => c.name === f.name && c.size === f.size))]);
  }

  function submit() {
    if (files.length === 0) return report.error(UPLOAD_TEXTS.noFiles);
    setProgress(0);
    send.mutate(files);
  }

  const uploading = send.isPending;
  return (
    <div className="multi-image-upload">
      <Form.Group controlId={id} className="mb-2">
        <Form.Label>{t(label)}</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          multiple
          accept={acceptOf(rule)}
          disabled={disabled || uploading}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(e) => choose((e.currentTarget as HTMLInputElement).files)}
        />
        {help ? <Form.Text id={`${id}-help`}>{t(help)}</Form.Text> : null}
      </Form.Group>
      <Previews files={files} onRemove={uploading ? undefined : (f) => setFiles((list) => list.filter((x) => x !== f))} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button onClick={submit} disabled={disabled || uploading || files.length === 0}>
          {uploading ? t('Uploading...') : t('Upload Images')}
        </Button>
        <LibraryButton
          label={t(label)}
          rule={rule}
          disabled={disabled || uploading}
          many={{
            max: MAX_GALLERY_FILES,
            onChoose: (chosen) => {
              setProgress(0);
              send.mutate(chosen);
            },
          }}
        />
      </div>
    </div>
  );
}

/** A percentage bar (Bootstrap's markup: the role and values sit on the outer element). */
export function UploadProgress({ percent, label = t('Upload progress') }: { percent: number; label?: string }) {
  return (
    <div className="progress mb-2" role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: 20 }}>
      <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }}>
        {percent}%
      </div>
    </div>
  );
}

function Previews({ files, onRemove }: { files: File[]; onRemove?: (file: File) => void }) {
  const t = useT();
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  if (files.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={t('Chosen images')}>
      {files.map((f, i) => (
        <li key={urls[i]} className="border rounded p-1 text-center" style={{ width: 112 }}>
          <img src={urls[i]} alt={t('Preview of {name}', { name: f.name })} width={100} height={75} className="object-fit-cover rounded d-block" />
          <span className="d-block small text-truncate" title={f.name}>
            {f.name}
          </span>
          {onRemove ? (
            <Button size="sm" variant="link" className="p-0 text-danger" onClick={() => onRemove(f)} aria-label={t('Remove {name}', { name: f.name })}>
              {t('Remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
