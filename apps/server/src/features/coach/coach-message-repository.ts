import { randomUUID } from 'node:crypto';
import { coachSourceSchema, type CoachMessage, type CoachSource } from '@rehearse/contract/coach';
import type { CoachDb } from './coach-tables.ts';
import type { CoachMessagesTable } from './coach-tables.ts';

/** The coach conversation per user. Account export and deletion use `listForUser` / `deleteForUser`. */
export class CoachMessageRepository {
  constructor(private readonly db: CoachDb) {}

  /**
   * Stores a question and its answer in one statement, so history never holds half an exchange. The question is
   * dated after the user's latest message: a question asked in the millisecond the last answer was written would
   * otherwise sort before that answer (history is ordered by time, then by place in the exchange).
   */
  async addExchange(userId: string, question: string, answer: { content: string; source: CoachSource; at: Date }, askedAt: Date): Promise<[CoachMessage, CoachMessage]> {
    const latest = await this.db
      .selectFrom('coach_messages')
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const [asked, answered] = exchangeTimes(latest?.created_at ?? null, askedAt, answer.at);
    const rows: CoachMessagesTable[] = [
      { id: randomUUID(), user_id: userId, type: 'user', content: question, source: null, created_at: asked, seq: 0 },
      { id: randomUUID(), user_id: userId, type: 'bot', content: answer.content, source: answer.source, created_at: answered, seq: 1 },
    ];
    await this.db.insertInto('coach_messages').values(rows).execute();
    return [toMessage(rows[0]!), toMessage(rows[1]!)];
  }

  /** Oldest first (the chat shows the newest at the bottom); `limit` keeps the latest ones. */
  async listForUser(userId: string, limit = 200): Promise<CoachMessage[]> {
    const rows = await this.db
      .selectFrom('coach_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map(toMessage);
  }

  async deleteForUser(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('coach_messages').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toMessage(row: CoachMessagesTable): CoachMessage {
  const source = coachSourceSchema.safeParse(row.source);
  return { id: row.id, type: row.type, content: row.content, timestamp: row.created_at, source: row.type === 'bot' && source.success ? source.data : null };
}

/** The ISO times of a new exchange: the question after `latest` (the user's newest stored message), the answer not before the question. */
export function exchangeTimes(latest: string | null, askedAt: Date, answeredAt: Date): [string, string] {
  const after = latest === null ? -Infinity : Date.parse(latest) + 1;
  const asked = Math.max(askedAt.getTime(), after);
  const answered = Math.max(answeredAt.getTime(), asked);
  return [new Date(asked).toISOString(), new Date(answered).toISOString()];
}

