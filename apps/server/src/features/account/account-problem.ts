import { HttpProblem } from '../../http/http-problem.ts';

/** A request the account feature refuses, with the status and the message the user sees. */
export class AccountProblem extends HttpProblem {
  constructor(
    override readonly status: 400 | 401 | 404,
    message: string,
  ) {
    super(status, message);
    this.name = 'AccountProblem';
  }
}
