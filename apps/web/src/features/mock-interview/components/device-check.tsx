import { DEVICE_CHECK_MESSAGES } from '../device-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isSilent } from '../mic-level.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { CameraPreview } from './camera-preview.tsx';
import { MicMeter } from './mic-meter.tsx';

/** Camera and microphone check before question 1: the picture, the level, and a clear message per failure. */
export function DeviceCheck({ devices, onContinue, continueLabel, busy }: { devices: MediaDevicesState; onContinue: () => void; continueLabel: string; busy: boolean }) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold text-slate-900">Check your camera and microphone</h2>
      <p className="mt-1 text-sm text-slate-600">Make sure your face is lit and centred, then say a few words to see the level move.</p>
      <div className="mt-4">
        <CameraPreview stream={devices.stream} />
      </div>
      <div className="mt-3">
        <MicMeter level={devices.level} />
      </div>
      {devices.error && (
        <Alert tone="error" className="mt-3" title="Camera or microphone unavailable">
          {devices.error}
        </Alert>
      )}
      {devices.stream && isSilent(devices.peak) && (
        <p className="mt-2 text-xs text-slate-500">{DEVICE_CHECK_MESSAGES.silent}</p>
      )}
      <div className="mt-5 flex gap-3">
        {devices.error ? (
          <Button onClick={() => void devices.open()}>Try Again</Button>
        ) : (
          <Button onClick={onContinue} disabled={!devices.stream} loading={busy}>
            {continueLabel}
          </Button>
        )}
      </div>
    </Card>
  );
}
