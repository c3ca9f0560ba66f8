// Leaving the screen with unsaved changes: a change of a part saved by a button is not dropped without
// asking (autosaved parts are saved on the way out instead), and closing the tab asks while anything
// is unsaved.
import { useCallback, useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { msg, t } from '../../lib/i18n.ts';

const LEAVE_QUESTION = msg('You have unsaved changes. Leave this page without saving them?');

export function useLeaveGuard(dirtyCount: number, manualDirty: () => boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyCount > 0 && currentLocation.pathname !== nextLocation.pathname && manualDirty());
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t(LEAVE_QUESTION))) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (dirtyCount > 0) e.preventDefault();
      },
      [dirtyCount],
    ),
  );
}
