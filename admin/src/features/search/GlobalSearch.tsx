// The global search's place in the top bar (issue 22, item 3): a box that opens the search dialog, and
// Ctrl+K (⌘K on a Mac) opening it from anywhere in the admin.
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { SearchDialog } from './SearchDialog.tsx';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const SearchIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <line x1="16.5" y1="16.5" x2="21" y2="21" />
  </svg>
);

export function GlobalSearch() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        // the browser's own Ctrl+K (its address bar search) would take the focus away
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm d-flex align-items-center gap-2 text-start global-search-button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts={onMac ? 'Meta+K' : 'Control+K'}
      >
        <SearchIcon />
        {/* a phone's top bar has room for the icon only: the words are then hidden from sight (admin.css), still the button's name */}
        <span className="flex-grow-1 global-search-label">{t('Search everything')}</span>
        <kbd className="d-none d-md-inline">{onMac ? '⌘K' : 'Ctrl+K'}</kbd>
      </button>
      <SearchDialog show={open} onHide={() => setOpen(false)} />
    </>
  );
}
