import { HttpProblem } from '../../http/http-problem.ts';

/** A rule of this feature refused the request; the routes answer `{status:'error', message}` with `status`. */
export class AnalysisProblem extends HttpProblem {
  constructor(
    override readonly status: 400 | 402 | 404 | 409 | 413 | 416 | 429,
    message: string,
    /** `closeConnection` for a refusal that leaves the request body unread. */
    readonly extras: { closeConnection?: boolean } = {},
  ) {
    super(status, message);
    this.name = 'AnalysisProblem';
  }
}

export const ANALYSIS_NOT_FOUND = 'Analysis not found';
export const UPLOAD_NOT_FOUND = 'Video upload not found';
export const REPORT_NOT_FOUND = 'Report file not found';
export const MEDIA_NOT_FOUND = 'The recording of this analysis is no longer stored';
