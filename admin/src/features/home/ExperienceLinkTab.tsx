// The Experience Role Link tab of Home edit: the home page's one link button (SPEC.md "Home edit"):
// link, text EN/TR (defaults 'Explore' / 'Keşfet'), open in a new tab, active. All three texts required.
import { useController, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { FormTextField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { LinkFlagFields, linkFlagsOf, type LinkFlags } from '../../components/LinkFlagFields.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useRevisionKey } from '../../hooks/useRevision.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { notify } from '../../lib/toast.tsx';
import { EXPERIENCE_KEY, getExperienceLink, saveExperienceLink, type ExperienceLink } from './api.ts';
import { useT } from '../../lib/i18n.ts';

export const DEFAULT_TEXT = { en: 'Explore', tr: 'Keşfet' } as const;

export function ExperienceLinkTab() {
  const t = useT();
  const query = useQuery({
    queryKey: EXPERIENCE_KEY,
    queryFn: getExperienceLink,
    meta: { failure: { failed: t('Error fetching experience role data'), error: t('Error fetching experience role data') } },
  });
  const revisionKey = useRevisionKey('experience_link', query.data?.id);
  if (query.isLoading) return <Loading />;
  return <ExperienceLinkForm key={revisionKey} link={query.data ?? null} />;
}

function ExperienceLinkForm({ link }: { link: ExperienceLink | null }) {
  const t = useT();
  const form = useForm<{ link: string; text_en: string; text_tr: string; flags: LinkFlags }>({
    defaultValues: { link: link?.link ?? '', text_en: link?.text_en ?? DEFAULT_TEXT.en, text_tr: link?.text_tr ?? DEFAULT_TEXT.tr, flags: linkFlagsOf(link) },
  });
  const flags = useController({ control: form.control, name: 'flags' }).field;
  const save = useApiMutation({
    mutationFn: () => {
      const v = form.getValues();
      return saveExperienceLink({ link: v.link.trim(), text_en: v.text_en.trim(), text_tr: v.text_tr.trim(), ...v.flags });
    },
    success: (r) => r.message ?? t('Experience role link saved successfully'),
    failure: { failed: t('Failed to save experience role link'), error: t('Failed to save experience role link') },
    invalidate: [EXPERIENCE_KEY],
  });
  function submit() {
    const { link: url, text_en: textEn, text_tr: textTr } = form.getValues();
    if (!url.trim() || !textEn.trim() || !textTr.trim()) return void notify.error(t('Please fill in all required fields'));
    save.mutate();
  }
  return (
    <FormCard
      title={t('Experience Role Link')}
      actions={link ? <ItemTools type="experience_link" id={link.id} /> : undefined}
      onSubmit={submit}
      saving={save.isPending}
      submitLabel={t('Save Link')}
      form={form}
    >
      <FormTextField label={t('Link')} name="link" required placeholder="https://" help={t('A web address (https://...) or a page of this site (/contact)')} />
      <div className="row">
        <div className="col-12 col-md-6">
          <FormTextField label={t('Text (EN)')} name="text_en" required />
        </div>
        <div className="col-12 col-md-6">
          <FormTextField label={t('Text (TR)')} name="text_tr" required />
        </div>
      </div>
      <LinkFlagFields value={flags.value} onChange={flags.onChange} />
    </FormCard>
  );
}
