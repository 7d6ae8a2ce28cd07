import { randomBytes } from 'node:crypto';

let last = 0;
let sequence = 0;

/**
 * An id that sorts by creation: 13-digit epoch milliseconds, a 4-digit sequence within the
 * millisecond (this process), and randomness so that processes never collide.
 */
export function auditId(now: number = Date.now()): string {
  if (now === last) sequence += 1;
  else {
    last = now;
    sequence = 0;
  }
  return `${String(now).padStart(13, '0')}-${String(sequence).padStart(4, '0')}-${randomBytes(6).toString('hex')}`;
}
