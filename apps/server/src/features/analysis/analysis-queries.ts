import { analysisResultSchema, type AnalysisResult } from '@rehearse/contract/analysis-result';
import type {
  AnalysisDetailResponse,
  AnalysisSession,
  AnalysisStatusResponse,
  CategorizedAnalysesResponse,
  CombinedResult,
  CompareResponse,
  UserAnalysesQuery,
} from '@rehearse/contract/analysis-api';
import type { LanguageModel } from '../../llm/language-model.ts';
import { INVALID_LIST_CURSOR } from '@rehearse/contract/analysis-api';
import type { AnalysisSummaryResponse } from '@rehearse/contract/analysis-summary';
import type { AnalysisTrendResponse } from '@rehearse/contract/analysis-trend';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import type { Logger } from '../../logging/logger.ts';
import { summarizeComparison } from './model-summaries.ts';
import { ANALYSIS_NOT_FOUND, AnalysisProblem } from './analysis-problem.ts';
import type { AnalysisRepositories } from './analysis-repositories.ts';
import type { AnalysisSessionRow, OwnedSessionRow, SessionListRow } from './analysis-session-repository.ts';
import { compareAnalyses, latestCompleted, overallMakeup, type CompareInput } from './compare-analyses.ts';
import { duplicatePlaces, uniqueDisplayName, type DuplicatePlace } from '@rehearse/contract/unique-display-name';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { ListPageCache } from './list-page-cache.ts';
import type { ScoreSummaryRepository } from './score-summary-repository.ts';
import type { ScoreTrendRepository } from './score-trend-repository.ts';
import { parseSummary, sessionView, sessionViewJson } from './session-view.ts';

export interface AnalysisQueriesDeps {
  repositories: Pick<AnalysisRepositories, 'sessions'>;
  logger: Logger;
  /** When configured, writes the compare `ai_insights.summary`; null: the built-in summary. */
  model?: LanguageModel | null;
  /** Counts one model-written compare summary of the user; false past the limit (the built-in summary then). Unlimited without it. */
  allowModelSummary?: (userId: string) => Promise<boolean>;
  /** Recent lists and list pages, answered again while the user's list version is unchanged; none kept without it. */
  listPages?: ListPageCache;
  /** The dashboard's figures over all of a user's analyses. */
  scoreSummaries: ScoreSummaryRepository;
  /** The dashboard's chart: the scores of the latest completed analyses. */
  scoreTrends: ScoreTrendRepository;
}

const ONLY_ONE: DuplicatePlace = { duplicate_index: 0, total_duplicates: 1 };

/** What reads analyses: status, detail, lists and compare. Identity is always `userId` from the session. */
export class AnalysisQueries {
  constructor(private readonly deps: AnalysisQueriesDeps) {}

  private get sessions() {
    return this.deps.repositories.sessions;
  }

  async status(userId: string, sessionId: string): Promise<AnalysisStatusResponse> {
    const found = await this.sessions.findOwnedWithPlace(userId, sessionId);
    if (!found) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    const { row, place } = found;
    const detail = this.detailOf(row, place);
    return { ...detail, session_id: row.session_id, stage: row.stage, progress: Number(row.progress), error: row.error };
  }

  /** The newest analysis of a file name (or, failing that, of a session id, as mock interviews are linked). */
  async detail(userId: string, filename: string): Promise<AnalysisDetailResponse> {
    const found = (await this.sessions.findNewestNamed(userId, filename)) ?? (await this.sessions.findOwnedWithPlace(userId, filename));
    if (!found) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
    return this.detailOf(found.row, found.place);
  }

  async list(userId: string): Promise<AnalysisSession[]> {
    return (await this.listWithPlaces(userId)).map(([row, place]) => sessionView(row, place));
  }

  /** The user's sessions, newest first, each with its duplicate numbering. */
  private async listWithPlaces(userId: string): Promise<Array<[SessionListRow, DuplicatePlace]>> {
    const rows = await this.sessions.listForUser(userId);
    const places = duplicatePlaces(rows.map((r) => ({ key: r.session_id, display_name: r.display_name, start_time: r.start_time })));
    return rows.map((r) => [r, places.get(r.session_id) ?? ONLY_ONE]);
  }

  /**
   * Every analysis (the spec's list), or one page of them with the total and the next page's cursor
   * when `limit` is given: the UserAnalysesResponse as JSON text, written by sessionViewJson.
   */
  async userAnalysesJson(userId: string, query: UserAnalysesQuery = {}): Promise<string> {
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    if (after === null) throw new AnalysisProblem(400, INVALID_LIST_CURSOR);
    return this.keptOrRead(userId, ListPageCache.keyOf(userId, query), async () => {
      if (query.limit === undefined) {
        const all = await this.listWithPlaces(userId);
        return `{"status":"success","analyses":[${all.map(([row, place]) => sessionViewJson(row, place)).join(',')}]}`;
      }
      const page = { limit: query.limit, after, offset: query.offset };
      const { rows, total } = query.q === undefined ? await this.sessions.listPage(userId, page) : await this.sessions.searchPage(userId, query.q, page);
      const last = rows.at(-1);
      const nextCursor = last && rows.length === query.limit ? encodeListCursor(last) : null;
      const analyses = rows.map((r) => sessionViewJson(r, r.place)).join(',');
      return `{"status":"success","analyses":[${analyses}],"total":${total},"next_cursor":${JSON.stringify(nextCursor)}}`;
    });
  }

  /**
   * The list JSON this process kept under `key` while the user's list version is still the one it was
   * read at (one primary-key lookup instead of the list's query; decision 020), else `read()`, kept.
   */
  private async keptOrRead(userId: string, key: string, read: () => Promise<string>): Promise<string> {
    const pages = this.deps.listPages;
    if (!pages) return read();
    // Read before the rows: a change in between leaves the kept JSON newer than its version, which can
    // only cost a needless read later, never a stale answer.
    const listVersion = await this.sessions.listVersion(userId);
    const kept = pages.get(key);
    if (kept && kept.listVersion === listVersion) return kept.json;
    const json = await read();
    if (listVersion === null) pages.delete(key);
    else pages.set(key, { listVersion, json });
    return json;
  }

  async summary(userId: string): Promise<AnalysisSummaryResponse> {
    return { status: 'success', ...(await this.deps.scoreSummaries.forUser(userId)) };
  }

  async trend(userId: string): Promise<AnalysisTrendResponse> {
    return { status: 'success', points: await this.deps.scoreTrends.forUser(userId) };
  }

  async categorized(userId: string): Promise<CategorizedAnalysesResponse> {
    const all = await this.list(userId);
    const mock = all.filter((a) => a.category === 'mock_interview');
    const uploads = all.filter((a) => a.category === 'video_upload');
    return {
      status: 'success',
      analyses: { mock_interviews: { count: mock.length, items: mock }, video_uploads: { count: uploads.length, items: uploads } },
    };
  }

  async compare(userId: string, ids: readonly string[]): Promise<CompareResponse> {
    const unique = [...new Set(ids)];
    const rows = await this.sessions.listOwned(userId, unique);
    const byId = new Map(rows.map((r) => [r.session_id, r]));
    const inputs = unique.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AnalysisProblem(404, ANALYSIS_NOT_FOUND);
      return {
        session_id: row.session_id,
        // The name its detail page shows ('talk.mp4 (2)'), so compare's cards, text and the model's prompt use it too.
        display_name: uniqueDisplayName(row.display_name, row.place),
        original_filename: row.original_filename,
        start_time: row.start_time,
        combined: row.status === 'completed' ? parseSummary(row.summary) : null,
      };
    });
    const compared = await this.withLatestImprovements(userId, await this.withContent(userId, inputs));
    const response = compareAnalyses(compared);
    // Only a full comparison goes to the model; otherwise the built-in text explains what is missing.
    if (!this.deps.model || response.basic_comparison) return response;
    if (this.deps.allowModelSummary && !(await this.deps.allowModelSummary(userId))) {
      this.deps.logger.info({ userId }, 'compare summary limit reached; built-in summary');
      return response;
    }
    const summary = await summarizeComparison(this.deps.model, await this.comparedResults(userId, inputs), overallMakeup(compared), this.deps.logger);
    return summary === null ? response : { ...response, ai_insights: { summary, source: 'model' } };
  }

  /**
   * Summaries stored before they kept the content summary get it from their full result (read only for those), so an
   * analysis judged then still shows its content in compare; one without judged content gets null.
   */
  private async withContent<T extends { session_id: string; combined: CombinedResult | null }>(userId: string, inputs: readonly T[]): Promise<T[]> {
    const lacking = inputs.filter((i) => i.combined !== null && i.combined.content === undefined).map((i) => i.session_id);
    if (lacking.length === 0) return [...inputs];
    const stored = new Map((await this.sessions.listResultsOwned(userId, lacking)).map((r) => [r.session_id, r.result]));
    return inputs.map((input) => {
      if (!input.combined || input.combined.content !== undefined) return input;
      const result = this.parseStoredResult(input.session_id, stored.get(input.session_id) ?? null);
      return { ...input, combined: { ...input.combined, content: result ? contentSummaryOf(result) : null } };
    });
  }

  /** The latest completed analysis with its "Areas to Improve", which compare's advice repeats. */
  private async withLatestImprovements(userId: string, inputs: readonly CompareInput[]): Promise<CompareInput[]> {
    const latest = latestCompleted(inputs);
    if (!latest) return [...inputs];
    const [stored] = await this.sessions.listResultsOwned(userId, [latest.session_id]);
    const improvements = this.parseStoredResult(latest.session_id, stored?.result ?? null)?.llm_feedback.improvements;
    return inputs.map((input) => (input === latest && improvements ? { ...input, improvements } : input));
  }

  /** The full results of the completed compared analyses, oldest first, as the model's prompt reads them. */
  private async comparedResults(
    userId: string,
    inputs: ReadonlyArray<{ session_id: string; display_name: string; start_time: string }>,
  ): Promise<Array<{ name: string; date: string; result: AnalysisResult }>> {
    const stored = await this.sessions.listResultsOwned(
      userId,
      inputs.map((i) => i.session_id),
    );
    const results = new Map(stored.map((r) => [r.session_id, r.result]));
    return [...inputs]
      .sort((a, b) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0))
      .flatMap((input) => {
        const result = this.parseStoredResult(input.session_id, results.get(input.session_id) ?? null);
        return result ? [{ name: input.display_name, date: input.start_time, result }] : [];
      });
  }

  private parseResult(row: AnalysisSessionRow): AnalysisResult | null {
    if (row.status !== 'completed') return null;
    return this.parseStoredResult(row.session_id, row.result);
  }

  private parseStoredResult(sessionId: string, text: string | null): AnalysisResult | null {
    if (!text) return null;
    try {
      const parsed = analysisResultSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      this.deps.logger.warn({ sessionId, issues: parsed.error.issues.slice(0, 3) }, 'stored analysis result does not match the contract');
    } catch {
      this.deps.logger.warn({ sessionId }, 'stored analysis result is not JSON');
    }
    return null;
  }

  private detailOf(row: OwnedSessionRow, place: DuplicatePlace): AnalysisDetailResponse {
    return {
      status: row.status,
      results: this.parseResult(row),
      session: sessionView(row, place),
      // Only uploads are 'files with this name': mock interviews share their title and are never duplicates.
      duplicate_warning: row.category === 'video_upload' && place.total_duplicates > 1,
      total_duplicates: place.total_duplicates,
      unique_display_name: uniqueDisplayName(row.display_name, place),
      duplicate_index: place.duplicate_index,
    };
  }
}
