// Columns that most tables share (DataTable): the id, the status badge, the creation date, the titles
// and the image thumbnail.
import type { MediaMap } from '../../../server/api-types.ts';
import { formatDate } from '../lib/format.ts';
import { cardImage } from '../lib/media.ts';
import type { Column } from './DataTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { msg } from '../lib/i18n.ts';

/** The id, sortable; headed 'ID' or '#'. */
export const idColumn = <T extends { id: number }>(header = 'ID'): Column<T> => ({
  key: 'id',
  header,
  cell: (r) => r.id,
  sortValue: (r) => r.id,
});

export const statusColumn = <T extends { status: unknown }>(): Column<T> => ({
  key: 'status',
  header: msg('Status'),
  cell: (r) => <StatusBadge status={r.status} />,
});

/** The creation date as dd/MM/yyyy; headed t('Created At') or t('Created'). */
export const createdColumn = <T extends { created_at: string }>(header = msg('Created At'), o: { sortable?: boolean } = {}): Column<T> => ({
  key: 'created',
  header,
  cell: (r) => formatDate(r.created_at),
  sortValue: o.sortable ? (r) => r.created_at : undefined,
});

/** Title EN and Title TR (marked Turkish for screen readers). */
export const titleColumns = <T extends { title_en: string; title_tr: string }>(): Column<T>[] => [
  { key: 'title_en', header: msg('Title EN'), cell: (r) => r.title_en },
  { key: 'title_tr', header: msg('Title TR'), cell: (r) => <span lang="tr">{r.title_tr}</span> },
];

/** The thumbnail boxes of the tables (width, height) and the width of the WebP variant they load. */
const THUMBNAILS = { small: [64, 48, 160], medium: [120, 68, 240], large: [160, 90, 240] } as const;

/** The row's image as a thumbnail, nothing when it has none; headed t('Image') or t('Banner'). */
export const thumbnailColumn = <T,>(
  header: string,
  image: (r: T) => { path: string | null | undefined; media: MediaMap | undefined; alt: string },
  size: keyof typeof THUMBNAILS,
): Column<T> => ({
  key: header.toLowerCase(),
  header,
  cell: (r) => {
    const { path, media, alt } = image(r);
    const [width, height, variant] = THUMBNAILS[size];
    const src = cardImage(path, media, variant);
    return src ? <img src={src} alt={alt} width={width} height={height} className="object-fit-cover rounded" /> : null;
  },
});
