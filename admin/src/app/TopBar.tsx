// The top bar: the menu button on small screens, the publish status and the count of unpublished
// changes and (for editors) of those ready for review, notifications and settings.
import { Link } from 'react-router-dom';
import { BellIcon, GearIcon, MenuIcon } from '../components/icons.tsx';
import { paths } from '../config/paths.ts';
import { ChangesCount, ReadyCount } from '../features/changes/ChangesCount.tsx';
import { NewLeadsCount } from '../features/leads/NewLeadsCount.tsx';
import { PublishStatus } from '../features/publish/PublishStatus.tsx';
import { GlobalSearch } from '../features/search/GlobalSearch.tsx';
import { useT } from '../lib/i18n.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

export function TopBar({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const t = useT();
  return (
    <header className="admin-topbar d-flex flex-wrap align-items-center gap-2 px-3 py-2 border-bottom bg-body sticky-top">
      <button
        type="button"
        className="btn btn-outline-secondary d-lg-none"
        onClick={onOpenMenu}
        aria-label={t('Open navigation')}
        aria-controls="admin-sidebar"
        aria-expanded={menuOpen}
      >
        <MenuIcon />
      </button>
      {/* on a phone this goes to a line of its own below the controls (admin.css) */}
      <div className="admin-topbar-status d-flex flex-wrap align-items-center gap-2 min-w-0">
        <PublishStatus />
        <ChangesCount />
        <ReadyCount />
        <NewLeadsCount />
      </div>
      <div className="ms-auto d-flex align-items-center gap-1">
        <GlobalSearch />
        <LanguageSelect />
        <button type="button" className="btn btn-link text-body-secondary px-2" aria-label={t('Notifications')}>
          <BellIcon />
        </button>
        <Link to={paths.settings.path} className="btn btn-link text-body-secondary px-2" aria-label={t('Settings')}>
          <GearIcon />
        </Link>
      </div>
    </header>
  );
}
