import type { StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import type { MockAnswer } from '@rehearse/contract/mock-interview';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { describe, expect, it } from 'vitest';
import { answerRecordings, reportRecordings, turnRecordings } from './turn-recordings.ts';

let seq = 0;
const turn = (speaker: 'interviewer' | 'candidate', text: string, key: string | null, endedBy: StoredConversationTurn['ended_by'] = 'silence'): StoredConversationTurn => ({
  seq: seq++,
  speaker,
  text,
  question_key: key,
  started_at: seq,
  ended_at: seq + 0.5,
  ended_by: speaker === 'candidate' ? endedBy : null,
});
const recorded = (attempt?: number): MockAnswer => ({ skipped: false, notes: '', media_url: 'k', analysis: null, ...(attempt ? { attempt } : {}) });
const earlier = (attempt: number) => ({ ...recorded(), attempt, recorded_at: '2026-11-29T04:00:00.000Z' });
const absent = { present: false, evidence: null };
const aResultOf = (key: string): MockQuestionResult => ({
  question_key: key,
  question: `Question ${key}`,
  competency: 'teamwork',
  skipped: false,
  duration_sec: 30,
  transcript: 'words',
  speaking_pace: 120,
  filler_words: 0,
  eye_contact: 0.8,
  score: 70,
  star: { situation: absent, task: absent, action: absent, result: absent },
  star_status: 'checked',
  star_note: null,
  fillers: [],
  recording_url: null,
  analysis_error: null,
});

describe('the recordings beside the kept turns', () => {
  it('links each spoken answer to its own recording, past a spoken request, the retake to the latest', () => {
    const turns = [
      turn('interviewer', 'First question.', 'q1'),
      turn('candidate', 'i led the move of our billing system', 'q1'),
      turn('interviewer', 'Second question.', 'q2'),
      turn('candidate', 'sorry could you repeat the question please', 'q2'),
      turn('interviewer', 'Of course.', 'q2'),
      turn('candidate', 'we talked it through', 'q2'),
      turn('interviewer', 'Take it again.', 'q2'),
      turn('candidate', 'we talked it through and agreed', 'q2'),
      turn('candidate', 'no thank you', null),
    ];
    const urls = turnRecordings(turns, answerRecordings('s 1', { q1: recorded(), q2: { ...recorded(2), earlier_attempts: [earlier(1)] } }));
    expect([...urls.entries()].sort(([a], [b]) => a - b)).toEqual([
      [turns[1]!.seq, '/api/mock/media/s%201/q1?attempt=1'],
      [turns[5]!.seq, '/api/mock/media/s%201/q2?attempt=1'],
      [turns[7]!.seq, '/api/mock/media/s%201/q2?attempt=2'],
    ]);
  });

  it('gives no player to a typed answer, a skipped one, a deleted recording, or a turn whose upload never came', () => {
    const turns = [
      turn('candidate', 'I typed this', 'q1', 'typed'),
      turn('candidate', 'spoken but deleted', 'q2'),
      turn('candidate', 'spoken, upload failed', 'q3'),
      turn('candidate', 'spoken, kept', 'q3'),
    ];
    const urls = turnRecordings(
      turns,
      answerRecordings('s', {
        q1: { skipped: false, notes: '', analysis: null, typed: { text: 'I typed this' } } as MockAnswer,
        q2: { ...recorded(), recording_deleted: true },
        q3: recorded(),
        q4: { skipped: true, notes: '', analysis: null },
      }),
    );
    expect([...urls.keys()]).toEqual([turns[3]!.seq]);
  });

  it('on the saved report, pairs the turns with the recordings the report gives, a retake’s attempts in order', () => {
    const turns = [
      turn('candidate', 'i led the move of our billing system', 'q1'),
      turn('candidate', 'we talked it through', 'q2'),
      turn('candidate', 'we talked it through and agreed', 'q2'),
      turn('candidate', 'I typed this', 'q3', 'typed'),
      turn('candidate', 'spoken but deleted', 'q4'),
    ];
    const entry = (key: string, extra: Partial<MockQuestionResult>): MockQuestionResult => ({ ...aResultOf(key), ...extra });
    const urls = turnRecordings(
      turns,
      reportRecordings([
        entry('q1', { recording_url: '/api/mock/media/m1/q1' }),
        entry('q2', {
          recording_url: '/api/mock/media/m1/q2',
          attempts: [
            { ...aResultOf('q2'), attempt: 1, recording_url: '/api/mock/media/m1/q2?attempt=1' },
            { ...aResultOf('q2'), attempt: 2, recording_url: '/api/mock/media/m1/q2?attempt=2' },
          ],
        }),
        entry('q3', { typed: true, recording_url: null }),
        entry('q4', { recording_url: null, recording_deleted: true }),
        entry('q5', { skipped: true, recording_url: null }),
      ]),
    );
    expect([...urls.entries()]).toEqual([
      [turns[0]!.seq, '/api/mock/media/m1/q1'],
      [turns[2]!.seq, '/api/mock/media/m1/q2?attempt=2'],
      [turns[1]!.seq, '/api/mock/media/m1/q2?attempt=1'],
    ]);
  });
});
