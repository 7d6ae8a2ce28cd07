/** A request the account feature refuses, with the status and the message the user sees. */
export class AccountProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'AccountProblem';
  }
}
