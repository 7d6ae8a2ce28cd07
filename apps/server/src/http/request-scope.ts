import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work belongs to, carried through every callback, timer and stream event
 * that work schedules: so an error nobody listened for can still be logged with its request id.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();
