// Who is signed in (SPEC.md section 4 "Auth"): the token is kept under localStorage "token"; at start a
// stored token is verified; the server refusing it (a 401, there or on any call) signs out, while a
// verification that got no answer keeps the token.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api, setUnauthorizedHandler } from './api.ts';
import { msg, setLanguage } from './i18n.ts';
import { notify } from './toast.tsx';
import type { User } from '../../../server/api-types.ts';
import { tokenStore } from './token.ts';

/** The signed-in user, as /v2/api/login and /verify answer it. */
export type AdminUser = User;

export type AuthStatus = 'checking' | 'guest' | 'signed-in';

interface AuthContextValue {
  status: AuthStatus;
  user: AdminUser | null;
  /** resolves with the server's answer; throws ApiError when the server refuses */
  login(email: string, password: string): Promise<{ message?: string; user: AdminUser }>;
  logout(): Promise<void>;
  /** reads the signed-in user again (after the user edits their own profile) */
  refreshUser(): Promise<void>;
}

/** After sign-in the user's stored language wins over the browser's (until then the browser's decides). */
function followUserLanguage(user: AdminUser): void {
  if (user.language) setLanguage(user.language);
}

/** the waits before verifying a stored token again when a try got no answer */
const VERIFY_RETRY_MS = [1000, 2000, 4000];
/** said when the last try got no answer either (the token is kept) */
const VERIFY_UNANSWERED = msg('Your sign-in could not be checked: the server did not answer. Reload the page to try again.');

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>(() => (tokenStore.get() ? 'checking' : 'guest'));
  const [user, setUser] = useState<AdminUser | null>(null);

  const signOutLocally = useCallback(() => {
    tokenStore.clear();
    setUser(null);
    setStatus('guest');
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(signOutLocally);
    return () => setUnauthorizedHandler(() => {});
  }, [signOutLocally]);

  const verify = useCallback(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await api.get<{ user: AdminUser }>('/v2/api/verify');
        followUserLanguage(answer.user);
        setUser(answer.user);
        setStatus('signed-in');
        return;
      } catch (err) {
        // the server refused the token: api.ts has signed out already
        if (err instanceof ApiError && err.kind === 'unauthorized') return;
        // No answer, or no refusal of the token: the page going away mid-request (a reload), the
        // network or the server down. The token stays (a later start verifies it again); this page tries
        // again a few times.
        if (attempt < VERIFY_RETRY_MS.length) await new Promise((r) => setTimeout(r, VERIFY_RETRY_MS[attempt]));
        else {
          // at start: the sign-in page; a signed-in user's refresh (refreshUser) leaves them as they are
          setStatus((now) => (now === 'checking' ? 'guest' : now));
          notify.error(VERIFY_UNANSWERED, { id: VERIFY_UNANSWERED });
          return;
        }
      }
    }
  }, []);

  useEffect(() => {
    if (tokenStore.get()) void verify();
    // only once, at start
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      async login(email, password) {
        const answer = await api.post<{ token: string; user: AdminUser }>('/v2/api/login', { email, password }, { auth: false, signOutOn401: false });
        tokenStore.set(answer.token);
        followUserLanguage(answer.user);
        setUser(answer.user);
        setStatus('signed-in');
        return answer;
      },
      async logout() {
        try {
          await api.post('/v2/api/logout', undefined, { signOutOn401: false });
        } catch {
          // the token is dropped here whatever the server said
        }
        signOutLocally();
      },
      async refreshUser() {
        await verify();
      },
    }),
    [status, user, signOutLocally, verify],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
