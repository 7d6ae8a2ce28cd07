import { HttpProblem } from '../../http/http-problem.ts';

/** A sharing rule refused the request; the routes answer `{status:'error', message}` with `status`. */
export class SharingProblem extends HttpProblem {
  constructor(
    override readonly status: 400 | 403 | 404 | 410,
    message: string,
  ) {
    super(status, message);
    this.name = 'SharingProblem';
  }
}
