// SEO and sharing of one page (issue 33): title and description in both languages, a sharing image from
// the media library and noindex, with a Google result preview and a social card preview per language
// that follow the typing, and counters that turn amber outside 50-60 (title) and 120-160 (description)
// characters. An empty field shows the site's derived value as its placeholder, and the previews show
// that value too. The panel reads and saves its item itself (only `seo` is sent, with If-Match), so a
// screen only places it. A save refused as stale is merged field by field with the other person's.
// One panel for projects, news, text pages and the page documents.
import { useEffect, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CardSection } from '../CardSection.tsx';
import { api, failureText, failureTexts, formData, staleWrite } from '../../lib/api.ts';
import { mergeFields } from '../../lib/merge.ts';
import { notify } from '../../lib/toast.tsx';
import { msg, useT } from '../../lib/i18n.ts';
import { GOOGLE_DESCRIPTION_CHARS, GOOGLE_TITLE_CHARS, SEO_GOOD_LENGTH, breadcrumbUrl, cutLikeGoogle, outsideGoodLength } from './preview.ts';
import type { Item, SeoAnswer, SeoLang, SeoTarget } from './targets.ts';

const LANGS: readonly SeoLang[] = ['en', 'tr'];
const EMPTY: SeoAnswer = { title_en: '', title_tr: '', description_en: '', description_tr: '', image: null, noindex: false };

interface LibraryFile {
  id: number;
  url: string;
  kind: string;
  alt_en: string;
  focal: { x: number; y: number };
}

function Counter({ id, kind, length }: { id: string; kind: 'title' | 'description'; length: number }) {
  const t = useT();
  const range = SEO_GOOD_LENGTH[kind];
  const warn = outsideGoodLength(kind, length);
  return (
    <Form.Text id={id} data-testid={id} className={warn ? 'seo-count seo-count--warn' : 'seo-count'} data-warn={warn ? 'true' : 'false'}>
      {t('{n} characters (best {min}-{max})', { n: length, min: range.min, max: range.max })}
    </Form.Text>
  );
}

export function SeoPanel({ target }: { target: SeoTarget }) {
  const t = useT();
  const queryClient = useQueryClient();
  const read = useQuery({
    queryKey: target.key,
    queryFn: async () => {
      const answer = await api.get<Record<string, unknown>>(target.read);
      const item = target.pick(answer);
      return item ? { item, version: answer.etag ?? item.version } : null;
    },
  });
  const company = useQuery({
    queryKey: ['seo', 'company'],
    queryFn: async () => (await api.get<{ data: Record<string, string> }>('/api/company')).data,
    staleTime: 60_000,
  });
  const library = useQuery({
    queryKey: ['seo', 'media'],
    queryFn: async () => (await api.get<{ media: LibraryFile[] }>('/v2/api/media?limit=200')).media.filter((m) => m.kind !== 'icon'),
    staleTime: 30_000,
  });
  const item = read.data?.item;
  const [seo, setSeo] = useState<SeoAnswer>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (item) setSeo({ ...EMPTY, ...item.seo });
  }, [item]);

  if (!item) return null;
  const derived = target.derived(item);
  const paths = target.paths(item);
  const name = (lang: SeoLang) => company.data?.[`name_${lang}`] || company.data?.[`name_${lang === 'en' ? 'tr' : 'en'}`] || '';
  const fallbackTitle = (lang: SeoLang) => (derived.title[lang] && derived.title[lang] !== name(lang) ? `${derived.title[lang]} | ${name(lang)}` : name(lang));
  const fallbackDescription = (lang: SeoLang) => cutLikeGoogle(derived.description[lang], 160) || company.data?.[`description_${lang}`] || '';
  const chosen = library.data?.find((m) => m.id === seo.image);
  const imageUrl = chosen?.url ?? target.image(item);
  const focal = chosen?.focal ?? library.data?.find((m) => m.url === imageUrl)?.focal ?? { x: 0.5, y: 0.5 };
  const set = (field: keyof SeoAnswer, value: SeoAnswer[keyof SeoAnswer]) => setSeo((s) => ({ ...s, [field]: value }));

  const put = (version: string | undefined, fields: SeoAnswer) =>
    api.put(target.write(item), target.body === 'json' ? { seo: fields } : formData({ seo: JSON.stringify(fields) }), { version });
  const save = async () => {
    setSaving(true);
    setStale(false);
    try {
      try {
        await put(read.data?.version, seo);
      } catch (err) {
        // someone saved the item meanwhile (its text, a picture, or SEO fields): merged field by field
        // (lib/merge.ts, as every form's stale save), a field only they changed keeps their value and
        // the fields I changed are saved on the new version; a field both changed is shown instead
        const other = staleWrite(err);
        if (!other) throw err;
        const theirs = { ...EMPTY, ...(other.current as Item | undefined)?.seo };
        const { merged, conflicts } = mergeFields<SeoAnswer>({ ...EMPTY, ...item.seo }, seo, theirs);
        if (conflicts.length) throw err;
        setSeo(merged);
        await put(other.version, merged);
      }
      notify.success(msg('SEO saved'));
      await queryClient.invalidateQueries({ queryKey: target.key });
    } catch (err) {
      if (staleWrite(err)) setStale(true);
      else {
        const text = failureText(err, failureTexts(msg('Failed to save the SEO fields')));
        if (text) notify.error(text);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <CardSection title={t('SEO and sharing')} className="mb-4 seo-panel">
      <div className="card-body">
        {stale ? (
          <div className="alert alert-warning" role="alert">
            {t('This item was changed by someone else')}{' '}
            <Button size="sm" variant="outline-secondary" onClick={() => void read.refetch().then(() => setStale(false))}>
              {t('Load their version')}
            </Button>
          </div>
        ) : null}
        <div className="row g-4">
          {LANGS.map((lang) => {
            const title = seo[`title_${lang}`];
            const description = seo[`description_${lang}`];
            const shownTitle = title || fallbackTitle(lang);
            const shownDescription = description || fallbackDescription(lang);
            const url = new URL(paths[lang], window.location.origin);
            return (
              <div className="col-lg-6" key={lang} data-testid={`seo-${lang}`}>
                <h3 className="h6">{lang === 'en' ? t('English') : t('Turkish')}</h3>
                <Form.Group className="mb-2" controlId={`seo-title-${lang}`}>
                  <Form.Label>{t('SEO title')}</Form.Label>
                  <Form.Control
                    lang={lang}
                    value={title}
                    maxLength={120}
                    placeholder={fallbackTitle(lang)}
                    aria-describedby={`seo-count-title-${lang}`}
                    onChange={(e) => set(`title_${lang}`, e.target.value)}
                  />
                  <Counter id={`seo-count-title-${lang}`} kind="title" length={shownTitle.length} />
                </Form.Group>
                <Form.Group className="mb-3" controlId={`seo-description-${lang}`}>
                  <Form.Label>{t('SEO description')}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={3}
                    lang={lang}
                    value={description}
                    maxLength={320}
                    placeholder={fallbackDescription(lang)}
                    aria-describedby={`seo-count-description-${lang}`}
                    onChange={(e) => set(`description_${lang}`, e.target.value)}
                  />
                  <Counter id={`seo-count-description-${lang}`} kind="description" length={shownDescription.length} />
                </Form.Group>
                <p className="small text-muted mb-1">{t('Search result preview')}</p>
                <div className="seo-google border rounded p-2 mb-3" data-testid={`seo-google-${lang}`} lang={lang}>
                  <div className="seo-google__url small text-success">{breadcrumbUrl(url.origin, url.pathname)}</div>
                  <div className="seo-google__title" style={{ color: '#1a0dab', fontSize: '1.1rem' }}>
                    {cutLikeGoogle(shownTitle, GOOGLE_TITLE_CHARS)}
                  </div>
                  <div className="seo-google__description small">{cutLikeGoogle(shownDescription, GOOGLE_DESCRIPTION_CHARS)}</div>
                </div>
                <p className="small text-muted mb-1">{t('Social card preview')}</p>
                <div className="seo-card border rounded overflow-hidden" data-testid={`seo-card-${lang}`} lang={lang} style={{ maxWidth: 480 }}>
                  {imageUrl ? (
                    <img
                      className="seo-card__image d-block w-100"
                      src={imageUrl}
                      alt=""
                      width={1200}
                      height={630}
                      style={{ aspectRatio: '1200 / 630', height: 'auto', objectFit: 'cover', objectPosition: `${focal.x * 100}% ${focal.y * 100}%` }}
                    />
                  ) : null}
                  <div className="p-2 bg-light">
                    <div className="small text-muted text-uppercase">{url.host}</div>
                    <div className="seo-card__title fw-semibold">{shownTitle}</div>
                    <div className="seo-card__description small text-muted">{cutLikeGoogle(shownDescription, 200)}</div>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        <div className="row g-3 mt-2 align-items-end">
          <Form.Group className="col-md-6" controlId="seo-image">
            <Form.Label>{t('Sharing image')}</Form.Label>
            <Form.Select value={seo.image ?? ''} onChange={(e) => set('image', e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t("The page's own picture")}</option>
              {(library.data ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {`${m.alt_en || m.url.split('/').pop()} (#${m.id})`}
                </option>
              ))}
            </Form.Select>
            <Form.Text>{t('Shared as a 1200x630 crop centred on its focal point.')}</Form.Text>
          </Form.Group>
          <Form.Group className="col-md-4" controlId="seo-noindex">
            <Form.Check
              type="checkbox"
              label={t('Hide from search engines (noindex)')}
              checked={seo.noindex}
              onChange={(e) => set('noindex', e.target.checked)}
            />
          </Form.Group>
          <div className="col-md-2 text-md-end">
            <Button onClick={() => void save()} disabled={saving}>
              {saving ? t('Saving...') : t('Save SEO')}
            </Button>
          </div>
        </div>
      </div>
    </CardSection>
  );
}
