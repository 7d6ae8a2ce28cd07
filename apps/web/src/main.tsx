import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { canHydrate } from './app/hydration.ts';
import { loadMatchedRoutes } from './app/lazy-route.tsx';
import { appRoutes } from './app/router.tsx';
import { wasSignedIn } from './lib/signed-in-memory.ts';
import { storedStaffUsername } from './lib/staff-session-key.ts';
import './styles.css';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Whether the page's pre-rendered markup (/, /login) can be hydrated here, its screen's file fetched first. */
async function readyToHydrate(container: HTMLElement): Promise<boolean> {
  const page = {
    prerenderedFor: container.dataset.prerendered,
    url: location.pathname + location.search,
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

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// Not a top-level await: with one, the bundler splits the first load into dozens of files.
void readyToHydrate(root).then((hydrate) => {
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: a phone stays responsive while the page starts (Lighthouse's blocking time).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
