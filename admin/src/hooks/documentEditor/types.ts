// The shapes the document editor's pieces share (the screens import them through useDocumentEditor.ts).
import type { QueryKey } from '@tanstack/react-query';
import type { MediaMap } from '../../../../server/api-types.ts';
import type { Lang } from '../../components/fields.tsx';
import type { FailureTexts } from '../../lib/api.ts';

/** A stored record: its id and the document under the collection's column (about_data, ...). */
export interface DocumentRecord<D> {
  id: number;
  doc: D;
  /** responsive variants of its images, by path */
  media: MediaMap;
  /** its version (API.md "Versions"): a save names it (If-Match), so a save from an old one is refused */
  version?: string;
}

export interface DocumentSource<D> {
  key: QueryKey;
  /** '/api/services' */
  path: string;
  /** 'services_data' */
  column: string;
  /** the document's content type in the history ('services'): a new revision (a restore) replaces the draft */
  history?: string;
  /** the document of a collection that has no record yet */
  empty: D;
}

export type Part<D> = keyof D & string;

/** One text of a part in both languages, as a BilingualField takes it: `<BilingualField {...editor.bilingual('banner', 'title')} />`. */
export interface BilingualValue {
  /** the text's path in the document without its language ('banner.title'), so a link can focus one language (?field=banner.title_en) */
  name: string;
  en: string;
  tr: string;
  onChange: (lang: Lang, value: string) => void;
}

export type Files = Record<string, Blob | Blob[] | string | undefined>;

export interface SaveRequest<D> {
  /** the parts of the draft to send */
  parts?: Part<D>[];
  /** values sent instead of the draft's (a card list with one card changed) */
  override?: Partial<D>;
  /** files and plain fields sent beside the document (banner_image, service_title_en, ...) */
  extra?: Files;
  failure: FailureTexts;
  /** a toast after success; none by default (the save state says it) */
  success?: string;
}

export type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

export interface DocumentEditorOptions<D> {
  source: DocumentSource<D>;
  loadFailure: FailureTexts;
  /** parts that save themselves this long after the last edit, with their failure texts */
  autosave?: Partial<Record<Part<D>, { delayMs: number; failure: FailureTexts }>>;
  /**
   * Contact: with no record yet the screen makes an empty one at once (these texts on failure), and a
   * save without a record shows `missing` instead of creating one. Otherwise a first save creates it.
   */
  createOnLoad?: { failure: string; missing: string };
}

export interface RawRecord {
  id: number;
  media?: MediaMap;
  version?: string;
  [column: string]: unknown;
}
