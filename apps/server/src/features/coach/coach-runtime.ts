import { GuidanceSearch } from '@rehearse/coach/guidance-search';
import { loadKnowledgeBase } from '@rehearse/coach/knowledge-base';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import { createLanguageModel } from '../../llm/create-language-model.ts';
import { CoachService } from './coach-service.ts';

export interface CoachRuntime {
  service: CoachService;
}

let sharedSearch: GuidanceSearch | undefined;
/** The knowledge base is read and indexed once per process. */
function guidanceSearch(): GuidanceSearch {
  sharedSearch ??= new GuidanceSearch(loadKnowledgeBase());
  return sharedSearch;
}

/** The coach wired to its ports: the user's analyses (read model), the model the configuration names (LLM_BASE_URL), else the built-in answers. */
export function createCoachRuntime(deps: Pick<ServerPorts, 'config' | 'database' | 'logger'> & { analyses: Pick<AnalysisReadModel, 'completedOf'> }): CoachRuntime {
  return {
    service: new CoachService({
      db: deps.database.db,
      analyses: deps.analyses,
      search: guidanceSearch(),
      model: createLanguageModel(deps.config),
      fallback: deps.config.llm?.fallback ?? true,
      logger: deps.logger,
    }),
  };
}
