import type { ConversationTurnRecord, InterviewerPersona, InterviewMode } from '@rehearse/contract/interview-conversation';
import { MOCK_TOASTS } from '../mock-toasts.ts';
import { CANDIDATE_QUESTION_MAX_CHARS } from '@rehearse/contract/mock-candidate-question';
import type { MockAnswerResponse } from '@rehearse/contract/mock-interview';
import { initialEchoGate, type EchoGateState } from '@rehearse/interviewer/conversation/echo-gate';
import {
  conversationSetup,
  initialConversation,
  movingOnLine,
  stepConversation,
  type ConversationEffect,
  type ConversationInput,
  type ConversationPhase,
  type ConversationState,
} from '@rehearse/interviewer/conversation/conversation-controller';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { saveAnswer } from '../api/save-answer.ts';
import { saveTypedAnswer } from '../api/save-typed-answer.ts';
import { storeRecording } from '../api/store-recording.ts';
import { failureText } from '../failure-text.ts';
import type { Interview, MockFlowAction } from '../interview-state.ts';
import { AnswerRecording } from './answer-recording.ts';
import { addConversationFollowUp } from './api/add-conversation-follow-up.ts';
import { askCandidateQuestion } from './api/ask-candidate-question.ts';
import { askClosingSummary } from './api/ask-closing-summary.ts';
import { saveConversationTurn } from './api/save-conversation-turn.ts';
import { transcribeChunk } from './api/transcribe-chunk.ts';
import { ChunkRecorder } from './chunk-recorder.ts';
import { chunkAnswered, recogniserAnswering } from './recogniser-availability.ts';
import { captionsWithHeardWords, captionsWithWords, type Caption } from './captions-with-words.ts';
import { followUpWanted } from './follow-up-wanted.ts';
import { chunkSettled, chunksDone, emptyChunkQueue, isCurrentAnswer, offerChunk, startAnswer } from './chunk-scheduler.ts';
import { CONVERSATION_TEXTS } from './conversation-texts.ts';
import { interviewerVoice, type InterviewerVoice } from './interviewer-voice.ts';
import { lastWordsReady } from './last-words-wait.ts';
import { listeningFrame } from './listening-frame.ts';
import { turnWords } from './turn-words.ts';
import { microphoneLevel, type MicrophoneLevel } from './microphone-level.ts';
import { playbackLevel } from './playback-level.ts';
import { heardNote, spokenNote } from './spoken-note.ts';
import { sileroVoiceActivity, type ListeningSource, type VoiceActivity } from './voice-activity.ts';

/** Turn-taking looks at the microphone this often (Silero VAD's window, decision 065). */
const FRAME_MS = 32;
/** A chunk of the answer goes to the recogniser at least this often while the candidate speaks. */
const CHUNK_MS = 2_500;
/**
 * A chunk with no voice yet is started afresh this often, and CHUNK_MS counts from the voice: a chunk begins at most
 * this long before the voice does, so a short request ("could you repeat the question?", ≈ 2 s) or a sentence after a
 * pause is recognised whole from one chunk, where a chunk begun in the silence before it cut it in two and neither
 * half was understood.
 */
const SILENT_CHUNK_MS = 600;
/**
 * Voice (the turn-taker's level thresholds, decision 065) followed by this much quiet sends its chunk at once: the
 * words before a pause are the ones that decide how long the pause may be, and whether it was a request.
 */
const VOICE_DB = -40;
const QUIET_DB = -46;
const QUIET_FLUSH_MS = 300;
interface SpokenChunk {
  answer: number;
  blob: Blob;
}

export interface ConversationOptions {
  persona: InterviewerPersona;
  mode: InterviewMode;
  voice: string;
  speed: number;
  /** Taken up again: the conversation clock goes on from the end of the last kept turn (seconds), and the interviewer welcomes the candidate back. */
  resumeFrom?: number | null;
}

/**
 * Runs the spoken interview: the pure controller of packages/interviewer decides, this hook does what it says — speaks,
 * records each answer and saves it through the recorder's own upload path, asks the server for the follow-up the
 * content rules suggested, keeps every turn with the session, and feeds the turn-taker the microphone's level.
 */
export function useConversation({
  interview,
  dispatch,
  stream,
  candidateName,
  onFinished,
}: {
  interview: Interview;
  dispatch: Dispatch<MockFlowAction>;
  stream: MediaStream | null;
  candidateName: string;
  onFinished: () => void;
}) {
  const [phase, setPhase] = useState<ConversationPhase>('ready');
  // The turn has ended and its last words are still being recognised: the reply waits for them.
  const [catchingWords, setCatchingWords] = useState(false);
  const [captions, setCaptions] = useState<Caption[]>([]);
  const state = useRef<ConversationState | null>(null);
  const clock = useRef({ startedAt: 0 });
  const voice = useRef<InterviewerVoice | null>(null);
  const utterance = useRef(0);
  const recording = useRef<AnswerRecording | null>(null);
  const meter = useRef<MicrophoneLevel | null>(null);
  // Silero VAD when it loads, the microphone level until then and whenever it cannot (decision 078).
  const vad = useRef<VoiceActivity | null>(null);
  const [listeningBy, setListeningBy] = useState<ListeningSource>('level');
  const played = useRef<{ element: HTMLMediaElement; meter: MicrophoneLevel | null } | null>(null);
  const echo = useRef<EchoGateState>(initialEchoGate);
  const [echoHeard, setEchoHeard] = useState(false);
  const streamRef = useRef(stream);
  streamRef.current = stream;
  const interviewRef = useRef(interview);
  interviewRef.current = interview;
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const leaving = useRef(new AbortController());
  const turnFailed = useRef(false);
  // Words while the candidate speaks: chunks recorded beside the answer, recognised on the server one at a time.
  const chunks = useRef<ChunkRecorder | null>(null);
  const chunkQueue = useRef(emptyChunkQueue<SpokenChunk>());
  const answerNo = useRef(0);
  const turnAnswer = useRef(-1);
  const heard = useRef<string[]>([]);
  const wordsOff = useRef(false);
  const recogniser = useRef(recogniserAnswering);
  const flushing = useRef(false);
  const voiced = useRef({ on: false, inChunk: false, quietSince: 0, chunkSince: 0 });
  const personaRef = useRef<InterviewerPersona>('neutral');
  // Recordings are stored one after another behind the conversation; the interview ends once they all are.
  const uploads = useRef<Promise<void>>(Promise.resolve());
  const recorded = useRef(new Set<string>());
  // Turns are kept one after another, in the order they were taken.
  const turnSaves = useRef<Promise<void>>(Promise.resolve());
  // The last saved answer's words, as awaited for its reply: its turn is kept with the same.
  const savedWords = useRef<{ answer: number; words: Promise<string> } | null>(null);

  const now = () => Math.round((performance.now() - clock.current.startedAt)) / 1000;
  const caption = (speaker: Caption['speaker'], text: string, answer?: number) => setCaptions((all) => captionsWithWords(all, { speaker, text, answer }));

  const stopWords = () => {
    if (wordsOff.current) return;
    wordsOff.current = true;
    chunks.current?.close(false);
    chunks.current = null;
    send({ type: 'no-words' });
  };

  const transmit = (chunk: SpokenChunk) => {
    transcribeChunk(interviewRef.current.sessionId, chunk.blob, leaving.current.signal)
      .then(
        (words) => {
          recogniser.current = chunkAnswered(recogniser.current, 'words').state;
          if (words.engine === 'none') return stopWords();
          if (!words.text || !isCurrentAnswer(chunkQueue.current, chunk.answer)) return;
          const said = words.text.toLowerCase().split(/\s+/).filter(Boolean);
          heard.current = [...heard.current, ...said];
          setCaptions((all) => captionsWithHeardWords(all, chunk.answer, said.join(' ')));
        },
        (error: unknown) => {
          if (!(error instanceof ApiError) || error.status !== 503) return;
          const step = chunkAnswered(recogniser.current, 'unavailable');
          recogniser.current = step.state;
          if (step.stopWords) stopWords();
        },
      )
      .finally(() => {
        const step = chunkSettled(chunkQueue.current);
        chunkQueue.current = step.queue;
        if (step.send) transmit(step.send);
      });
  };

  const offer = (answer: number, blob: Blob | null) => {
    if (answer === answerNo.current) flushing.current = false;
    if (!blob || wordsOff.current) return;
    const step = offerChunk(chunkQueue.current, { answer, blob });
    chunkQueue.current = step.queue;
    if (step.send) transmit(step.send);
  };

  const startWords = (media: MediaStream) => {
    const answer = ++answerNo.current;
    chunkQueue.current = startAnswer(chunkQueue.current, answer);
    heard.current = [];
    flushing.current = false;
    voiced.current = { on: false, inChunk: false, quietSince: 0, chunkSince: performance.now() };
    if (wordsOff.current) return;
    chunks.current = new ChunkRecorder(media, (blob) => offer(answer, blob));
  };

  /** Ends the answer's chunks: `keep` hands the last one over (its words are awaited), otherwise all are stale. */
  const endWords = (keep: boolean) => {
    flushing.current = keep && chunks.current !== null;
    chunks.current?.close(keep);
    chunks.current = null;
    if (!keep) {
      chunkQueue.current = startAnswer(chunkQueue.current, ++answerNo.current);
      heard.current = [];
    }
  };

  /** Every frame: a new chunk CHUNK_MS after the voice began in it (SILENT_CHUNK_MS while it has none), and at once when the voice falls quiet. */
  const tickWords = (levelDb: number) => {
    const recorder = chunks.current;
    if (!recorder) return;
    const at = performance.now();
    const v = voiced.current;
    if (levelDb > VOICE_DB) {
      if (!v.inChunk) v.chunkSince = at;
      v.on = v.inChunk = true;
    }
    if (levelDb > QUIET_DB) v.quietSince = at;
    const quietAfterVoice = v.on && at - v.quietSince >= QUIET_FLUSH_MS;
    if (quietAfterVoice || at - v.chunkSince >= (v.inChunk ? CHUNK_MS : SILENT_CHUNK_MS)) {
      // A chunk with no voice in it has no words: the recogniser is spared it.
      recorder.rotate(v.inChunk);
      v.chunkSince = at;
      v.inChunk = v.on && !quietAfterVoice;
      if (quietAfterVoice) v.on = false;
    }
  };

  /** The words of the answer that just ended, once the last chunks are recognised (or the wait for them is over). */
  const lastWords = (answer: number): Promise<string> =>
    new Promise((resolve) => {
      const started = performance.now();
      const quietBeforeMs = started - voiced.current.quietSince;
      setCatchingWords(true);
      const check = () => {
        const ready = lastWordsReady({
          wordsHeard: heard.current.length,
          chunksInFlight: flushing.current || !chunksDone(chunkQueue.current),
          waitedMs: performance.now() - started,
          quietBeforeMs,
        });
        if (answer !== answerNo.current || ready) {
          setCatchingWords(false);
          resolve(answer === answerNo.current ? heard.current.join(' ') : '');
        } else window.setTimeout(check, 30);
      };
      check();
    });

  /** The interviewer's voice's loudness as it plays now; null when nothing plays or it cannot be read. */
  const playingLevel = (): number | null => {
    const element = voice.current?.playing?.() ?? null;
    if (played.current?.element !== element) {
      played.current?.meter?.close();
      played.current = element ? { element, meter: playbackLevel(element) } : null;
    }
    return played.current?.meter?.levelDb() ?? null;
  };

  const send = useCallback((input: ConversationInput) => {
    if (!state.current) return;
    const step = stepConversation(state.current, input);
    state.current = step.state;
    setPhase(step.state.phase);
    // `run` reads everything through refs, so the first render's one serves every later call.
    for (const effect of step.effects) run(effect);
  }, []);

  const afterSave = (questionKey: string, saved: MockAnswerResponse) => {
    const index = interviewRef.current.questions.findIndex((q) => q.key === questionKey);
    dispatch({ type: 'answers-replaced', answers: saved.answers, index: Math.max(0, index) });
    const answer = saved.answers[questionKey];
    // A typed answer is judged as it is saved: its first improvement makes the note; a recorded one's analysis comes later.
    const note = answer?.typed ? spokenNote(answer.typed.content) : null;
    send({ type: 'answer-saved', t: now(), followUp: answer?.follow_up ?? null, note });
  };

  /** Stores an answer's recording after the ones before it; the interview does not wait for it. */
  function keepRecording(sessionId: string, questionKey: string, taken: AnswerRecording) {
    const made = taken.finish();
    const earlier = interviewRef.current.answers[questionKey];
    // A take of a question recorded earlier in this conversation is a retake, even while the first is still uploading.
    const retake = recorded.current.has(questionKey) || (earlier !== undefined && !earlier.skipped);
    recorded.current.add(questionKey);
    uploads.current = uploads.current.then(async () => {
      try {
        const recordingMade = await made;
        if (!recordingMade) return;
        const saved = await storeRecording({ sessionId, questionKey, recording: recordingMade, notes: '', retake, signal: leaving.current.signal });
        notify.success(MOCK_TOASTS.saved);
        dispatch({ type: 'answer-stored', answers: saved.answers, questionKey });
      } catch (error) {
        if (!leaving.current.signal.aborted) notify.error(failureText(MOCK_TOASTS.saveFailed, error));
      }
    });
  }

  function run(effect: ConversationEffect) {
    const sessionId = interviewRef.current.sessionId;
    switch (effect.type) {
      case 'say': {
        caption('interviewer', effect.text);
        // The turn-taker's next turn starts with no words of its own.
        if (!chunks.current) heard.current = [];
        const id = ++utterance.current;
        const ended = () => {
          if (utterance.current === id) send({ type: 'speech-ended', t: now() });
        };
        voice.current?.say(effect.text).then(ended, () => {
          notify.error(CONVERSATION_TEXTS.voiceFailed);
          // The caption is the question: give the time it takes to read it.
          window.setTimeout(ended, Math.min(8_000, 1_000 + effect.text.length * 40));
        });
        return;
      }
      case 'stop-saying':
        voice.current?.stop();
        return;
      case 'start-recording': {
        const media = streamRef.current;
        if (media && media.getTracks().some((t) => t.readyState === 'live')) {
          recording.current = new AnswerRecording(media);
          startWords(media);
        }
        // Moving on after this answer needs no wait for the voice: its words are made while the candidate answers.
        if (state.current) voice.current?.prepare?.(movingOnLine(state.current));
        return;
      }
      case 'discard-recording':
        recording.current?.discard();
        recording.current = null;
        endWords(false);
        return;
      case 'save-answer': {
        const { questionKey } = effect;
        if (effect.typed) {
          saveTypedAnswer({ session_id: sessionId, question_key: questionKey, text: effect.transcript }).then(
            (saved) => afterSave(questionKey, saved),
            (error: unknown) => {
              notify.error(failureText(MOCK_TOASTS.saveFailed, error));
              send({ type: 'answer-saved', t: now(), followUp: null });
            },
          );
          return;
        }
        const taken = recording.current;
        recording.current = null;
        endWords(true);
        // The reply is judged on the words heard while the answer was spoken; its recording is stored behind it.
        const words = lastWords(answerNo.current);
        savedWords.current = { answer: answerNo.current, words };
        void words.then((heardWords) => send({ type: 'answer-saved', t: now(), followUp: null, heard: heardWords }));
        if (taken) keepRecording(sessionId, questionKey, taken);
        return;
      }
      case 'skip-answer':
        saveAnswer({ session_id: sessionId, question_key: effect.questionKey, skipped: true, notes: '' }).then(
          (saved) => dispatch({ type: 'answers-replaced', answers: saved.answers, index: interviewRef.current.index }),
          (error: unknown) => notify.error(failureText(MOCK_TOASTS.skipFailed, error)),
        );
        return;
      case 'add-follow-up':
        // A retaken question keeps the follow-up it already has, and a follow-up has none: the interview moves on.
        if (!followUpWanted(interviewRef.current.questions, effect.questionKey)) {
          send({ type: 'follow-up-unwanted', t: now(), ...(effect.heard ? { heard: effect.heard } : {}) });
          return;
        }
        addConversationFollowUp({ sessionId, questionKey: effect.questionKey, transcript: effect.heard, persona: personaRef.current }).then(
          (added) => {
            const asked = added.question;
            // Nothing to ask about this answer: the interview moves on, with Practice's note on the words heard.
            if (!asked) return send({ type: 'follow-up-failed', t: now(), note: heardNote(added) });
            const index = added.questions.findIndex((q) => q.key === asked.key);
            // An answer stored behind the conversation since this was read stays.
            dispatch({ type: 'questions-replaced', questions: added.questions, answers: { ...interviewRef.current.answers, ...added.answers }, index });
            send({ type: 'follow-up-ready', t: now(), question: { key: asked.key, text: asked.text, targetSeconds: asked.target_time } });
          },
          () => send({ type: 'follow-up-failed', t: now() }),
        );
        return;
      case 'judge-heard':
        addConversationFollowUp({ sessionId, questionKey: effect.questionKey, transcript: effect.heard, persona: personaRef.current, judgeOnly: true }).then(
          (judged) => send({ type: 'follow-up-failed', t: now(), note: heardNote(judged) }),
          () => send({ type: 'follow-up-failed', t: now() }),
        );
        return;
      case 'turn': {
        const turn: ConversationTurnRecord = effect.turn;
        if (turn.speaker === 'candidate') {
          const words = turn.text || heard.current.join(' ');
          // Words still being recognised when the answer ended complete its caption as they arrive. A turn with no
          // words listened to of its own (typed, no microphone) still gets a caption of its own.
          const answer = answerNo.current === turnAnswer.current ? undefined : answerNo.current;
          turnAnswer.current = answerNo.current;
          caption('candidate', words || CONVERSATION_TEXTS.spokenAnswer(turn.ended_at - turn.started_at), answer);
        }
        // A spoken turn ended by a key or by silence may have words still at the recogniser: it is kept with all the
        // words heard once they are in (the answer's chunks end with the effects that follow this one), and the turns
        // after it wait, so they keep their order.
        const spoken = turn.speaker === 'candidate' && turn.ended_by !== 'typed' && !wordsOff.current;
        const answer = answerNo.current;
        // Read once the effects after this one have run: an answer's save has then handed over its last chunk, and its
        // words are the ones the reply is judged on (the interviewer's next line clears what was heard).
        const heardWords = spoken ? Promise.resolve().then(() => (savedWords.current?.answer === answer ? savedWords.current.words : lastWords(answer))) : Promise.resolve('');
        turnSaves.current = turnSaves.current
          .then(async () => {
            await saveConversationTurn(sessionId, { ...turn, text: turnWords(turn.text, await heardWords) });
          })
          .catch(() => {
            if (turnFailed.current) return;
            turnFailed.current = true;
            notify.error(CONVERSATION_TEXTS.turnNotKept);
          });
        return;
      }
      case 'listen-words': {
        // At the close nothing is recorded: only the words, so the candidate's question can be understood.
        const media = streamRef.current;
        if (media && media.getTracks().some((t) => t.readyState === 'live')) startWords(media);
        return;
      }
      case 'await-words':
        endWords(true);
        void lastWords(answerNo.current).then((words) => send({ type: 'closing-words', t: now(), words }));
        return;
      case 'answer-candidate-question':
        askCandidateQuestion(sessionId, effect.question.slice(0, CANDIDATE_QUESTION_MAX_CHARS), effect.topic, leaving.current.signal).then(
          (answer) => send({ type: 'candidate-reply', t: now(), text: answer.reply }),
          // Any failure: the interviewer's own general answer is said.
          () => send({ type: 'candidate-reply', t: now(), text: null }),
        );
        return;
      case 'summarise':
        askClosingSummary(sessionId, effect.answers, leaving.current.signal).then(
          (summary) => send({ type: 'summary', t: now(), text: summary.summary }),
          // Any failure: the interviewer's own short summary is said.
          () => send({ type: 'summary', t: now(), text: null }),
        );
        return;
      case 'finished':
        stopListening();
        void uploads.current.then(() => finished.current());
        return;
    }
  }

  /** The interview is over: the microphone's meter, the voice model and the recogniser's chunks stop at once. */
  function stopListening() {
    chunks.current?.close(false);
    chunks.current = null;
    wordsOff.current = true;
    meter.current?.close();
    meter.current = null;
    vad.current?.close();
    vad.current = null;
    played.current?.meter?.close();
    played.current = null;
  }

  const begin = useCallback(
    (options: ConversationOptions) => {
      const current = interviewRef.current;
      personaRef.current = options.persona;
      // A conversation taken up again (a reload, or back from the recorder) goes on from the first question left.
      const questions = current.questions
        .slice(current.index)
        .filter((q) => current.answers[q.key] === undefined)
        .map((q) => ({ key: q.key, text: q.text, targetSeconds: q.target_time }));
      // Without a browser that records audio chunks there are no words while the candidate speaks: patience for a
      // pause is then the mid-sentence one (a server without a recogniser says so at its first chunk: `no-words`).
      wordsOff.current = ChunkRecorder.mimeType() === '';
      const resumed = options.resumeFrom !== undefined && options.resumeFrom !== null;
      state.current = initialConversation(conversationSetup({ candidateName, persona: options.persona, mode: options.mode, questions, wordsHeard: !wordsOff.current, resumed }));
      voice.current = interviewerVoice(options.voice, options.speed);
      const audio = stream?.getAudioTracks().find((t) => t.readyState === 'live');
      if (audio && stream) {
        // The interviewer's own voice must not reach the turn-taker as the candidate's.
        audio.applyConstraints({ echoCancellation: true }).catch(() => undefined);
        meter.current = microphoneLevel(stream);
        void sileroVoiceActivity(stream).then((model) => {
          if (!model) return;
          if (leaving.current.signal.aborted) return model.close();
          vad.current = model;
          setListeningBy('voice-model');
        });
      }
      // Kept turns are on one clock for the whole interview: a resumed conversation's turns follow the earlier ones.
      clock.current.startedAt = performance.now() - (resumed ? (options.resumeFrom ?? 0) * 1000 + 1000 : 0);
      send({ type: 'begin', t: now() });
    },
    [candidateName, stream, send],
  );

  const listeningOrSpeaking = phase === 'listening' || phase === 'speaking';
  useEffect(() => {
    if (!listeningOrSpeaking || !meter.current) return;
    const level = meter.current;
    const timer = window.setInterval(() => {
      const levelDb = level.levelDb();
      tickWords(levelDb);
      const listened = listeningFrame(echo.current, { levelDb, speechProbability: vad.current?.speechProbability(), playDb: playingLevel() });
      echo.current = listened.echo;
      if (listened.echoHeard) setEchoHeard(true);
      send({ type: 'frame', t: now(), ...listened.frame, words: heard.current });
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [listeningOrSpeaking, send]);

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      controller.abort();
      voice.current?.stop();
      recording.current?.discard();
      stopListening();
    };
  }, []);

  return {
    phase,
    /** The candidate's turn ended and its last words are still being recognised before the interviewer replies. */
    catchingWords,
    captions,
    /** What finds the end of an answer: the voice model, or the microphone level when the model could not load. */
    listeningBy,
    /** The interviewer's own voice was heard on the microphone: headphones would keep it out. */
    echoHeard,
    begin,
    request: (request: 'repeat_question' | 'time_to_think' | 'answer_finished') => send({ type: 'request', t: now(), request }),
    type: (text: string) => send({ type: 'typed', t: now(), text }),
    end: () => send({ type: 'end', t: now() }),
    pause: () => send({ type: 'pause', t: now() }),
    resume: () => send({ type: 'resume', t: now() }),
    /** Practice: the answer just given may be taken again. */
    canRetake: Boolean(state.current?.retakable),
    retake: () => send({ type: 'retake', t: now() }),
    /** The question being asked or answered now. */
    currentQuestion: state.current?.current ?? null,
  };
}
