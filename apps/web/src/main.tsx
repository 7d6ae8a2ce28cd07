import './styles.css';

/** Lets the browser paint and handle input before the next part of the app's script runs. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The app's script runs in two parts, each in a task of its own: react-dom, then the app and its router. As one
// module graph it was evaluated (and mostly compiled) in one task, the longest of the page's start on a phone
// (Lighthouse's blocking time). The built pages preload every part (scripts/preload-entry-imports.ts), so the
// split costs no round trip. Not a top-level await: with one, the bundler splits the first load into dozens of files.
void (async () => {
  const reactDom = await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app/start-app.tsx');
  await startApp(root, reactDom);
})();
