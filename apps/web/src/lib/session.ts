import { useSyncExternalStore } from 'react';

// The spec fixes these two localStorage keys; nothing else about the session is stored.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export const session = {
  getToken(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  signIn(token: string, user: unknown) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    notify();
  },
  /** Any 401 removes only the token (spec §4). */
  removeToken() {
    localStorage.removeItem(TOKEN_KEY);
    notify();
  },
  /** The sidebar's Sign out clears the whole session. */
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    sessionStorage.clear();
    notify();
  },
  getUser(): { name?: string; email?: string } | null {
    try {
      return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    } catch {
      return null;
    }
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_KEY || e.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getToken, () => null);
}
