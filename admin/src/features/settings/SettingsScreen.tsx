// SPEC.md "Site settings (four tabs)", the Company tab of issue 8 and the Publishing tab of issue 20.
// Issue 21: Company and Publishing are not content: only administrators see them (the server refuses
// the others' writes).
import { PageHeader } from '../../components/PageHeader.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useLinkedTab } from '../../hooks/useLinkTargets.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { useRole } from '../../lib/roles.ts';
import { faviconApi, logoApi } from './api.ts';
import { CompanyTab } from './CompanyTab.tsx';
import { ImageSettingTab } from './ImageSettingTab.tsx';
import { InstagramTab } from './InstagramTab.tsx';
import { PublishingTab } from './PublishingTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';
import { WhatsAppTab } from './WhatsAppTab.tsx';
import { msg, useT } from '../../lib/i18n.ts';

export function SettingsScreen() {
  const t = useT();
  // a link (History, Translations) may name the tab
  const [tab, setTab] = useLinkedTab('instagram');
  const siteSettings = useRole().can('siteSettings');
  return (
    <>
      <PageHeader title={t('Site Settings')} />
      <div className="card">
        <div className="card-body">
          <Tabs
            id="settings-tabs"
            // a link to a tab the role does not see opens the first one
            active={siteSettings || (tab !== 'company' && tab !== 'publishing') ? tab : 'instagram'}
            onSelect={setTab}
            items={[
              { key: 'instagram', title: msg('Instagram Settings'), content: <InstagramTab /> },
              {
                key: 'logo',
                title: t('Site Logo'),
                content: <ImageSettingTab source={logoApi} rule={FILE_RULES.logo} preview={{ size: 100 }} caption={t('Site logos')} historyType="site_logo" />,
              },
              {
                key: 'favicon',
                title: t('Favicon'),
                content: (
                  <ImageSettingTab
                    source={faviconApi}
                    rule={FILE_RULES.favicon}
                    preview={{ size: 32, fixed: true }}
                    caption={t('Favicons')}
                    historyType="favicon"
                  />
                ),
              },
              { key: 'whatsapp', title: msg('WhatsApp Button'), content: <WhatsAppTab /> },
              ...(siteSettings
                ? [
                    { key: 'company', title: msg('Company'), content: <CompanyTab /> },
                    { key: 'publishing', title: msg('Publishing'), content: <PublishingTab /> },
                    { key: 'security', title: msg('Security'), content: <SecurityTab /> },
                  ]
                : []),
            ]}
          />
        </div>
      </div>
    </>
  );
}
