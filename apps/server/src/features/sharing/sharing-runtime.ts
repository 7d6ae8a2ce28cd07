import type { ServerPorts } from '../../shared/server-ports.ts';
import { ShareCommentRepository } from './share-comment-repository.ts';
import { ShareRepository } from './share-repository.ts';
import { SharedWithMeRepository } from './shared-with-me-repository.ts';
import { SharingService } from './sharing-service.ts';
import { withSharingUserTable } from './sharing-user-table.ts';

/** The sharing service over the app's database and mailer (built by each of the two routers). */
export function sharingServiceOf(deps: Pick<ServerPorts, 'database' | 'mailer' | 'config' | 'logger'>): SharingService {
  const db = withSharingUserTable(deps.database.db);
  return new SharingService({
    shares: new ShareRepository(db),
    sharedWithMe: new SharedWithMeRepository(db),
    comments: new ShareCommentRepository(db),
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
}
