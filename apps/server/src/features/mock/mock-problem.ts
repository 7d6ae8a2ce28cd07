import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';

/** A mock-interview failure the user can be told about: answered with its status and message. */
export class MockProblem extends Error {
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
  ) {
    super(message);
    this.name = 'MockProblem';
  }
}

/** 413 for a recording over `maxBytes`, wherever it is found out (presign, upload, answer). */
export function recordingTooLarge(maxBytes: number): MockProblem {
  return new MockProblem(413, MOCK_SERVER_MESSAGES.tooLarge(Math.round(maxBytes / (1024 * 1024))));
}
