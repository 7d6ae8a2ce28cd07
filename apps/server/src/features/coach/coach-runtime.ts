import { GuidanceSearch } from '@rehearse/coach/guidance-search';
import { loadKnowledgeBase } from '@rehearse/coach/knowledge-base';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import type { ServerPorts } from '../../shared/server-ports.ts';
import type { LanguageModels } from '../../llm/language-model-selection.ts';
import { CoachService } from './coach-service.ts';
import { coachDb } from './coach-tables.ts';

export interface CoachRuntime {
  service: CoachService;
}

let sharedSearch: GuidanceSearch | undefined;
/** The knowledge base is read and indexed once per process. */
function guidanceSearch(): GuidanceSearch {
  sharedSearch ??= new GuidanceSearch(loadKnowledgeBase());
  return sharedSearch;
}

/**
 * The coach wired to its ports: the user's analyses (read model), and the installation's language model at the
 * coach's place in its order (a hosted model when LLM_BASE_URL is set, else the local model once it runs, else the
 * built-in answers).
 */
export function createCoachRuntime(
  deps: Pick<ServerPorts, 'config' | 'database' | 'logger'> & { analyses: Pick<AnalysisReadModel, 'completedOf'>; languageModels: Pick<LanguageModels, 'for' | 'engine'> },
): CoachRuntime {
  return {
    service: new CoachService({
      db: coachDb(deps.database.db),
      analyses: deps.analyses,
      search: guidanceSearch(),
      models: { model: deps.languageModels.for('coach'), engine: () => deps.languageModels.engine() },
      fallback: deps.config.llm?.fallback ?? true,
      logger: deps.logger,
    }),
  };
}
