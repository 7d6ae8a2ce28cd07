import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { useQuestionFromLink } from './use-question-from-link.ts';

function Probe({ send }: { send: (q: string) => Promise<void> }) {
  useQuestionFromLink(send);
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

describe('a coach link with a question', () => {
  afterEach(cleanup);

  it('asks it once on arrival and drops it from the address', async () => {
    const send = vi.fn(async () => undefined);
    const question = 'How can I improve my eye contact? In my analysis "take 2.mp4" it scored 41.2%, my lowest part.';
    renderScreen(`/coach?ask=${encodeURIComponent(question)}`, [{ path: '/coach', element: <Probe send={send} /> }]);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/coach'));
    expect(send.mock.calls).toEqual([[question]]);
  });

  it('asks nothing without one', async () => {
    const send = vi.fn(async () => undefined);
    renderScreen('/coach', [{ path: '/coach', element: <Probe send={send} /> }]);
    expect(await screen.findByText('/coach')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
