import { EventEmitter } from 'node:events';

/** What a listener is told: only that the topic's rows changed; it reads them again itself. */
export type ProgressListener = () => void;

/**
 * In-process signals that a job's status or progress was written: the repositories that write it publish the
 * topic right after their write, and the event-stream routes listen. A signal carries no data, so a listener
 * always answers what the database holds, and a signal missed (written by another process) costs only the wait
 * until the route's next read of the row (decision 061).
 */
export class ProgressSignals {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream: many streams on one topic are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  publish(topic: string): void {
    this.emitter.emit(topic);
  }

  /** Answers the function that stops listening. */
  subscribe(topic: string, listener: ProgressListener): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  /** Listeners on `topic` now (tests check that closed streams leave none). */
  listenerCount(topic: string): number {
    return this.emitter.listenerCount(topic);
  }
}

/** This process's signals: writers and listeners in one process meet here. */
export const progressSignals = new ProgressSignals();

/** The topic of one analysis session (an upload's analysis, or a mock interview's report). */
export const analysisTopic = (analysisSessionId: string): string => `analysis:${analysisSessionId}`;

/** The topic of one mock interview's answers and their analyses. */
export const mockSessionTopic = (mockSessionId: string): string => `mock:${mockSessionId}`;
