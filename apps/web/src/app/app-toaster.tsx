import { useEffect, useRef, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { ABOVE_DIALOGS_ATTRIBUTE, showInTopLayer } from '../components/ui/top-layer.ts';
import { TOAST_DURATION_MS, TOAST_POSITION } from '../lib/toast.ts';

/** Offset below the sticky navbar so toasts never cover the account menu (or, on a phone, the menu button). */
const NAVBAR_CLEARANCE_PX = 72;

/**
 * sonner's rich colours, each text darkened to at least 4.5:1 on its own pale background (WCAG AA); sonner's are
 * 3.0–4.3:1. Same hues, so the toasts look as before.
 */
export const TOAST_TEXT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** The toasts live in the browser's top layer, so a modal dialog's backdrop never dims them. */
export function AppToaster() {
  const layerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (layerRef.current) showInTopLayer(layerRef.current);
  }, []);
  return (
    <div ref={layerRef} popover="manual" {...{ [ABOVE_DIALOGS_ATTRIBUTE]: '' }} className="m-0 size-0 overflow-visible border-0 bg-transparent p-0">
      <Toaster
        position={TOAST_POSITION}
        offset={{ top: NAVBAR_CLEARANCE_PX }}
        mobileOffset={{ top: NAVBAR_CLEARANCE_PX }}
        duration={TOAST_DURATION_MS.other}
        style={TOAST_TEXT_COLOURS}
        richColors
        closeButton
      />
    </div>
  );
}
