import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { appRoutes } from './app/router.tsx';

/**
 * The app's markup at `path` as a first-time visitor's browser first renders it (session loading, nothing fetched
 * yet), for the build to put into that page's HTML (scripts/prerender-pages.ts): the page shows before its script
 * has run, and the script then hydrates it (app/start-app.tsx). Runs in Node at build time, never in the browser.
 */
export async function prerenderPage(path: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page to pre-render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  // A part that suspended is left to the browser (React marks it `<!--$!-->`); hydrating it would not match.
  if (html.includes('<!--$!-->')) throw new Error(`${path}: a part of the page suspended while pre-rendering`);
  return html;
}
