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
    stop: vi.fn(),
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

  it('shows an answer as it streams with the engine writing it, and a Stop button the keyboard reaches', () => {
    const chat = chatWith(1);
    const streaming = { ...message(1), id: 'pending-1', content: 'Your "Friday answer" held', source: 'local-model' as const, pending: true };
    renderScreen('/', [{ path: '/', element: <CoachConversation chat={{ ...chat, messages: [...chat.messages, streaming], waiting: true }} /> }]);
    expect(screen.getByText('Your "Friday answer" held')).toBeTruthy();
    expect(screen.getByText('AI · local model')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    const stop = screen.getByRole('button', { name: 'Stop' });
    stop.focus();
    expect(document.activeElement).toBe(stop);
    fireEvent.click(stop);
    expect(chat.stop).toHaveBeenCalledOnce();
  });

  it('names the engine while the coach is still thinking, and shows no Stop when nothing is being written', () => {
    const chat = chatWith(1);
    const thinking = { ...message(1), id: 'pending-1', content: '', source: 'hosted-model' as const, pending: true };
    renderScreen('/', [{ path: '/', element: <CoachConversation chat={{ ...chat, messages: [...chat.messages, thinking], waiting: true }} /> }]);
    expect(screen.getByRole('status').textContent?.trim()).toBe('Coach is thinking... (AI · hosted model)');
    cleanup();
    renderScreen('/', [{ path: '/', element: <CoachConversation chat={chatWith(2)} /> }]);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByText('built-in coach')).toBeTruthy();
  });
});
