import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../app/app-toaster.tsx';
import { notify } from './toast.ts';

// The real sonner Toaster renders the toasts; fake timers let the test watch them leave.
describe('notify with the app toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<AppToaster />);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  /** The texts of the toasts on screen and not closing. */
  const openToasts = () => [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')].map((toast) => toast.querySelector('[data-title]')?.textContent);

  const shownAfter = async (ms: number, text: string) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    return screen.queryByText(text) !== null;
  };

  it('shows an error top-right, still there after 4.5 s and gone after 5 s', async () => {
    act(() => {
      notify.error('Upload failed');
    });
    expect(await shownAfter(100, 'Upload failed')).toBe(true);
    expect(screen.getByText('Upload failed').closest('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('top');
    expect(screen.getByText('Upload failed').closest('[data-sonner-toaster]')?.getAttribute('data-x-position')).toBe('right');
    expect(screen.getByText('Upload failed').closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');
    expect(await shownAfter(4400, 'Upload failed')).toBe(true);
    expect(await shownAfter(1500, 'Upload failed')).toBe(false);
  });

  it('lets a success go sooner than an info toast', async () => {
    act(() => {
      notify.success('Saved');
    });
    expect(await shownAfter(2800, 'Saved')).toBe(true);
    expect(await shownAfter(700, 'Saved')).toBe(false);
    act(() => {
      notify.info('Preparing report download...');
    });
    expect(await shownAfter(3500, 'Preparing report download...')).toBe(true);
    expect(await shownAfter(1000, 'Preparing report download...')).toBe(false);
  });

  it('shows one toast at a time: the next message replaces the one on screen, and stays for its own time', async () => {
    act(() => {
      notify.success('Video uploaded successfully!');
    });
    expect(await shownAfter(100, 'Video uploaded successfully!')).toBe(true);
    act(() => {
      notify.success('Analysis started!');
    });
    // Stacked, the first would stay as an empty box behind the second; it closes as the second opens (jsdom keeps
    // its element, marked removed; Chromium drops it within 100 ms).
    expect(await shownAfter(400, 'Analysis started!')).toBe(true);
    expect(openToasts()).toEqual(['Analysis started!']);
    act(() => {
      notify.error('Upload failed');
    });
    expect(await shownAfter(400, 'Upload failed')).toBe(true);
    expect(openToasts()).toEqual(['Upload failed']);
    expect(screen.getByText('Upload failed').closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');
    expect(await shownAfter(4500, 'Upload failed')).toBe(true);
  });

  it('shows a message that arrives while the one before is closing', async () => {
    act(() => {
      notify.success('Recording saved successfully!');
    });
    expect(await shownAfter(3050, 'Recording saved successfully!')).toBe(true);
    act(() => {
      notify.success('Mock interview completed!');
    });
    expect(await shownAfter(500, 'Mock interview completed!')).toBe(true);
    expect(await shownAfter(2000, 'Mock interview completed!')).toBe(true);
    expect(openToasts()).toEqual(['Mock interview completed!']);
  });

  it('replaces an earlier error with a new one instead of stacking them', async () => {
    act(() => {
      notify.error('Could not save your settings');
    });
    expect(await shownAfter(100, 'Could not save your settings')).toBe(true);
    act(() => {
      notify.error('Upload failed');
    });
    expect(await shownAfter(100, 'Upload failed')).toBe(true);
    expect(await shownAfter(600, 'Could not save your settings')).toBe(false);
  });
});
