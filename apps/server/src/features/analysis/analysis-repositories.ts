import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { analysisDb } from './analysis-tables.ts';
import { MailRecipientRepository } from './mail-recipient-repository.ts';
import { UserCreditsRepository } from './user-credits-repository.ts';
import { withUserTable } from './user-table.ts';
import { VideoUploadRepository } from './video-upload-repository.ts';

/** The analysis feature's repositories, built once by the analysis runtime and handed to its services and job. */
export interface AnalysisRepositories {
  uploads: VideoUploadRepository;
  sessions: AnalysisSessionRepository;
  credits: UserCreditsRepository;
  mailRecipients: MailRecipientRepository;
}

export function createAnalysisRepositories(db: Kysely<DatabaseSchema>): AnalysisRepositories {
  const tables = analysisDb(db);
  const users = withUserTable(db);
  return {
    uploads: new VideoUploadRepository(tables),
    sessions: new AnalysisSessionRepository(tables),
    credits: new UserCreditsRepository(users),
    mailRecipients: new MailRecipientRepository(users),
  };
}
