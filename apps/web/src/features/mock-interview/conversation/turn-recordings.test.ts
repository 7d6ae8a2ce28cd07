import type { StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { turnRecordings } from './turn-recordings.ts';

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
    const urls = turnRecordings('s 1', turns, { q1: recorded(), q2: { ...recorded(2), earlier_attempts: [earlier(1)] } });
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
    const urls = turnRecordings('s', turns, {
      q1: { skipped: false, notes: '', analysis: null, typed: { text: 'I typed this' } } as MockAnswer,
      q2: { ...recorded(), recording_deleted: true },
      q3: recorded(),
      q4: { skipped: true, notes: '', analysis: null },
    });
    expect([...urls.keys()]).toEqual([turns[3]!.seq]);
  });
});
