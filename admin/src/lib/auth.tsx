// Who is signed in (SPEC.md section 4 "Auth"): the token is kept under localStorage "token"; at start a
// stored token is verified; the server refusing it (a 401, there or on any call) signs out, while a
// verification that got no answer keeps the token.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, SET_UP_FIRST, api, setSetUpFirstHandler, setUnauthorizedHandler } from './api.ts';
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
  /**
   * resolves with the server's answer; throws ApiError when the server refuses. For a user with
   * two-factor sign-in on it answers the challenge of the second step instead (no token yet).
   */
  login(email: string, password: string): Promise<{ message?: string; user: AdminUser } | { twoFactor: true; challenge: string }>;
  /** the second step of a sign-in: a code of the authenticator app, or a recovery code */
  loginWithCode(challenge: string, answer: { code: string } | { recoveryCode: string }): Promise<{ message?: string; user: AdminUser }>;
  /** true while the security policy wants this user to set up two-factor sign-in before anything else */
  mustSetUpTwoFactor: boolean;
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

interface SignInCheck {
  user: AdminUser;
  /** the security policy wants this user to set up two-factor sign-in before anything else */
  setUpFirst: boolean;
}

/**
 * Who a stored token is, and whether the server wants two-factor sign-in set up first (API.md: a 403
 * of any other call says so; publishing's status is a cheap one). The two reads go out together: one
 * after the other they were a round trip more before the first screen could ask for its data.
 */
async function readSignIn(): Promise<SignInCheck> {
  const setUpFirst = api.get('/v2/api/publishing').then(
    () => false,
    (err: unknown) => err instanceof ApiError && err.serverMessage === SET_UP_FIRST,
  );
  const answer = await api.get<{ user: AdminUser }>('/v2/api/verify');
  return { user: answer.user, setUpFirst: answer.user.twoFactor ? false : await setUpFirst };
}

/**
 * The start's check of a stored token, sent while the admin's code loads rather than after its first
 * render (issue 31: Project Manage's first paint waited for it, then for its screen's own reads).
 */
let startCheck: Promise<SignInCheck> | null = tokenStore.get() ? readSignIn() : null;
// taken by the first verify; a refused token rejects it before anyone awaits it
startCheck?.catch(() => undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>(() => (tokenStore.get() ? 'checking' : 'guest'));
  const [user, setUser] = useState<AdminUser | null>(null);
  const [mustSetUpTwoFactor, setMustSetUpTwoFactor] = useState(false);

  const signOutLocally = useCallback(() => {
    tokenStore.clear();
    setUser(null);
    setMustSetUpTwoFactor(false);
    setStatus('guest');
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(signOutLocally);
    setSetUpFirstHandler(() => setMustSetUpTwoFactor(true));
    return () => {
      setUnauthorizedHandler(() => {});
      setSetUpFirstHandler(() => {});
    };
  }, [signOutLocally]);

  /** Asks the server whether this token may do more than set up two-factor sign-in (API.md: a 403 says so). */
  const checkSetUpFirst = useCallback(async (signedIn: AdminUser) => {
    if (signedIn.twoFactor) {
      setMustSetUpTwoFactor(false);
      return;
    }
    try {
      await api.get('/v2/api/publishing');
      setMustSetUpTwoFactor(false);
    } catch (err) {
      setMustSetUpTwoFactor(err instanceof ApiError && err.serverMessage === SET_UP_FIRST);
    }
  }, []);

  const signedIn = useCallback(
    async (token: string, signedInUser: AdminUser) => {
      tokenStore.set(token);
      followUserLanguage(signedInUser);
      await checkSetUpFirst(signedInUser);
      setUser(signedInUser);
      setStatus('signed-in');
    },
    [checkSetUpFirst],
  );

  const verify = useCallback(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const check = startCheck ?? readSignIn();
        startCheck = null;
        const answer = await check;
        followUserLanguage(answer.user);
        setMustSetUpTwoFactor(answer.setUpFirst);
        setUser(answer.user);
        setStatus('signed-in');
        return;
      } catch (err) {
        // the server refused the token: api.ts has signed out already, unless the refusal came before
        // this provider registered its handler (the start's check is sent before the first render)
        if (err instanceof ApiError && err.kind === 'unauthorized') {
          signOutLocally();
          return;
        }
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
  }, [signOutLocally]);

  useEffect(() => {
    if (tokenStore.get()) void verify();
    // only once, at start
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      mustSetUpTwoFactor,
      async login(email, password) {
        const answer = await api.post<{ token?: string; user?: AdminUser; twoFactor?: true; challenge?: string }>(
          '/v2/api/login',
          { email, password },
          { auth: false, signOutOn401: false },
        );
        if (answer.twoFactor && answer.challenge) return { twoFactor: true, challenge: answer.challenge };
        await signedIn(answer.token!, answer.user!);
        return { message: answer.message, user: answer.user! };
      },
      async loginWithCode(challenge, code) {
        const answer = await api.post<{ token: string; user: AdminUser }>('/v2/api/login/2fa', { challenge, ...code }, { auth: false, signOutOn401: false });
        await signedIn(answer.token, answer.user);
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
    [status, user, mustSetUpTwoFactor, signOutLocally, verify, signedIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
