// Site Settings, Company tab (issue 8): the company's name, short description, phone, email and address
// per language. The site shows the name in every title and the rest in the footer and search data.
// A failed save shows the server's message and keeps everything typed.
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { FeedbackAlert, LoadError, useFeedback } from '../../components/Feedback.tsx';
import { FormBilingualField, FormTextField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { Loading } from '../../components/Loading.tsx';
import { alertFailure, alertSuccess } from '../../lib/alertTexts.ts';
import { failureText } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import type { Company } from '../../../../server/api-types.ts';
import { companyApi, type CompanyInput } from './api.ts';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { useRevisionKey } from '../../hooks/useRevision.ts';
import { useCrudMerge } from '../../hooks/useCrudMerge.ts';
import { useT } from '../../lib/i18n.ts';
import { LeadRecipientsCard } from '../mail/LeadRecipientsCard.tsx';

const THING = 'company details';
const LOAD_FAILURE = alertFailure('load', 'fetching', THING);

const inputOf = (c: CompanyInput): CompanyInput => ({
  name_en: c.name_en,
  name_tr: c.name_tr,
  description_en: c.description_en,
  description_tr: c.description_tr,
  phone: c.phone,
  email: c.email,
  address_en: c.address_en,
  address_tr: c.address_tr,
});

export function CompanyTab() {
  const query = useQuery({ queryKey: companyApi.key, queryFn: companyApi.get });
  // a restore or discard starts the form again from the company as now stored
  const revisionKey = useRevisionKey('company', 1);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError text={failureText(query.error, LOAD_FAILURE)} />;
  return (
    <>
      <CompanyForm key={revisionKey} company={query.data} />
      <LeadRecipientsCard />
    </>
  );
}

function CompanyForm({ company }: { company: Company }) {
  const t = useT();
  // The form owns its values from the first read on: a save or a re-read never overwrites typing.
  const form = useForm<CompanyInput>({ defaultValues: inputOf(company) });
  const feedback = useFeedback();
  // saved from the version the form was loaded with; a stale save is merged (issue 28)
  const merging = useCrudMerge(company);
  const save = useApiMutation({
    mutationFn: (input: CompanyInput) => merging.update(input, (merged, version) => companyApi.save(merged as CompanyInput, version)),
    success: ({ answer, open }) => (open.length ? null : (answer.message ?? alertSuccess(THING, 'saved'))),
    failure: alertFailure('save', 'saving', THING),
    report: feedback.reporter,
    // the stored values, trimmed by the server; a field waiting for the user's choice keeps what was typed
    onSuccess: ({ answer, open }) => {
      if (!open.length) form.reset(inputOf(answer.data));
    },
    invalidate: [companyApi.key],
  });

  return (
    <>
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <FormCard
        title={t('Company Details')}
        actions={<ItemTools type="company" id={1} />}
        onSubmit={() => save.mutate(form.getValues())}
        saving={save.isPending}
        submitLabel={t('Save Company')}
        form={form}
        merge={merging.merge}
      >
        <FormBilingualField
          label={t('Company Name')}
          required
          name="name"
          help={t("The site's name: every page title ends with it, and it appears in the footer and in search results.")}
        />
        <FormBilingualField label={t('Short Description')} rows={2} name="description" help={t('One or two sentences under the logo in the footer.')} />
        <FormBilingualField label={t('Address')} rows={2} name="address" />
        <div className="row">
          <div className="col-12 col-md-6">
            <FormTextField label={t('Phone')} type="tel" name="phone" placeholder="+90 462 326 19 98" />
          </div>
          <div className="col-12 col-md-6">
            <FormTextField label={t('Email')} type="email" name="email" placeholder="info@example.com" />
          </div>
        </div>
      </FormCard>
    </>
  );
}
