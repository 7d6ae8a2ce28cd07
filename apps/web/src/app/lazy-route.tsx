import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';

type Load = () => Promise<ComponentType>;

/**
 * A route whose screen is fetched when it is first visited, so the landing page does not download it.
 * A deep link shows the spinner while the screen loads; a failed load (e.g. a deploy replaced the file)
 * lands in the root route's error page, which offers a reload.
 */
export function lazyPage(path: string, load: Load): RouteObject {
  return { path, hydrateFallbackElement: <PageSpinner />, lazy: async () => ({ Component: await load() }) };
}

/** A pathless guard route fetched on demand, for guards that need the API contract (zod) to decide. */
export function lazyGuard(load: Load, children: RouteObject[]): RouteObject {
  return { hydrateFallbackElement: <PageSpinner />, lazy: async () => ({ Component: await load() }), children };
}

/**
 * Fetches the on-demand routes that match `pathname` and makes them ordinary routes, before the router is created:
 * then the router renders the screen at once instead of its spinner, as hydrating a pre-rendered page needs.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
