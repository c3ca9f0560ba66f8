// The signed-in administrator's token lives in localStorage under the key "token" (SPEC.md section 9).
const KEY = 'token';

export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // storage unavailable: nothing to clear
    }
  },
};
