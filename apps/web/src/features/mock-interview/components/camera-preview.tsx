import { STREAM_ATTACH_DELAY_MS } from '@rehearse/contract/mock-constants';
import { useEffect, useRef } from 'react';

/** The live camera picture (muted, mirrored). The stream is attached after the spec's 100 ms delay. */
export function CameraPreview({ stream }: { stream: MediaStream | null }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (video.current) video.current.srcObject = stream;
    }, STREAM_ATTACH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stream]);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      {stream ? (
        <video ref={video} autoPlay muted playsInline className="size-full -scale-x-100 object-cover" aria-label="Camera preview" />
      ) : (
        <div className="flex size-full items-center justify-center text-sm text-slate-300">Camera off</div>
      )}
    </div>
  );
}
