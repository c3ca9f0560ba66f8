// Delete confirmations (SPEC.md section 5): a toast at top-center with Yes and No that lasts 5000 ms;
// letting it run out means No.
import { toast } from 'react-hot-toast';

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
      (t) => (
        <div
          role="alertdialog"
          aria-label="Confirm delete"
          aria-describedby={`confirm-${t.id}`}
          className={`card shadow border-danger-subtle ${t.visible ? '' : 'opacity-0'}`}
          style={{ maxWidth: 380 }}
        >
          <div className="card-body py-2 px-3">
            <p id={`confirm-${t.id}`} className="mb-2">
              {question}
            </p>
            <div className="d-flex gap-2 justify-content-end">
              <button type="button" className="btn btn-sm btn-danger" onClick={() => answer(true, t.id)}>
                Yes
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" autoFocus onClick={() => answer(false, t.id)}>
                No
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
