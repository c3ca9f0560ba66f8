// Home edit, 'Manage Home Page Content' (SPEC.md "Home edit"): tabs Banners, Design Sections and
// Experience Role Link.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useLinkedTab } from '../../hooks/useLinkTargets.ts';
import { DESIGN_SECTIONS, HOME_BANNERS } from './api.ts';
import { ExperienceLinkTab } from './ExperienceLinkTab.tsx';
import { HomeSectionTab } from './HomeSectionTab.tsx';
import { msg, useT } from '../../lib/i18n.ts';

/** the home page's SEO fields live on its hero banner (API.md "SEO and sharing") */
const HOME_SEO = SEO_TARGETS.banner('/api/banners', 'banners', '/');

export function HomeEditScreen() {
  const t = useT();
  // a link (History, Translations) may name the tab
  const [tab, setTab] = useLinkedTab('banners');
  return (
    <>
      <PageHeader title={t('Manage Home Page Content')} />
      <Tabs
        id="home-edit-tabs"
        active={tab}
        onSelect={setTab}
        items={[
          { key: 'banners', title: msg('Banners'), content: <HomeSectionTab kind={HOME_BANNERS} /> },
          { key: 'design', title: msg('Design Sections'), content: <HomeSectionTab kind={DESIGN_SECTIONS} /> },
          { key: 'link', title: msg('Experience Role Link'), content: <ExperienceLinkTab /> },
        ]}
      />
      <SeoPanel target={HOME_SEO} />
    </>
  );
}
