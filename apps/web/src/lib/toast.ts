/**
 * Design: toasts top-right; errors stay 5 s, successes 3 s, anything else 4 s.
 * sonner is not in the first download (docs/decisions/016-landing-code-splitting.md): a toast fetches it on
 * demand, and the app's toaster, once loaded, replays the toasts raised before it subscribed.
 */
export const TOAST_POSITION = 'top-right';
export const TOAST_DURATION_MS = { error: 5000, success: 3000, other: 4000 } as const;

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * One toast at a time: a new message dismisses the one on screen and takes its place. Stacked, sonner keeps the
 * older toasts as empty boxes peeking out behind the newest ('Video uploaded' behind 'Analysis started'), and a stale
 * message, an error above all, never stays under a fresh one. A new toast rather than the old one updated: an update
 * that lands while the old one is closing is carried out with it, and the message is lost.
 */
let onScreen: string | number | undefined;

function show(kind: ToastKind, message: string, duration: number): void {
  import('sonner').then(
    ({ toast }) => {
      if (onScreen !== undefined) toast.dismiss(onScreen);
      onScreen = toast[kind](message, { duration });
    },
    (error: unknown) => console.error(`Could not show the ${kind} message "${message}"`, error),
  );
}

export const notify = {
  success: (message: string) => show('success', message, TOAST_DURATION_MS.success),
  error: (message: string) => show('error', message, TOAST_DURATION_MS.error),
  info: (message: string) => show('info', message, TOAST_DURATION_MS.other),
  warning: (message: string) => show('warning', message, TOAST_DURATION_MS.other),
};
