// SPEC.md "Site settings (four tabs)".
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { FILE_RULES } from '../../lib/files.ts';
import { faviconApi, logoApi } from './api.ts';
import { ImageSettingTab } from './ImageSettingTab.tsx';
import { InstagramTab } from './InstagramTab.tsx';
import { WhatsAppTab } from './WhatsAppTab.tsx';

export function SettingsScreen() {
  const [tab, setTab] = useState('instagram');
  return (
    <>
      <PageHeader title="Site Settings" />
      <div className="card">
        <div className="card-body">
          <Tabs id="settings-tabs" active={tab} onSelect={setTab} items={[
            { key: 'instagram', title: 'Instagram Settings', content: <InstagramTab /> },
            {
              key: 'logo',
              title: 'Site Logo',
              content: (
                <ImageSettingTab source={logoApi} rule={FILE_RULES.logo} preview={{ size: 100 }} texts={{
                  thing: 'logo',
                  caption: 'Site logos',
                  empty: 'No logos found. Please upload one.',
                  loadFailure: { failed: 'Failed to load logos', error: 'Error fetching logos. Please try again later.' },
                  uploaded: 'Logo uploaded successfully!',
                  updated: 'Logo updated successfully!',
                  saveFailure: { failed: 'Failed to update logo', error: 'Error updating logo. Please try again later.' },
                }} />
              ),
            },
            {
              key: 'favicon',
              title: 'Favicon',
              content: (
                <ImageSettingTab source={faviconApi} rule={FILE_RULES.favicon} preview={{ size: 32, fixed: true }} texts={{
                  thing: 'favicon',
                  caption: 'Favicons',
                  empty: 'No favicons found. Please upload one.',
                  loadFailure: { failed: 'Failed to load favicons', error: 'Error fetching favicons. Please try again later.' },
                  uploaded: 'Favicon uploaded successfully!',
                  updated: 'Favicon updated successfully!',
                  saveFailure: { failed: 'Failed to update favicon', error: 'Error updating favicon. Please try again later.' },
                }} />
              ),
            },
            { key: 'whatsapp', title: 'WhatsApp Button', content: <WhatsAppTab /> },
          ]} />
        </div>
      </div>
    </>
  );
}
