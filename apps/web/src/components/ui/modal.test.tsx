import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasContent, Modal, outsideBox } from './modal.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Rename analysis" description="A name of your choosing.">
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

function pressEscape(dialog: HTMLElement): Event {
  // A browser turns Esc in a modal dialog into a cancelable 'cancel' event on it.
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog, cancel);
  return cancel;
}

describe('Modal', () => {
  afterEach(cleanup);

  it('leaves out the body when it has nothing to show (the delete confirmation had an empty band)', () => {
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

  it('opens as a modal dialog named by its title and described by its description', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename analysis', description: 'A name of your choosing.' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('closes on Esc and gives focus back to the button that opened it', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByLabelText('Name').focus();
    const cancel = pressEscape(screen.getByRole('dialog'));
    expect(cancel.defaultPrevented).toBe(true); // the owner closes it, not the browser behind its back
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open through React re-running its effects (development), and closes once on Esc', () => {
    render(
      <StrictMode>
        <Opener />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Rename' });
    opener.focus();
    fireEvent.click(opener);
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
    pressEscape(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its Close button and from a press and release on the backdrop, not from a drag out of it', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Login history">
        <p>Sessions</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    // jsdom lays nothing out: the dialog's box is empty at (0, 0), so any other point is on the backdrop.
    fireEvent.pointerDown(screen.getByText('Sessions'), { clientX: 0, clientY: 0 });
    fireEvent.click(dialog, { clientX: 400, clientY: 10 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialog, { clientX: 400, clientY: 10 });
    fireEvent.click(dialog, { clientX: 400, clientY: 10 });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('tells a point on the backdrop from one in the box', () => {
    const box = { left: 10, right: 110, top: 20, bottom: 220 };
    expect(outsideBox(box, 50, 100)).toBe(false);
    expect([outsideBox(box, 5, 100), outsideBox(box, 111, 100), outsideBox(box, 50, 19), outsideBox(box, 50, 221)]).toEqual([true, true, true, true]);
  });
});
