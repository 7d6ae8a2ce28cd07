import { describe, expect, it, vi } from 'vitest';

const calls: Array<[string, string, { duration?: number } | undefined]> = [];
vi.mock('sonner', () => {
  const record = (kind: string) => (message: string, options?: { duration?: number }) => calls.push([kind, message, options]);
  return { toast: { success: record('success'), error: record('error'), info: record('info'), warning: record('warning') } };
});

const { notify } = await import('./toast.ts');

describe('notify', () => {
  it('keeps errors 5 s, successes 3 s and other toasts 4 s', () => {
    notify.error('e');
    notify.success('s');
    notify.info('i');
    notify.warning('w');
    expect(calls).toEqual([
      ['error', 'e', { duration: 5000 }],
      ['success', 's', { duration: 3000 }],
      ['info', 'i', { duration: 4000 }],
      ['warning', 'w', { duration: 4000 }],
    ]);
  });
});
