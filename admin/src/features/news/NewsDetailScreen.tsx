// News detail (SPEC.md "News detail"): tabs Details, Gallery and Banners for one news item. The first
// detail is selected on load (useMasterDetail) and its gallery and banners are read; View Gallery
// selects another. A missing item shows 'News not found' with a way back. A link naming a part
// (?part=news_details:3/news_detail_banners:5, from Translations) selects its detail and tab and
// opens its form.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { paths } from '../../config/paths.ts';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink, useLinkedId, useLinkedTab } from '../../hooks/useLinkTargets.ts';
import { useMasterDetail } from '../../hooks/useMasterDetail.ts';
import { ApiError } from '../../lib/api.ts';
import { DETAIL_TEXTS, getNewsItem, NEWS_ITEM_TEXTS, newsDetailsApi, newsItemKey, type NewsDetail, type NewsDetailInput } from './api.ts';
import { DetailBannersTab } from './DetailBannersTab.tsx';
import { DetailPicker } from './DetailPicker.tsx';
import { DetailsTab } from './DetailsTab.tsx';
import { GalleryTab } from './GalleryTab.tsx';
import { msg, useT } from '../../lib/i18n.ts';

const CRUMBS = [{ label: msg('News Management'), to: paths.news.path }];
function BackLink() {
  const t = useT();
  return <Link to={paths.news.path}>{t('Back to News')}</Link>;
}
/** the tab that holds each kind of part */
const PART_TABS = { news_details: 'details', news_gallery: 'gallery', news_detail_banners: 'banners' };

export function NewsDetailScreen() {
  const t = useT();
  const newsId = Number(useParams().newsId);
  const valid = Number.isInteger(newsId) && newsId > 0;
  // an unknown item is the 'News not found' placeholder, not a failure toast
  const news = useQuery({
    queryKey: newsItemKey(newsId),
    queryFn: () => getNewsItem(newsId).catch((err) => (err instanceof ApiError && err.status === 404 ? null : Promise.reject(err))),
    enabled: valid,
    meta: { failure: NEWS_ITEM_TEXTS },
  });
  const found = Boolean(news.data);
  const details = useCrud<NewsDetail, NewsDetailInput>({ ...newsDetailsApi(newsId), texts: DETAIL_TEXTS, formMessages: 'alert', enabled: found });
  const master = useMasterDetail(details.items, useLinkedId('news_details'));
  const [tab, setTab] = useLinkedTab('details', PART_TABS);
  useEditFromLink(details.items, details.startEdit, 'news_details');

  const missing = !valid || news.data === null;
  if (missing) {
    return (
      <>
        <PageHeader title={t('News Detail')} crumbs={CRUMBS} />
        <EmptyState text={t('News not found')}>
          <BackLink />
        </EmptyState>
      </>
    );
  }
  if (!news.data)
    return (
      <>
        {news.isLoading ? (
          <Loading />
        ) : (
          <EmptyState text={NEWS_ITEM_TEXTS.failed}>
            <BackLink />
          </EmptyState>
        )}
      </>
    );

  const addFirstDetail = () => {
    setTab('details');
    details.startCreate();
  };
  return (
    <>
      <PageHeader
        title={news.data.title_en}
        crumbs={CRUMBS}
        actions={
          <div className="d-flex gap-2">
            <ItemTools type="news" id={news.data.id} />
            <BackLink />
          </div>
        }
      />
      <Tabs
        id="news-detail-tabs"
        active={tab}
        onSelect={setTab}
        items={[
          {
            key: 'details',
            title: t('Details'),
            content: (
              <DetailsTab
                crud={details}
                master={master}
                onViewGallery={(id) => {
                  master.select(id);
                  setTab('gallery');
                }}
              />
            ),
          },
          {
            key: 'gallery',
            title: t('Gallery'),
            content: (
              <DetailPicker details={details.items} master={master} onAddDetail={addFirstDetail}>
                {(id) => <GalleryTab key={id} detailId={id} />}
              </DetailPicker>
            ),
          },
          {
            key: 'banners',
            title: t('Banners'),
            content: (
              <DetailPicker details={details.items} master={master} onAddDetail={addFirstDetail}>
                {(id) => <DetailBannersTab key={id} detailId={id} />}
              </DetailPicker>
            ),
          },
        ]}
      />
      <SeoPanel target={SEO_TARGETS.news(news.data.id)} />
    </>
  );
}
