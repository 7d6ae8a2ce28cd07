import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { AdminService, type AnalysisAdminCommands } from './admin-service.ts';

export interface AdminRuntime {
  service: AdminService;
}

/** The admin dashboard wired to its ports: the analysis feature's read model and its commands for deleting and re-running analyses. */
export function createAdminRuntime(
  deps: Pick<ServerPorts, 'auth' | 'config' | 'database'> & {
    analysisCommands: AnalysisAdminCommands;
    analyses: Pick<AnalysisReadModel, 'figures' | 'listForAdmin'>;
  },
): AdminRuntime {
  return { service: new AdminService({ database: deps.database, config: deps.config, auth: deps.auth, analysisCommands: deps.analysisCommands, analyses: deps.analyses }) };
}
