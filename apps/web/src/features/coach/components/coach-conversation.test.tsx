import type { CoachMessage } from '@rehearse/contract/coach';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test-kit/render-screen.tsx';
import type { useCoachChat } from '../use-coach-chat.ts';
import { CoachConversation, RECENT_MESSAGES_SHOWN } from './coach-conversation.tsx';

const message = (i: number): CoachMessage => ({
  id: `m${i}`,
  type: i % 2 === 0 ? 'user' : 'bot',
  content: `message ${i}`,
  timestamp: new Date(Date.UTC(2026, 10, 1, 10, i)).toISOString(),
  source: i % 2 === 0 ? null : 'built-in',
});

function chatWith(count: number): ReturnType<typeof useCoachChat> {
  return {
    messages: Array.from({ length: count }, (_, i) => message(i)),
    send: vi.fn(async () => undefined),
    waiting: false,
    authLost: false,
    historyLoading: false,
    historyError: null,
    clearLocal: () => undefined,
  };
}

describe('Coach conversation', () => {
  afterEach(cleanup);

  it('shows the last exchanges of a long history, the rest on request', () => {
    renderScreen('/', [{ path: '/', element: <CoachConversation chat={chatWith(20)} /> }]);
    expect(screen.queryByText('message 13')).toBeNull();
    expect(screen.getByText('message 14')).toBeTruthy();
    expect(screen.getByText('message 19')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Show ${20 - RECENT_MESSAGES_SHOWN} earlier messages` }));
    expect(screen.getByText('message 0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /earlier/ })).toBeNull();
  });

  it('keeps the message list bounded so the input stays on screen', () => {
    renderScreen('/', [{ path: '/', element: <CoachConversation chat={chatWith(3)} /> }]);
    expect(screen.getByTestId('coach-messages').className).toMatch(/max-h-/);
    expect(screen.queryByRole('button', { name: /earlier/ })).toBeNull();
  });
});
