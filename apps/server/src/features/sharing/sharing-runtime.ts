import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { ShareCommentRepository } from './share-comment-repository.ts';
import { ShareRepository } from './share-repository.ts';
import type { SharedMockInterviews } from './shared-mock-interviews.ts';
import { SharedWithMe } from './shared-with-me.ts';
import { SharedWithMeRepository } from './shared-with-me-repository.ts';
import { SharingService } from './sharing-service.ts';
import { withSharingUserTable } from './sharing-user-table.ts';

export interface SharingRuntime {
  service: SharingService;
}

/**
 * The sharing feature wired to its ports: the app's database and mailer, the analyses it may share (read model) and
 * the mock interviews it may share (the mock feature's).
 */
export function createSharingRuntime(
  deps: Pick<ServerPorts, 'database' | 'mailer' | 'config' | 'logger'> & {
    analyses: Pick<AnalysisReadModel, 'isOwnedBy' | 'completedAmong' | 'completedOneAmong'>;
    mockInterviews: SharedMockInterviews;
  },
): SharingRuntime {
  const db = withSharingUserTable(deps.database.db);
  return { service: sharingServiceOf(db, deps) };
}

function sharingServiceOf(db: ReturnType<typeof withSharingUserTable>, deps: Parameters<typeof createSharingRuntime>[0]): SharingService {
  return new SharingService({
    shares: new ShareRepository(db, deps.mockInterviews),
    analyses: deps.analyses,
    sharedWithMe: new SharedWithMe(new SharedWithMeRepository(db, deps.mockInterviews), deps.analyses),
    comments: new ShareCommentRepository(db),
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
}
