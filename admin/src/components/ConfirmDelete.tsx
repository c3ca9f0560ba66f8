// Delete confirmations (SPEC.md section 5): a toast at top-center with Yes and No that lasts 5000 ms;
// letting it run out means No.
import { toast } from 'react-hot-toast';
import { t } from '../lib/i18n.ts';

export const CONFIRM_DURATION = 5000;

export function confirmDelete(question: string): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const answer = (yes: boolean, id?: string) => {
      if (settled) return;
      settled = true;
      if (id) toast.dismiss(id);
      resolve(yes);
    };
    toast.custom(
      (shown) => (
        <div
          role="alertdialog"
          aria-label={t('Confirm delete')}
          aria-describedby={`confirm-${shown.id}`}
          className={`card shadow border-danger-subtle ${shown.visible ? '' : 'opacity-0'}`}
          style={{ maxWidth: 380 }}
        >
          <div className="card-body py-2 px-3">
            <p id={`confirm-${shown.id}`} className="mb-2">
              {t(question)}
            </p>
            <div className="d-flex gap-2 justify-content-end">
              <button type="button" className="btn btn-sm btn-danger" onClick={() => answer(true, shown.id)}>
                {t('Yes')}
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" autoFocus onClick={() => answer(false, shown.id)}>
                {t('No')}
              </button>
            </div>
          </div>
        </div>
      ),
      { position: 'top-center', duration: CONFIRM_DURATION },
    );
    setTimeout(() => answer(false), CONFIRM_DURATION);
  });
}
