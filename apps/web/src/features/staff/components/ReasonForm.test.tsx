import { staffMessages } from '@clinvia/contracts/staff';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { ReasonForm } from './ReasonForm';

// The reason staff give for a rejection or a deactivation, which the other party reads: checked
// before it is sent, trimmed, and kept as typed when the server refuses it.

function renderForm(onSubmit: (reason: string) => Promise<unknown>, onCancel = vi.fn()) {
  render(<ReasonForm label="Reason for rejecting" submitText="Reject" busyText="Rejecting..." onSubmit={onSubmit} onCancel={onCancel} />);
  return { user: userEvent.setup(), box: screen.getByRole('textbox', { name: 'Reason for rejecting' }), onCancel };
}

describe('the reason form', () => {
  it('sends nothing without a reason and says why, on the field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, box } = renderForm(onSubmit);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(staffMessages.reasonRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(staffMessages.reasonRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, box } = renderForm(onSubmit);
    await user.type(box, '  The licence number does not match the state board.  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith('The licence number does not match the state board.');
    });
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it("keeps the typing and shows the server's reason when the sending fails", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError({ status: 409, code: 'conflict', message: 'This doctor was already verified.', fromServer: true })));
    const { user, box } = renderForm(onSubmit);
    await user.type(box, 'Duplicate account');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This doctor was already verified.')).toBeInTheDocument();
    expect(box).toHaveValue('Duplicate account');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('refuses a reason over 500 characters', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, box } = renderForm(onSubmit);
    await user.click(box);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(staffMessages.reasonTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says it is sending, and cannot be sent twice, until the answer comes', async () => {
    let answer: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user, box } = renderForm(onSubmit);
    await user.type(box, 'Duplicate account');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const busy = await screen.findByRole('button', { name: 'Rejecting...' });
    expect(busy).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes it without sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user, onCancel } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
