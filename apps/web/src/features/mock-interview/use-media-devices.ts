import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceErrorMessage } from './device-error.ts';
import { SILENCE_DBFS, dbfsOf, meterBallistics, meterLevelOf, nextSilentMs } from './mic-level.ts';

const METER_TICK_MS = 100;
/** About 43 ms at 48 kHz: a syllable's length, so one window holds speech, not a single cycle of it. */
const METER_WINDOW_SAMPLES = 2048;

export interface MediaDevicesState {
  stream: MediaStream | null;
  /** The stream has delivered video (the preview can play). */
  ready: boolean;
  /** Why the camera or microphone could not be opened, in words. */
  error: string | null;
  /** Microphone level 0–1 on the dBFS scale of mic-level.ts, updated 10 times a second while the stream is open. */
  level: number;
  /** The loudest level heard since the stream opened (the device check wants some sound). */
  peak: number;
  /** Whole seconds the meter has read 'No Audio' without a break (the 'Still recording' cue). */
  silentSeconds: number;
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
  const [silentSeconds, setSilentSeconds] = useState(0);
  const audio = useRef<{ context: AudioContext; timer: number } | null>(null);
  const current = useRef<MediaStream | null>(null);
  const opening = useRef<Promise<MediaStream | null> | null>(null);
  const mounted = useRef(false);

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
    setSilentSeconds(0);
  }, []);

  const acquire = useCallback(async (): Promise<MediaStream | null> => {
    setError(null);
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia is not available');
      media = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
    } catch (cause) {
      if (mounted.current) setError(deviceErrorMessage(cause));
      return null;
    }
    // The page was left while the browser asked: nothing may keep the camera on.
    if (!mounted.current) {
      media.getTracks().forEach((t) => t.stop());
      return null;
    }
    current.current = media;
    setStream(media);
    const [video] = media.getVideoTracks();
    setReady(Boolean(video && video.readyState === 'live'));
    try {
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = METER_WINDOW_SAMPLES;
      context.createMediaStreamSource(media).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      let shown = SILENCE_DBFS;
      let silentMs = 0;
      const timer = window.setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        shown = meterBallistics(shown, dbfsOf(samples), METER_TICK_MS);
        const value = meterLevelOf(shown);
        setLevel(value);
        setPeak((p) => Math.max(p, value));
        silentMs = nextSilentMs(silentMs, value, METER_TICK_MS);
        setSilentSeconds(Math.floor(silentMs / 1000));
      }, METER_TICK_MS);
      audio.current = { context, timer };
    } catch {
      // No Web Audio: the meter stays at 0, recording still works.
    }
    return media;
  }, []);

  /** One request at a time: a second call while the browser asks waits for the same stream. */
  const open = useCallback((): Promise<MediaStream | null> => {
    if (current.current) return Promise.resolve(current.current);
    opening.current ??= acquire().finally(() => {
      opening.current = null;
    });
    return opening.current;
  }, [acquire]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
    };
  }, [release]);

  return { stream, ready, error, level, peak, silentSeconds, open, release };
}
