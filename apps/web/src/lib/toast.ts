import { toast } from 'sonner';

/** Design: toasts top-right; errors stay 5 s, successes 3 s, anything else 4 s. */
export const TOAST_POSITION = 'top-right';
export const TOAST_DURATION_MS = { error: 5000, success: 3000, other: 4000 } as const;

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS.other }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION_MS.other }),
};
