import { act, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

function fakeContactApi(reply: () => Response) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/contact')) bodies.push(JSON.parse(init?.body as string));
    return Promise.resolve(reply());
  });
  return bodies;
}

async function openForm() {
  renderApp('/contact');
  return within(await screen.findByRole('form', { name: 'Send us a message' }));
}

async function fillIn(form: BoundFunctions<typeof queries>, user: ReturnType<typeof userEvent.setup>) {
  await user.type(form.getByLabelText('Name'), 'Maria Lopez');
  await user.type(form.getByLabelText('Email'), 'maria@example.com');
  await user.type(form.getByLabelText('Subject'), 'Insurance');
  await user.type(form.getByLabelText('Message'), 'Do you accept Aetna?');
  await user.click(form.getByLabelText(/I agree to the/));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('contact form', () => {
  it("shows SPEC's messages and sends nothing while the form is incomplete", async () => {
    const bodies = fakeContactApi(() => Response.json({ message: 'x' }, { status: 201 }));
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required', 'You must agree to the privacy policy']) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(bodies).toEqual([]);
  });

  it('sends the message, shows the banner for 4 seconds and empties the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const bodies = fakeContactApi(() => Response.json({ message: 'Your message has been sent successfully!' }, { status: 201 }));
    const form = await openForm();
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Maria Lopez', email: 'maria@example.com', subject: 'Insurance', message: 'Do you accept Aetna?', privacy: true, website: '' }]);
    expect(form.getByLabelText('Message')).toHaveValue('');
    expect(form.getByLabelText(/I agree to the/)).not.toBeChecked();

    act(() => {
      vi.advanceTimersByTime(3800);
    });
    expect(form.getByText('Your message has been sent successfully!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(form.queryByText('Your message has been sent successfully!')).toBeNull();
  });

  it('keeps every field when sending fails, and shows why', async () => {
    fakeContactApi(() => Response.json({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } }, { status: 500 }));
    const user = userEvent.setup();
    const form = await openForm();
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Error occurred: your message was not sent. Something went wrong on our side. Please try again.');
    expect(form.getByLabelText('Message')).toHaveValue('Do you accept Aetna?');
    expect(form.getByLabelText('Name')).toHaveValue('Maria Lopez');
    expect(form.getByLabelText(/I agree to the/)).toBeChecked();
  });

  it("puts the server's field messages under the fields", async () => {
    fakeContactApi(() =>
      Response.json({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { email: 'Invalid email address' } } }, { status: 400 }),
    );
    const user = userEvent.setup();
    const form = await openForm();
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  // CONTACT-4: the message's limit (the booking reason's) shows from the start; longer text is kept, counted in red and refused.
  it('shows the message limit before it is reached and never cuts a longer message', async () => {
    const bodies = fakeContactApi(() => Response.json({ message: 'x' }, { status: 201 }));
    const user = userEvent.setup();
    const form = await openForm();
    const message = form.getByLabelText('Message');
    expect(form.getByText('0 / 2000 characters')).toBeInTheDocument();
    expect(message.getAttribute('aria-describedby')).toContain(form.getByText('0 / 2000 characters').id);
    await fillIn(form, user);
    const long = 'x'.repeat(2001);
    await user.clear(message);
    await user.click(message);
    await user.paste(long);
    expect(message).toHaveValue(long);
    expect(form.getByText('2001 / 2000 characters')).toHaveAttribute('data-over', 'true');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Please use at most 2000 characters')).toBeInTheDocument();
    expect(message).toHaveValue(long);
    expect(bodies).toEqual([]);
  });
});
