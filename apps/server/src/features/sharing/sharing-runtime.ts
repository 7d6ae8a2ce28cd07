import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { ShareCommentRepository } from './share-comment-repository.ts';
import { ShareRepository } from './share-repository.ts';
import { SharedWithMe } from './shared-with-me.ts';
import { SharedWithMeRepository } from './shared-with-me-repository.ts';
import { SharingService } from './sharing-service.ts';
import { withSharingUserTable } from './sharing-user-table.ts';

export interface SharingRuntime {
  service: SharingService;
}

/** The sharing feature wired to its ports: the app's database and mailer, and the analyses it may share (read model). */
export function createSharingRuntime(
  deps: Pick<ServerPorts, 'database' | 'mailer' | 'config' | 'logger'> & { analyses: Pick<AnalysisReadModel, 'isOwnedBy' | 'completedAmong' | 'completedOneAmong'> },
): SharingRuntime {
  const db = withSharingUserTable(deps.database.db);
  return { service: sharingServiceOf(db, deps) };
}

function sharingServiceOf(db: ReturnType<typeof withSharingUserTable>, deps: Parameters<typeof createSharingRuntime>[0]): SharingService {
  return new SharingService({
    shares: new ShareRepository(db),
    analyses: deps.analyses,
    sharedWithMe: new SharedWithMe(new SharedWithMeRepository(db), deps.analyses),
    comments: new ShareCommentRepository(db),
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
}
