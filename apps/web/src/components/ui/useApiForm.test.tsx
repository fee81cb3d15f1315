import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { FormAlert, TextField } from '../fields';
import { Button } from './Button';
import { useApiForm } from './useApiForm';

const schema = z.object({ phoneNumber: z.string().min(7, 'Enter a valid phone number'), address: z.string() });

interface ContactFormProps {
  send: (values: z.infer<typeof schema>) => Promise<void>;
  fieldsFailure?: string;
  onInvalid?: (fields: string[]) => void;
  onFieldErrors?: (fields: string[]) => void;
}

function ContactForm({ send, ...options }: ContactFormProps) {
  const { register, formState, failure, submit } = useApiForm({ schema, defaultValues: { phoneNumber: '', address: '' }, fields: ['phoneNumber', 'address'], onSubmit: send, ...options });
  return (
    <form noValidate onSubmit={submit}>
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      <TextField label="Phone number" error={formState.errors.phoneNumber} {...register('phoneNumber')} />
      <TextField label="Address" error={formState.errors.address} {...register('address')} />
      <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
        Save
      </Button>
    </form>
  );
}

async function fill(phone: string, address: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  await user.type(screen.getByRole('textbox', { name: 'Address' }), address);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useApiForm', () => {
  it("checks with the schema first and sends nothing while a field is wrong", async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<ContactForm send={send} />);
    await fill('12', '1 Main St');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the API's per-field message under its field and keeps what was typed", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError({ status: 400, code: 'VALIDATION', message: 'Check the form', fields: { address: 'We do not deliver to this address' } })));
    render(<ContactForm send={send} />);
    await fill('+1 555 0100', '1 Main St');
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(await screen.findByText('We do not deliver to this address')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription('We do not deliver to this address');
    expect(address).toHaveValue('1 Main St');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+1 555 0100');
    expect(send).toHaveBeenCalledWith({ phoneNumber: '+1 555 0100', address: '1 Main St' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure for the whole form, and clears it on the next try', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'The server is busy.' })).mockResolvedValueOnce(undefined);
    render(<ContactForm send={send} />);
    await fill('+1 555 0100', '1 Main St');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Main St');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(send).toHaveBeenCalledTimes(2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('focuses the first field the API named, tells the form which, and can say so above the form', async () => {
    const onFieldErrors = vi.fn();
    const send = vi.fn(() => Promise.reject(new ApiError({ status: 400, code: 'VALIDATION', message: 'Check the form', fields: { 'address.0': 'We do not deliver to this address' } })));
    render(<ContactForm send={send} onFieldErrors={onFieldErrors} fieldsFailure="Please correct the highlighted fields." />);
    await fill('+1 555 0100', '1 Main St');
    // A list item's message ('address.0') goes under the field it belongs to.
    expect(await screen.findByText('We do not deliver to this address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(onFieldErrors).toHaveBeenCalledWith(['address']);
  });

  it('tells the form which fields its own check found wrong', async () => {
    const onInvalid = vi.fn();
    render(<ContactForm send={vi.fn(() => Promise.resolve())} onInvalid={onInvalid} />);
    await fill('12', '1 Main St');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenCalledWith(['phoneNumber']);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  });
});
