// Toasts as SPEC.md section 9 fixes them: top-right; success 2 s; blank, error and custom 4 s;
// loading stays until replaced; at most 20 at once (react-hot-toast keeps at most 20 per toaster).
import { Toaster, toast, type ToastOptions } from 'react-hot-toast';
import { t } from './i18n.ts';

export const TOAST_DURATION = { success: 2000, error: 4000, blank: 4000, custom: 4000, loading: Infinity } as const;

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATION.blank,
        success: { duration: TOAST_DURATION.success },
        error: { duration: TOAST_DURATION.error },
        loading: { duration: TOAST_DURATION.loading },
        custom: { duration: TOAST_DURATION.custom },
      }}
    />
  );
}

/** The only way screens raise toasts, so durations stay those of the spec. */
// Messages are translated here, so texts made before the language was known (constants, the server's
// answers) show in the user's language; an unknown one shows as it came.
export const notify = {
  success: (message: string, o?: ToastOptions) => toast.success(t(message), { duration: TOAST_DURATION.success, ...o }),
  error: (message: string, o?: ToastOptions) => toast.error(t(message), { duration: TOAST_DURATION.error, ...o }),
  info: (message: string, o?: ToastOptions) => toast(t(message), { duration: TOAST_DURATION.blank, ...o }),
  /** stays until `success`/`error` is called with the same id, or `dismiss` */
  loading: (message: string, o?: ToastOptions) => toast.loading(t(message), { duration: TOAST_DURATION.loading, ...o }),
  dismiss: (id?: string) => toast.dismiss(id),
};
