import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../lib/toast.ts';

export function AppToaster() {
  return <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS.other} richColors closeButton />;
}
