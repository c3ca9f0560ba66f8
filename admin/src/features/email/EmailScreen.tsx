// SPEC.md "Email": placeholder text only.
import { PageHeader } from '../../components/PageHeader.tsx';
import { useT } from '../../lib/i18n.ts';

export function EmailScreen() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('Email')} />
      <div className="card">
        <div className="card-body">{t('Email management is not available yet.')}</div>
      </div>
    </>
  );
}
