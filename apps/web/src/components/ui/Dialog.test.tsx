import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens as a dialog named by its title and described by its description', () => {
    render(
      <Dialog title="Deactivate Rita Vance?" description="She can no longer sign in." onClose={vi.fn()}>
        <Button>Deactivate</Button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Rita Vance?' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('She can no longer sign in.');
  });

  it('asks its owner to close on Escape (the cancel event) and on its close button, and stays open until told', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Reschedule" closeLabel="Close" onClose={onClose} footer={<Button>Confirm</Button>}>
        <p>Pick a time</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reschedule' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('closes when its owner removes it', () => {
    const { unmount } = render(
      <Dialog title="Reschedule" onClose={vi.fn()}>
        <p>Pick a time</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reschedule' });
    unmount();
    expect(dialog).not.toHaveAttribute('open');
  });

  it('gives the focus back to the control that opened it when its owner removes it (A11Y-5)', async () => {
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button
            onClick={() => {
              setOpen(true);
            }}
          >
            Cancel visit
          </Button>
          {open && (
            <Dialog
              title="Are you sure?"
              onClose={() => {
                setOpen(false);
              }}
              footer={
                <Button
                  onClick={() => {
                    setOpen(false);
                  }}
                >
                  No, keep it
                </Button>
              }
            >
              <p>It cannot be undone.</p>
            </Dialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Owner />);
    const opener = screen.getByRole('button', { name: 'Cancel visit' });
    await user.click(opener);
    const keep = screen.getByRole('button', { name: 'No, keep it' });
    // As the browser's modal dialog does on opening (jsdom's does not move the focus).
    keep.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
