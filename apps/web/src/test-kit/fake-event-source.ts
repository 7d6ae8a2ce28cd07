import type { EventSourceLike } from '../lib/follow-job.ts';

/** A stand-in for the browser's EventSource that a test drives: it sends `status` events and fails with a ready state. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: Event) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  /** Sends a job as the stream's JSON, or a raw string as it is. */
  send(job: object | string): void {
    this.readyState = 1;
    const data = typeof job === 'string' ? job : JSON.stringify(job);
    for (const listener of this.listeners.get('status') ?? []) listener(new MessageEvent('status', { data }));
  }
  fail(readyState: 0 | 2): void {
    this.readyState = readyState;
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'));
  }
}
