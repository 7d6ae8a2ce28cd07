import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a pre-rendered page is being hydrated (and when pre-rendering it), true once React is in charge of the
 * page: a form in a pre-rendered page keeps its submit button off until then, or a quick visitor's submit would go
 * to the browser's own form submission (the password in the URL) instead of the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
