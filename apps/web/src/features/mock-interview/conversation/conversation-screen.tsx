import { INTERVIEW_MODES, INTERVIEWER_PERSONAS, type InterviewerPersona, type InterviewMode } from '@rehearse/contract/interview-conversation';
import { questionOfText } from '../mock-texts.ts';
import { ArrowLeft, Mic, Volume2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cx } from '../../../lib/class-names.ts';
import { LAUNCHER_LANE_CLASS } from '../../../lib/launcher-lane.ts';
import type { Interview, MockFlowAction } from '../interview-state.ts';
import { useConversationTurns } from './api/get-conversation-turns.ts';
import { useInterviewerVoices } from './api/get-interviewer-voices.ts';
import { loadChoices, saveChoices, type ConversationChoices } from './conversation-settings.ts';
import { CONVERSATION_TEXTS as T } from './conversation-texts.ts';
import { BROWSER_VOICE } from './interviewer-voice.ts';
import { questionPosition } from './question-position.ts';
import { isScrolledToEnd } from './scrolled-to-end.ts';
import { useConversation } from './use-conversation.ts';
import { voiceOptionGroups } from './voice-options.ts';

const SPEEDS = ['0.8', '1', '1.2', '1.5'];

/** Keys that act during the conversation, unless the focus is in a field or on a control that takes them itself. */
function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName));
}

/** The mock interview as a spoken conversation with the interviewer, on the questions of the running interview. */
export function ConversationScreen({
  interview,
  dispatch,
  stream,
  candidateName,
  onBack,
  onFinish,
}: {
  interview: Interview;
  dispatch: Dispatch<MockFlowAction>;
  stream: MediaStream | null;
  candidateName: string;
  onBack: () => void;
  onFinish: () => void;
}) {
  const voices = useInterviewerVoices();
  const serverVoices = voices.data?.voices ?? [];
  // A reload or a return from the recorder goes on with the choices made for this interview in this tab.
  const [kept] = useState(() => loadChoices(interview.sessionId));
  const [persona, setPersona] = useState<InterviewerPersona>(kept.persona);
  const [mode, setMode] = useState<InterviewMode>(kept.mode);
  const [voice, setVoice] = useState<string | null>(kept.voice);
  const [speed, setSpeed] = useState(kept.speed);
  const [captions, setCaptions] = useState(kept.captions);
  const keptTurns = useConversationTurns(interview.sessionId).data?.turns ?? [];
  const resumeFrom = keptTurns.length > 0 ? Math.max(...keptTurns.map((t) => t.ended_at)) : null;
  const choices = (): ConversationChoices => ({ persona, mode, voice, speed, captions });
  const [typed, setTyped] = useState('');
  const conversation = useConversation({ interview, dispatch, stream, candidateName, onFinished: onFinish });
  // The server's natural voice (Piper) when it has one, else espeak-ng's American English, else the browser's own.
  const chosenVoice = voice ?? serverVoices.find((v) => v.engine === 'piper')?.id ?? (serverVoices.some((v) => v.id === 'en-us') ? 'en-us' : (serverVoices[0]?.id ?? BROWSER_VOICE));
  const running = conversation.phase === 'speaking' || conversation.phase === 'listening' || conversation.phase === 'saving' || conversation.phase === 'paused' || conversation.phase === 'ending';
  const hasMicrophone = Boolean(stream?.getAudioTracks().some((t) => t.readyState === 'live'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The captions show the newest line as it comes, unless the reader has scrolled back to an earlier one.
  const captionList = useRef<HTMLOListElement>(null);
  const followCaptions = useRef(true);
  useLayoutEffect(() => {
    const list = captionList.current;
    if (list && followCaptions.current) list.scrollTop = list.scrollHeight;
  }, [conversation.captions, captions]);

  const { request, pause, resume, retake, canRetake } = conversation;
  const active = conversation.phase === 'speaking' || conversation.phase === 'listening';
  const paused = conversation.phase === 'paused';
  useEffect(() => {
    if (!active && !paused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'p') (paused ? resume : pause)();
      else if (paused) return;
      else if (key === 'r') request('repeat_question');
      else if (key === 't') request('time_to_think');
      else if (key === 'enter') request('answer_finished');
      else if (key === 'a' && canRetake) retake();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, paused, request, pause, resume, retake, canRetake]);

  const question = conversation.currentQuestion;
  const position = question ? questionPosition(interview.questions, question.key) : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={running} icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
          {T.back}
        </Button>
        <h1 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {T.title}
        </h1>
        {position && <span className="text-sm text-slate-600">{position.followUp ? T.followUpOf(position.question, position.of) : questionOfText(position.question, position.of)}</span>}
      </header>

      <Card className="space-y-4 p-4">
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-slate-800" data-conversation-phase={conversation.phase}>
          {conversation.phase === 'speaking' || conversation.phase === 'ending' ? <Volume2 className="size-4" aria-hidden="true" /> : <Mic className="size-4" aria-hidden="true" />}
          {conversation.phase === 'saving' && conversation.catchingWords ? T.catchingWords : T.status[conversation.phase]}
        </p>
        {!hasMicrophone && <p className="text-sm text-amber-800">{T.microphoneMissing}</p>}
        {hasMicrophone && running && (
          <p className="text-xs text-slate-600" data-listening-by={conversation.listeningBy}>
            {T.listeningBy[conversation.listeningBy]}
          </p>
        )}
        {conversation.echoHeard && (
          <p role="note" className="text-sm text-amber-800">
            {T.headphones}
          </p>
        )}

        {conversation.phase === 'ready' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              id="conversation-persona"
              label={T.persona}
              value={persona}
              onChange={(e) => setPersona(e.target.value as InterviewerPersona)}
              options={INTERVIEWER_PERSONAS.map((p) => ({ value: p, label: T.personas[p] }))}
            />
            <Select
              id="conversation-mode"
              label={T.mode}
              value={mode}
              hint={T.modeHints[mode]}
              onChange={(e) => setMode(e.target.value as InterviewMode)}
              options={INTERVIEW_MODES.map((m) => ({ value: m, label: T.modes[m] }))}
            />
            <Select
              id="conversation-voice"
              label={T.voice}
              value={chosenVoice}
              onChange={(e) => setVoice(e.target.value)}
              groups={voiceOptionGroups(serverVoices)}
            />
            <Select id="conversation-speed" label={T.speed} value={speed} onChange={(e) => setSpeed(e.target.value)} options={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))} />
            <div className="sm:col-span-2">
              {resumeFrom !== null && <p className="mb-2 text-sm text-slate-700">{T.resumed}</p>}
              <Button
                onClick={() => {
                  saveChoices(interview.sessionId, choices());
                  conversation.begin({ persona, mode, voice: chosenVoice, speed: Number(speed), resumeFrom });
                  // The button goes with the set-up: the heading keeps the focus off the body, and keys such as R still act.
                  heading.current?.focus();
                }}
              >
                {T.start}
              </Button>
            </div>
          </div>
        )}

        {running && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => request('repeat_question')} disabled={!active}>
              {T.repeat}
            </Button>
            <Button variant="outline" size="sm" onClick={() => request('time_to_think')} disabled={!active}>
              {T.think}
            </Button>
            <Button variant="outline" size="sm" onClick={() => request('answer_finished')} disabled={conversation.phase !== 'listening'}>
              {T.done}
            </Button>
            {mode === 'practice' && (
              <Button variant="outline" size="sm" onClick={retake} disabled={!active || !canRetake}>
                {T.retake}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={paused ? resume : pause} disabled={!active && !paused}>
              {paused ? T.resume : T.pause}
            </Button>
            <Button variant="ghost" size="sm" onClick={conversation.end}>
              {T.end}
            </Button>
          </div>
        )}

        <Checkbox
          id="conversation-captions"
          label={T.captions}
          checked={captions}
          onChange={(e) => {
            setCaptions(e.target.checked);
            saveChoices(interview.sessionId, { ...choices(), captions: e.target.checked });
          }}
        />
        {captions && (
          <ol
            ref={captionList}
            onScroll={(e) => (followCaptions.current = isScrolledToEnd(e.currentTarget))}
            aria-label="Captions"
            aria-live="polite"
            tabIndex={0}
            // A phone's card spans the window: the lines end before the floating coach launcher's lane (launcher-lane.ts),
            // and keep the list's own padding where the cards sit apart from that edge.
            className="max-h-72 space-y-2 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 pr-12 text-sm lg:pr-3"
          >
            {conversation.captions.map((c) => (
              <li key={c.id}>
                <span className="font-semibold text-slate-900">{c.speaker === 'interviewer' ? T.interviewer : T.you}: </span>
                <span className="text-slate-800">{c.text}</span>
              </li>
            ))}
          </ol>
        )}

        {active && (
          <form
            // A phone's card spans the window: the typed answer ends before the floating coach launcher's lane.
            className={cx('space-y-2', LAUNCHER_LANE_CLASS)}
            data-testid="conversation-typed-answer"
            onSubmit={(e) => {
              e.preventDefault();
              if (!typed.trim()) return;
              conversation.type(typed);
              setTyped('');
            }}
          >
            <Textarea id="conversation-typed" label={T.typedLabel} value={typed} onChange={(e) => setTyped(e.target.value)} rows={3} />
            <Button type="submit" variant="outline" size="sm" disabled={!typed.trim()}>
              {T.typedSend}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
