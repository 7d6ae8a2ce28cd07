/** A mock-interview failure the user can be told about: answered with its status and message. */
export class MockProblem extends Error {
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 413 | 416,
    message: string,
  ) {
    super(message);
    this.name = 'MockProblem';
  }
}
