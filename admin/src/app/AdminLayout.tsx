// Every signed-in screen: the sidebar (an off-canvas panel below 992px) beside the top bar and content.
import { useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { Outlet } from 'react-router-dom';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { FocusFieldFromLink } from '../hooks/useLinkTargets.ts';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { useT } from '../lib/i18n.ts';

export function AdminLayout() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className="d-flex min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3">
        {t('Skip to content')}
      </a>
      <Offcanvas id="admin-sidebar" responsive="lg" show={menuOpen} onHide={close} className="admin-sidebar" aria-label={t('Navigation')}>
        <Offcanvas.Header closeButton closeLabel={t('Close navigation')} className="d-lg-none text-bg-dark">
          <Offcanvas.Title as="h2" className="h5">
            {t('Admin')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0 d-flex">
          <Sidebar onNavigate={close} />
        </Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 d-flex flex-column" style={{ minWidth: 0 }}>
        <TopBar onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
        <main id="main" tabIndex={-1} className="flex-grow-1 p-3 p-lg-4 bg-body">
          <Screen />
        </main>
        {/* one History panel for every screen, opened by ?history=type:id; both read the address in a
            child of their own, so the layout (and the screen in its outlet) does not render again on
            every router change, which would repeat a screen's leave-without-saving question */}
        <HistoryPanel />
        <FocusFieldFromLink />
      </div>
    </div>
  );
}

/**
 * The routed screen. A restore does not mount it again: each form is keyed on its item's revision
 * (hooks/useRevision.ts). A child of its own, so only the screen renders.
 */
function Screen() {
  return <Outlet />;
}
