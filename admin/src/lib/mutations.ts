// The write half of every CRUD screen (react-admin style): run the call, report the SPEC.md text,
// refresh the lists it touched. Screens pick where the texts go: toasts by default, or an alert.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, failureText, type FailureTexts } from './api.ts';
import { notify } from './toast.tsx';

export interface Reporter {
  success(text: string): void;
  error(text: string): void;
}

export const toastReporter: Reporter = {
  success: (text) => notify.success(text),
  error: (text) => notify.error(text),
};

export interface ApiMutationOptions<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** the success text; null to stay quiet */
  success: string | null | ((result: TResult, vars: TVars) => string | null);
  failure: FailureTexts | ((vars: TVars) => FailureTexts);
  /** lists to read again after a success */
  invalidate?: QueryKey[];
  report?: Reporter;
  onSuccess?: (result: TResult, vars: TVars) => void;
  onError?: (err: unknown, vars: TVars) => void;
}

export function useApiMutation<TVars = void, TResult = unknown>(o: ApiMutationOptions<TVars, TResult>) {
  const queryClient = useQueryClient();
  const report = o.report ?? toastReporter;
  return useMutation<TResult, unknown, TVars>({
    mutationFn: o.mutationFn,
    onSuccess: async (result, vars) => {
      const text = typeof o.success === 'function' ? o.success(result, vars) : o.success;
      if (text) report.success(text);
      o.onSuccess?.(result, vars);
      await Promise.all((o.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async (err, vars) => {
      const texts = typeof o.failure === 'function' ? o.failure(vars) : o.failure;
      const text = failureText(err, texts);
      if (text) report.error(text);
      o.onError?.(err, vars);
      // refused because the screen showed an old version (412, 409): what it shows is read again
      if (err instanceof ApiError && (err.status === 412 || err.status === 409))
        await Promise.all((o.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
