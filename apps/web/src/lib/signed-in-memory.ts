/**
 * Whether this browser's last session answer was a signed-in user. Only a hint for what to show while the session
 * loads (a spinner for a returning user, the public screens at once for everyone else); the session answer decides.
 * Where there is no storage (pre-rendering at build time) nobody was signed in.
 */
const SIGNED_IN_KEY = 'rehearse.signedIn';

export function rememberSignedIn(signedIn: boolean, storage: Storage = globalThis.localStorage): void {
  try {
    if (signedIn) storage.setItem(SIGNED_IN_KEY, '1');
    else storage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage refused (private mode, quota): the hint is lost, nothing else.
  }
}

export function wasSignedIn(storage: Storage = globalThis.localStorage): boolean {
  try {
    return storage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}
