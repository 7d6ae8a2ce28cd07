import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';

export type { Logger };

/** The process logger; requests log through a child carrying their request id. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'rehearse' } });
}
