import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../lib/toast.ts';

/** Offset below the sticky navbar so toasts never cover the account menu. */
const NAVBAR_CLEARANCE_PX = 72;

export function AppToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      offset={{ top: NAVBAR_CLEARANCE_PX }}
      duration={TOAST_DURATION_MS.other}
      richColors
      closeButton
    />
  );
}
