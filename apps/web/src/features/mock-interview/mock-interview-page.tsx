import { MOCK_SESSION_STORAGE_KEY } from '@rehearse/contract/mock-constants';
import { MOCK_TOASTS } from './mock-toasts.ts';
import type { MockStartRequest } from '@rehearse/contract/mock-interview';
import { DEFAULT_QUESTION_SET } from '@rehearse/contract/mock-question-sets';
import { competencySchema } from '@rehearse/contract/mock-result';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { displayName } from '../../lib/session-user.ts';
import { useSessionState } from '../../lib/session.tsx';
import { notify } from '../../lib/toast.ts';
import { useFinishMockSession } from './api/finish-mock-session.ts';
import { activeMockSessionQuery, NO_ACTIVE_MOCK_SESSION, useActiveMockSession } from './api/get-active-mock-session.ts';
import { useStartMockSession } from './api/start-mock-session.ts';
import { CompletionScreen } from './components/completion-screen.tsx';
import { ConversationScreen } from './conversation/conversation-screen.tsx';
import { rememberTalking, wasTalking } from './conversation/conversation-settings.ts';
import { CONVERSATION_TEXTS } from './conversation/conversation-texts.ts';
import { QuestionScreen } from './components/question-screen.tsx';
import { SetupScreen } from './components/setup-screen.tsx';
import { failureText } from './failure-text.ts';
import { MOCK_SCREEN_TEXTS } from './mock-screen-texts.ts';
import { INITIAL_MOCK_FLOW, mockFlowReducer } from './interview-state.ts';
import { useMediaDevices } from './use-media-devices.ts';
import { usePostingQuestions } from './use-posting-questions.ts';
import { MOCK_TEXTS } from './mock-texts.ts';

/** /mock-interview: set up, answer the questions one by one (each analysed as it is saved), then the completion screen. */
export function MockInterviewPage() {
  // 'Practice Similar Question' links here with ?competency=…: a new interview then opens with a question of it.
  const [params] = useSearchParams();
  const competency = competencySchema.safeParse(params.get('competency')).data;
  const devices = useMediaDevices();
  const [flow, dispatch] = useReducer(mockFlowReducer, INITIAL_MOCK_FLOW);
  // The running interview is answered either on the recorder screen or in a spoken conversation with the interviewer.
  const [talking, setTalkingNow] = useState(false);
  // Kept with the tab: a reload resumes the interview where it was answered, on the recorder or in the conversation.
  const setTalking = (sessionId: string, on: boolean) => {
    rememberTalking(sessionId, on);
    setTalkingNow(on);
  };
  const session = useSessionState();
  const candidateName = session.status === 'signed-in' ? displayName(session.user) : '';
  const queryClient = useQueryClient();
  // The interview in progress comes from the server, so a new tab, another browser or a fresh sign-in can resume it.
  const inProgress = useActiveMockSession();
  const active = inProgress.data?.active ?? null;
  const start = useStartMockSession();
  const finish = useFinishMockSession();
  const noneActive = () => queryClient.setQueryData(activeMockSessionQuery().queryKey, NO_ACTIVE_MOCK_SESSION);
  // An interview started before the model finished the posting's questions takes them up when they are written: on
  // the recorder screen, where the list is read live; a spoken conversation reads it when it begins.
  const [tailoring, setTailoring] = useState<string | null>(null);
  usePostingQuestions(tailoring, flow.phase === 'interview' && !talking ? flow.interview : null, dispatch);

  // The id this tab keeps (spec) is forgotten once the server says it is not the interview in progress.
  const activeId = inProgress.isSuccess ? (active?.session.id ?? null) : undefined;
  useEffect(() => {
    if (activeId === undefined) return;
    if (sessionStorage.getItem(MOCK_SESSION_STORAGE_KEY) !== activeId) sessionStorage.removeItem(MOCK_SESSION_STORAGE_KEY);
  }, [activeId]);

  const { open } = devices;
  useEffect(() => {
    if (flow.phase === 'check') void open();
  }, [open, flow.phase]);

  // The practised competency comes from the behavioural bank: it applies only to an interview of that set.
  const begin = (request: MockStartRequest) => {
    start.mutate(competency && request.set_id === DEFAULT_QUESTION_SET ? { ...request, competency } : request, {
      onSuccess: (started) => {
        sessionStorage.setItem(MOCK_SESSION_STORAGE_KEY, started.session_id);
        setTalkingNow(started.resumed && wasTalking(started.session_id));
        setTailoring(started.job_description && !started.job_description.tailored_by_ai ? started.session_id : null);
        dispatch({ type: 'started', response: started });
        notify.success(started.resumed ? MOCK_TOASTS.resumed : MOCK_TOASTS.started);
      },
      onError: (error) => notify.error(failureText(MOCK_TOASTS.startFailed, error)),
    });
  };

  const end = (sessionId: string) => {
    finish.mutate(sessionId, {
      onSuccess: (finished) => {
        sessionStorage.removeItem(MOCK_SESSION_STORAGE_KEY);
        rememberTalking(sessionId, false);
        noneActive();
        devices.release();
        dispatch({ type: 'finished', finished });
        notify.success(MOCK_TOASTS.completed);
      },
      onError: (error) => notify.error(failureText(MOCK_TOASTS.finishFailed, error)),
    });
  };

  // Starting a new interview while one is in progress: finish that one first (one at a time), then set up.
  const finishActive = (sessionId: string) => {
    finish.mutate(sessionId, {
      onSuccess: () => {
        sessionStorage.removeItem(MOCK_SESSION_STORAGE_KEY);
        rememberTalking(sessionId, false);
        noneActive();
        notify.success(MOCK_SCREEN_TEXTS.finishedInProgress);
      },
      onError: (error) => notify.error(failureText(MOCK_TOASTS.finishFailed, error)),
    });
  };

  if (flow.phase === 'check' && inProgress.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
        <Spinner /> {MOCK_TEXTS.loading}
      </div>
    );
  }

  switch (flow.phase) {
    case 'check':
      return <SetupScreen devices={devices} active={active} busy={start.isPending} finishing={finish.isPending} onStart={begin} onFinishActive={finishActive} />;
    case 'interview':
      if (talking) {
        return (
          <ConversationScreen
            interview={flow.interview}
            dispatch={dispatch}
            stream={devices.stream}
            candidateName={candidateName}
            onBack={() => setTalking(flow.interview.sessionId, false)}
            onFinish={() => end(flow.interview.sessionId)}
          />
        );
      }
      return (
        <>
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 pt-4">
            <Button variant="outline" size="sm" onClick={() => setTalking(flow.interview.sessionId, true)}>
              {CONVERSATION_TEXTS.open}
            </Button>
            <span className="text-sm text-slate-600">{CONVERSATION_TEXTS.openHint}</span>
          </div>
          <QuestionScreen interview={flow.interview} dispatch={dispatch} devices={devices} finishing={finish.isPending} onFinish={() => end(flow.interview.sessionId)} />
        </>
      );
    case 'complete':
      return (
        <div className="mx-auto max-w-6xl px-4 py-8">
          <CompletionScreen
            sessionId={flow.interview.sessionId}
            summary={flow.finished.summary}
            questions={flow.interview.questions}
            answers={flow.interview.answers}
            analysisSessionId={flow.finished.analysis_session_id}
            onPracticeAgain={() => {
              setTalkingNow(false);
              dispatch({ type: 'restarted' });
            }}
          />
        </div>
      );
  }
}
