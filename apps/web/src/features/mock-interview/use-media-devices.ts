import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceErrorMessage } from './device-error.ts';

export interface MediaDevicesState {
  stream: MediaStream | null;
  /** The stream has delivered video (the preview can play). */
  ready: boolean;
  /** Why the camera or microphone could not be opened, in words. */
  error: string | null;
  /** Microphone level 0–1, updated about 10 times a second while the stream is open. */
  level: number;
  /** The loudest level heard since the stream opened (the device check wants some sound). */
  peak: number;
  open(): Promise<MediaStream | null>;
  release(): void;
}

/** The camera and microphone: opens them, measures the microphone level (Web Audio), releases them. */
export function useMediaDevices(): MediaDevicesState {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [level, setLevel] = useState(0);
  const [peak, setPeak] = useState(0);
  const audio = useRef<{ context: AudioContext; timer: number } | null>(null);
  const current = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    current.current?.getTracks().forEach((t) => t.stop());
    current.current = null;
    if (audio.current) {
      window.clearInterval(audio.current.timer);
      void audio.current.context.close().catch(() => {});
      audio.current = null;
    }
    setStream(null);
    setReady(false);
    setLevel(0);
  }, []);

  const open = useCallback(async () => {
    if (current.current) return current.current;
    setError(null);
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia is not available');
      media = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
    } catch (cause) {
      setError(deviceErrorMessage(cause));
      return null;
    }
    current.current = media;
    setStream(media);
    const [video] = media.getVideoTracks();
    setReady(Boolean(video && video.readyState === 'live'));
    try {
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(media).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const timer = window.setInterval(() => {
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const s of samples) sum += ((s - 128) / 128) ** 2;
        // RMS of speech sits around 0.05–0.3; scaled so normal speech fills most of the meter.
        const value = Math.min(1, Math.sqrt(sum / samples.length) * 4);
        setLevel(value);
        setPeak((p) => Math.max(p, value));
      }, 100);
      audio.current = { context, timer };
    } catch {
      // No Web Audio: the meter stays at 0, recording still works.
    }
    return media;
  }, []);

  useEffect(() => release, [release]);

  return { stream, ready, error, level, peak, open, release };
}
