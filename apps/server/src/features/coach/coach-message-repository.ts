import { randomUUID } from 'node:crypto';
import { coachSourceSchema, type CoachMessage, type CoachSource } from '@rehearse/contract/coach';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { CoachMessagesTable } from './coach-tables.ts';

/** The coach conversation per user. Account export and deletion use `listForUser` / `deleteForUser`. */
export class CoachMessageRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Stores a question and its answer in one transaction, so history never holds half an exchange. */
  async addExchange(userId: string, question: string, answer: { content: string; source: CoachSource; at: Date }, askedAt: Date): Promise<[CoachMessage, CoachMessage]> {
    const rows: CoachMessagesTable[] = [
      { id: randomUUID(), user_id: userId, type: 'user', content: question, source: null, created_at: askedAt.toISOString(), seq: 0 },
      { id: randomUUID(), user_id: userId, type: 'bot', content: answer.content, source: answer.source, created_at: answer.at.toISOString(), seq: 1 },
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
