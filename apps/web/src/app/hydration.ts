export interface PageToStart {
  /** The URL (path and query) the page's markup was pre-rendered for (`#root[data-prerendered]`), if any. */
  prerenderedFor: string | undefined;
  /** The URL (path and query) the browser is at. */
  url: string;
  /** The router's location state kept with this history entry (e.g. the e-mail just registered), null if none. */
  routerState: unknown;
  wasSignedIn: boolean;
  staffSignedIn: boolean;
}

/**
 * Whether the app's first render here gives the pre-rendered markup, so React may hydrate it instead of replacing
 * it: the same URL (a query such as `?verified=1` changes the screen), no router location state (a reload keeps it,
 * and the sign-in page shows the e-mail just registered from it), and a visitor as the build rendered it (no user
 * remembered, no staff member, whose navbar differs). Otherwise the app renders anew over the page.
 */
export function canHydrate({ prerenderedFor, url, routerState, wasSignedIn, staffSignedIn }: PageToStart): boolean {
  return prerenderedFor === url && routerState == null && !wasSignedIn && !staffSignedIn;
}
