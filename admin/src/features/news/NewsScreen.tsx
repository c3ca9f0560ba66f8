// News Management (SPEC.md "News list"): filter All/Active/Inactive, cards with the image (200px, a
// WebP variant), both titles and the date; the create/edit form replaces the list while open; a card
// opens the news detail screen. After a status toggle the list is read again (SPEC.md section 4).
import { useCallback } from 'react';
import { Button } from 'react-bootstrap';
import { CardGrid, ItemCard } from '../../components/CardGrid.tsx';
import { statusFilters } from '../../components/FilterButtons.tsx';
import { ListToolbar, TITLED_SORTS, listEmptyText } from '../../components/ListToolbar.tsx';
import { CARD_PAGE_SIZE, Pager } from '../../components/Pager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { pathTo } from '../../config/paths.ts';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { useLatest } from '../../hooks/useLatest.ts';
import { useServerList } from '../../hooks/useListPage.ts';
import { isOn } from '../../lib/flags.ts';
import { formatDate } from '../../lib/format.ts';
import { cardImage } from '../../lib/media.ts';
import { NEWS_TEXTS, getNewsItem, newsApi, type News, type NewsInput } from './api.ts';
import { NewsForm } from './NewsForm.tsx';
import { useT } from '../../lib/i18n.ts';

const FILTERS = statusFilters<News>();

export function NewsScreen() {
  const t = useT();
  const { list, page } = useServerList<News>({
    route: { key: newsApi.key, path: '/api/admin/news', listKey: 'news' },
    filters: FILTERS.map((f) => f.key),
    sorts: TITLED_SORTS.map((s) => s.value),
    pageSize: CARD_PAGE_SIZE,
  });
  const crud = useCrud<News, NewsInput>({
    ...newsApi,
    key: page.key,
    list: page.list,
    refresh: page.refresh,
    keepPrevious: page.keepPrevious,
    history: 'news',
    texts: NEWS_TEXTS,
  });
  // a Translations or search link names the news item whose form to open, read by id when on another page
  useEditFromLink(crud.items, crud.startEdit, undefined, { key: page.key, get: getNewsItem });
  // one card function per language: the cards shown are not redrawn while a search is on its way
  const act = useLatest({ edit: crud.startEdit, toggle: crud.toggle, remove: crud.remove });
  const card = useCallback(
    (n: News) => (
      <ItemCard
        image={n.image ? { src: cardImage(n.image, n.media)!, height: 200 } : null}
        badges={<StatusBadge status={n.status} />}
        title={n.title_en}
        subtitle={n.title_tr}
        meta={formatDate(n.created_at)}
        to={pathTo('newsDetail', { newsId: n.id })}
        actions={
          <RowActions
            name={t('news {name}', { name: n.title_en })}
            onEdit={() => act.current.edit(n)}
            active={isOn(n.status)}
            onToggle={() => act.current.toggle(n)}
            onDelete={() => void act.current.remove(n)}
            item={{ type: 'news', id: n.id }}
          />
        }
      />
    ),
    [act, t],
  );

  return (
    <>
      <PageHeader title={t('News Management')} actions={crud.formOpen ? null : <Button onClick={crud.startCreate}>{t('Add New News')}</Button>} />
      {crud.formOpen ? (
        <NewsForm key={crud.formKey} {...crud.formProps} />
      ) : (
        <>
          <ListToolbar list={list} searchLabel="Search news" sorts={TITLED_SORTS} filters={FILTERS} filterLabel="Filter news" />
          <CardGrid
            items={crud.items}
            loading={crud.query.isLoading}
            label={t('News')}
            virtual
            busy={crud.query.isPlaceholderData}
            emptyText={listEmptyText(list, t('No news found'), t)}
            card={card}
          />
          <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
        </>
      )}
    </>
  );
}
