import type { StoredConversationTurn } from '@rehearse/contract/interview-conversation';
import { conversationSpeakerSchema, turnEndReasonSchema } from '@rehearse/contract/interview-conversation';
import type { InterviewerDb } from './interviewer-tables.ts';

export type NewConversationTurn = Omit<StoredConversationTurn, 'seq'>;

/** The kept conversation of mock sessions. */
export class ConversationTurnRepository {
  constructor(private readonly db: InterviewerDb) {}

  async list(sessionId: string): Promise<StoredConversationTurn[]> {
    const rows = await this.db.selectFrom('mock_conversation_turns').selectAll().where('session_id', '=', sessionId).orderBy('seq').execute();
    return rows.map((row) => ({
      seq: Number(row.seq),
      speaker: conversationSpeakerSchema.parse(row.speaker),
      started_at: Number(row.started_at),
      ended_at: Number(row.ended_at),
      text: row.text,
      question_key: row.question_key,
      ended_by: row.ended_by === null ? null : turnEndReasonSchema.parse(row.ended_by),
    }));
  }

  async count(sessionId: string): Promise<number> {
    const row = await this.db.selectFrom('mock_conversation_turns').select((eb) => eb.fn.countAll<number | string>().as('n')).where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Appends a turn after the session's last one. Two appends racing for one number: the primary key refuses the
   * second, which takes the next number.
   */
  async append(sessionId: string, turn: NewConversationTurn, now: string): Promise<StoredConversationTurn> {
    for (let attempt = 0; ; attempt += 1) {
      const last = await this.db
        .selectFrom('mock_conversation_turns')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      const seq = last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1;
      try {
        await this.db
          .insertInto('mock_conversation_turns')
          .values({ session_id: sessionId, seq, ...turn, created_at: now })
          .execute();
        return { seq, ...turn };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }
}
