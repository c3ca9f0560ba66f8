// The Site Health screen (issue 34 item 3): every external link of the live site at the last check,
// broken ones first, with the pages that link to each, and "Check now". A check runs on the server (at
// most 4 requests at a time, 10 s each); the screen follows it until it ends. Editors and administrators.
import { Button, Spinner } from 'react-bootstrap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CardSection } from '../../components/CardSection.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { failureText, failureTexts } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { LinkRow } from './LinkRow.tsx';
import { siteHealthApi } from './api.ts';

export function SiteHealthScreen() {
  const t = useT();
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: siteHealthApi.linksKey,
    queryFn: siteHealthApi.links,
    // while a check runs, follow it
    refetchInterval: (query) => (query.state.data?.running ? 1500 : false),
  });
  const check = useMutation({
    mutationFn: siteHealthApi.check,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: siteHealthApi.linksKey }),
    onError: (err) => {
      const text = failureText(err, failureTexts('The check could not be started'));
      if (text) notify.error(text);
    },
  });
  const data = links.data;
  const running = check.isPending || data?.running === true;
  const broken = data?.links.filter((l) => l.broken).length ?? 0;

  return (
    <>
      <PageHeader
        title={t('Site Health')}
        actions={
          <Button onClick={() => check.mutate()} disabled={running} data-testid="check-links">
            {running ? (
              <>
                <Spinner animation="border" size="sm" aria-hidden="true" /> {t('Checking...')}
              </>
            ) : (
              t('Check now')
            )}
          </Button>
        }
      />
      <CardSection title={t('Outgoing links')}>
        <div className="card-body">
          <p className="text-body-secondary small">
            {t('Every link of the live site to another site, checked once a week and when you ask. Private and local addresses are not checked.')}
          </p>
          {running && (
            <p role="status" className="text-primary" data-testid="check-running">
              {t('Checking the links of the live site...')}
            </p>
          )}
          {links.isError ? (
            <p role="alert" className="text-danger">
              {failureText(links.error, failureTexts('The links could not be loaded'))}
            </p>
          ) : !data ? (
            <p role="status">{t('Loading...')}</p>
          ) : (
            <>
              <p data-testid="links-summary">
                {data.checkedAt === null
                  ? t('The links have not been checked yet.')
                  : t('Last checked {time}: {broken} broken of {total} links.', { time: formatIstanbul(data.checkedAt), broken, total: data.links.length })}
                {data.nextAt !== null && <> {t('Next weekly check: {time}.', { time: formatIstanbul(data.nextAt) })}</>}
              </p>
              {data.links.length > 0 && (
                <div className="table-responsive">
                  <table className="table align-middle">
                    <caption className="visually-hidden">{t('Outgoing links')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('Link')}</th>
                        <th scope="col">{t('Result')}</th>
                        <th scope="col">{t('Linked from')}</th>
                        <th scope="col">{t('Checked at')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.links.map((link) => (
                        <LinkRow key={link.url} link={link} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </div>
      </CardSection>
    </>
  );
}
