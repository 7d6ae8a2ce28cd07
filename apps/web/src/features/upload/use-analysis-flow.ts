import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import type { SpeakerSetup } from '@rehearse/contract/speaker-setup';
import { DETAIL_REDIRECT_DELAY_MS, STATUS_POLL_INTERVAL_MS, STATUS_POLL_MAX_ATTEMPTS } from '../../lib/analysis-polling.ts';
import { ANALYSIS_FLOW_MESSAGES } from '../../lib/analysis-messages.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { getAnalysisBySession } from '../../lib/analysis-result/get-analysis-by-session.ts';
import { startAnalysis } from './api/start-analysis.ts';
import { uploadVideo } from './api/upload-video.ts';
import { authClient } from '../../lib/auth-client.ts';
import { forwardProgress } from './forward-stage.ts';
import { decideNextPoll, INITIAL_POLL_STATE, type PollObservation, type PollState } from './polling-decision.ts';

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

  const poll = useCallback(
    (sessionId: string, pollState: PollState, signal: AbortSignal) => {
      timerRef.current = setTimeout(async () => {
        let observation: PollObservation;
        try {
          const s = await getAnalysisBySession(sessionId, signal);
          observation = { kind: 'status', status: s.status, stage: s.stage, progress: s.progress, error: s.error };
          if (s.status !== 'completed' && s.status !== 'failed') {
            setState((prev) => ({ phase: 'processing', sessionId, ...forwardProgress(prev.phase === 'processing' && prev.sessionId === sessionId ? prev : null, s) }));
          }
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            notify.error(ANALYSIS_FLOW_MESSAGES.statusFailed);
            setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.statusFailed, message: ANALYSIS_FLOW_MESSAGES.statusFailed, sessionId });
            return;
          }
          observation = { kind: 'request-failed' };
        }
        const decision = decideNextPoll(pollState, observation, STATUS_POLL_MAX_ATTEMPTS);
        if (decision.kind === 'completed') {
          notify.success(ANALYSIS_FLOW_MESSAGES.completed);
          setState({ phase: 'completed', sessionId });
          authClient.$store.notify('$sessionSignal');
          timerRef.current = setTimeout(() => navigate(`/analysis/${encodeURIComponent(sessionId)}`), DETAIL_REDIRECT_DELAY_MS);
        } else if (decision.kind === 'failed') {
          notify.error(ANALYSIS_FLOW_MESSAGES.failed);
          setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.failed, message: decision.error ?? ANALYSIS_FLOW_MESSAGES.failed, sessionId });
        } else if (decision.kind === 'timed-out') {
          notify.error(ANALYSIS_FLOW_MESSAGES.timedOut);
          setState({ phase: 'timed-out', sessionId });
        } else {
          poll(sessionId, decision.state, signal);
        }
      }, STATUS_POLL_INTERVAL_MS);
    },
    [navigate],
  );

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
        poll(started.session_id, INITIAL_POLL_STATE, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = messageOf(error, ANALYSIS_FLOW_MESSAGES.startFailed);
        notify.error(message === ANALYSIS_FLOW_MESSAGES.startFailed ? message : `${ANALYSIS_FLOW_MESSAGES.startFailed}: ${message}`);
        setState({ phase: 'failed', title: ANALYSIS_FLOW_MESSAGES.startFailed, message, sessionId: null });
      }
    },
    [poll],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    if (timerRef.current) clearTimeout(timerRef.current);
    setState({ phase: 'idle' });
  }, []);

  return { state, run, reset };
}
