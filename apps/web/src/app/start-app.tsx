import { startTransition, StrictMode } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { wasSignedIn } from '../lib/signed-in-memory.ts';
import { storedStaffUsername } from '../lib/staff-session-key.ts';
import { App } from './app.tsx';
import { canHydrate } from './hydration.ts';
import { loadMatchedRoutes } from './lazy-route.tsx';
import { appRoutes } from './router.tsx';

/** Whether the page's pre-rendered markup (/, /login) can be hydrated here, its screen's file fetched first. */
async function readyToHydrate(container: HTMLElement): Promise<boolean> {
  const page = {
    prerenderedFor: container.dataset.prerendered,
    url: location.pathname + location.search,
    // react-router keeps a location's state under `usr` in the history entry, and reads it back from there.
    routerState: (history.state as { usr?: unknown } | null)?.usr ?? null,
    wasSignedIn: wasSignedIn(),
    staffSignedIn: storedStaffUsername() !== null,
  };
  if (!canHydrate(page)) return false;
  try {
    await loadMatchedRoutes(appRoutes, location.pathname);
    return true;
  } catch {
    return false; // Rendered anew, the router fetches the screen again and shows its error page should that fail too.
  }
}

/** Hydrates the pre-rendered page in `root`, or renders the app anew over it. */
export async function startApp(root: HTMLElement, reactDom: { createRoot: typeof CreateRoot; hydrateRoot: typeof HydrateRoot }): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const hydrate = await readyToHydrate(root);
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: a phone stays responsive while the page starts (Lighthouse's blocking time).
  startTransition(() => {
    if (hydrate) reactDom.hydrateRoot(root, app);
    else reactDom.createRoot(root).render(app);
  });
}
