import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasContent, Modal } from './modal.tsx';

describe('Modal', () => {
  afterEach(cleanup);

  it('leaves out the body when it has nothing to show (walk: the delete confirmation had an empty band)', () => {
    const error: string | null = null;
    render(
      <Modal open onClose={() => undefined} title="Delete this analysis?" description="It cannot be undone." footer={<button type="button">Delete</button>}>
        {error && <p role="alert">{error}</p>}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    // header and footer only
    expect(dialog.children).toHaveLength(2);
  });

  it('shows the body when it has content', () => {
    render(
      <Modal open onClose={() => undefined} title="Rename">
        <p>Body text</p>
      </Modal>,
    );
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByRole('dialog').children).toHaveLength(2);
  });

  it('knows an empty node', () => {
    expect([null, undefined, false, '', [null, '']].map(hasContent)).toEqual([false, false, false, false, false]);
    expect([0, 'x', [null, 'x']].map(hasContent)).toEqual([true, true, true]);
  });
});
