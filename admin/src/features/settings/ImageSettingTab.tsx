// The Site Logo and Favicon tabs: a table of images, each replaced through an Update file picker.
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { FeedbackAlert, LoadError, useFeedback } from '../../components/Feedback.tsx';
import { FileButton } from '../../components/FileButton.tsx';
import { failureText, type FailureTexts } from '../../lib/api.ts';
import type { FileRule } from '../../lib/files.ts';
import { formatDate } from '../../lib/format.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import type { ImageSettingApi } from './api.ts';
import { StatusBadge } from './cells.tsx';

interface Row {
  id: number;
  status: unknown;
  created_at: string;
}

export interface ImageSettingTexts {
  /** "logo" or "favicon", used in labels */
  thing: string;
  caption: string;
  empty: string;
  loadFailure: FailureTexts;
  uploaded: string;
  updated: string;
  saveFailure: FailureTexts;
}

export function ImageSettingTab<T extends Row>({ source, rule, preview, texts }: {
  source: ImageSettingApi<T>;
  rule: FileRule;
  /** SPEC.md section 9: the logo preview is at most 100px, the favicon's is 32px */
  preview: { size: number; fixed?: boolean };
  texts: ImageSettingTexts;
}) {
  const feedback = useFeedback();
  const list = useQuery({ queryKey: source.key, queryFn: source.list });
  const upload = useApiMutation<{ file: File; id?: number }>({
    mutationFn: ({ file, id }) => source.upload(file, id),
    success: (_r, { id }) => (id ? texts.updated : texts.uploaded),
    failure: texts.saveFailure,
    invalidate: [source.key],
    report: feedback.reporter,
  });
  const send = (file: File, id?: number) => {
    feedback.clear();
    upload.mutate({ file, id });
  };

  const columns: Column<T>[] = [
    { key: 'id', header: 'ID', cell: (r) => r.id, sortValue: (r) => r.id },
    {
      key: 'preview',
      header: 'Preview',
      cell: (r) => (
        <img src={source.pathOf(r)} alt={`${texts.thing} ${r.id}`} style={preview.fixed
          ? { width: preview.size, height: preview.size, objectFit: 'contain' }
          : { maxWidth: preview.size, maxHeight: preview.size, objectFit: 'contain' }} />
      ),
    },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'created', header: 'Created At', cell: (r) => formatDate(r.created_at) },
    {
      key: 'update',
      header: 'Update',
      cell: (r) => (
        <FileButton text="Update" label={`Update ${texts.thing} ${r.id}`} rule={rule} disabled={upload.isPending}
          onFile={(file) => send(file, r.id)} onInvalid={feedback.reporter.error} />
      ),
    },
  ];

  const rows = list.data;
  return (
    <>
      <LoadError text={list.error ? failureText(list.error, texts.loadFailure) : null} />
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <DataTable caption={texts.caption} columns={columns} rows={rows} rowKey={(r) => r.id} loading={list.isLoading} emptyText={texts.empty} />
      {rows && rows.length === 0 ? (
        <div className="text-center">
          <FileButton text="Upload" label={`Upload a ${texts.thing}`} rule={rule} disabled={upload.isPending}
            onFile={(file) => send(file)} onInvalid={feedback.reporter.error} />
        </div>
      ) : null}
    </>
  );
}
