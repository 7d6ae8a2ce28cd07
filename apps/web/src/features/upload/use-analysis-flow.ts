import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { DETAIL_REDIRECT_DELAY_MS } from '../../lib/analysis-polling.ts';
import { ANALYSIS_FLOW_MESSAGES } from '../../lib/analysis-messages.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useAnalysisJobProgress } from '../../lib/use-analysis-job-progress.ts';
import { startAnalysis } from './api/start-analysis.ts';
import { uploadVideo } from './api/upload-video.ts';
import { authClient } from '../../lib/auth-client.ts';
import { forwardProgress } from './forward-stage.ts';

/** The upload flow: idle → uploading → starting → processing → completed | failed (| timed-out). */
export type FlowState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'starting' }
  | { phase: 'processing'; sessionId: string; stage: AnalysisStage; progress: number }
  | { phase: 'completed'; sessionId: string }
  | { phase: 'failed'; title: string; message: string; sessionId: string | null }
  | { phase: 'timed-out'; sessionId: string };

const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError && error.message ? error.message : fallback);

export function useAnalysisFlow() {
  const [state, setState] = useState<FlowState>({ phase: 'idle' });
  const navigate = useNavigate();
  const abortRef = useRef<AbortController | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  // The job is followed while the flow is processing it; the hook stops following when the phase moves on.
  const following = state.phase === 'processing' ? state.sessionId : null;
  const progress = useAnalysisJobProgress(following);
  const { data, error, stalled } = progress;
  useEffect(() => {
    if (following === null) return;
    if (error) {
      notify.error(ANALYSIS_FLOW_MESSAGES.statusFailed);
      setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.statusFailed, message: ANALYSIS_FLOW_MESSAGES.statusFailed, sessionId: following });
    } else if (data?.status === 'completed') {
      notify.success(ANALYSIS_FLOW_MESSAGES.completed);
      setState({ phase: 'completed', sessionId: following });
      authClient.$store.notify('$sessionSignal');
      timerRef.current = setTimeout(() => navigate(`/analysis/${encodeURIComponent(following)}`), DETAIL_REDIRECT_DELAY_MS);
    } else if (data?.status === 'failed') {
      notify.error(ANALYSIS_FLOW_MESSAGES.failed);
      setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.failed, message: data.error ?? ANALYSIS_FLOW_MESSAGES.failed, sessionId: following });
    } else if (stalled) {
      notify.error(ANALYSIS_FLOW_MESSAGES.timedOut);
      setState({ phase: 'timed-out', sessionId: following });
    } else if (data) {
      setState((prev) => (prev.phase === 'processing' && prev.sessionId === following ? { ...prev, ...forwardProgress(prev, data) } : prev));
    }
  }, [following, data, error, stalled, navigate]);

  const run = useCallback(
    async (file: File, speakerSetup: SpeakerSetup) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ phase: 'uploading', percent: 0 });
      let uploadId: string;
      try {
        const uploaded = await uploadVideo({
          file,
          speakerSetup,
          signal: controller.signal,
          onProgress: (percent) => setState({ phase: 'uploading', percent }),
        });
        uploadId = uploaded.video_upload.id;
        notify.success(ANALYSIS_FLOW_MESSAGES.uploaded);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = messageOf(error, ANALYSIS_FLOW_MESSAGES.uploadFailed);
        notify.error(message);
        setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.uploadFailed, message, sessionId: null });
        return;
      }
      setState({ phase: 'starting' });
      try {
        const started = await startAnalysis(uploadId);
        notify.success(ANALYSIS_FLOW_MESSAGES.started);
        authClient.$store.notify('$sessionSignal');
        setState({ phase: 'processing', sessionId: started.session_id, stage: 'queued', progress: 0 });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = messageOf(error, ANALYSIS_FLOW_MESSAGES.startFailed);
        notify.error(message === ANALYSIS_FLOW_MESSAGES.startFailed ? message : `${ANALYSIS_FLOW_MESSAGES.startFailed}: ${message}`);
        setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.startFailed, message, sessionId: null });
      }
    },
    [],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    if (timerRef.current) clearTimeout(timerRef.current);
    setState({ phase: 'idle' });
  }, []);

  return { state, run, reset };
}
