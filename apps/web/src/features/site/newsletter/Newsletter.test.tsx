import { authMessages } from '@clinvia/contracts/auth';
import { newsletterMessages } from '@clinvia/contracts/newsletter';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

// NEWS-1, NEWS-2: the footer's sign-up box and the unsubscribe link's page.

describe('the newsletter box in the footer (NEWS-1)', { timeout: 20_000 }, () => {
  it('checks the address first, then subscribes and shows the server’s confirmation instead of the box', async () => {
    const api = fakeApi({ 'POST /api/newsletter': { status: 201, body: { message: newsletterMessages.subscribed } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/about');
    const box = await screen.findByRole('form', { name: 'Newsletter' });
    await user.type(within(box).getByRole('textbox'), 'maria@');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(within(box).getByRole('textbox')).toHaveAccessibleDescription(authMessages.emailInvalid);
    expect(api.calls('POST', '/api/newsletter')).toHaveLength(0);

    await user.type(within(box).getByRole('textbox'), 'example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.subscribed);
    expect(screen.queryByRole('form', { name: 'Newsletter' })).toBeNull();
    expect(api.calls('POST', '/api/newsletter').map((request) => request.body)).toEqual([{ email: 'maria@example.com', website: '' }]);
  });

  it('shows the server’s refusal under the field and keeps the address', async () => {
    fakeApi({ 'POST /api/newsletter': apiError(400, 'validation_error', 'Please check the fields', { email: 'This domain does not receive mail' }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/about');
    const box = await screen.findByRole('form', { name: 'Newsletter' });
    await user.type(within(box).getByRole('textbox'), 'maria@nowhere-mail.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByText('This domain does not receive mail')).toBeInTheDocument();
    expect(within(box).getByRole('textbox')).toHaveValue('maria@nowhere-mail.com');
  });
});

describe('the unsubscribe page (NEWS-2)', { timeout: 20_000 }, () => {
  it('changes nothing on load and unsubscribes with the button', async () => {
    const api = fakeApi({ 'POST /api/newsletter/unsubscribe': { body: { message: 'You have been unsubscribed.' } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/newsletter/unsubscribe?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from the Clinvia newsletter' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/newsletter/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(api.calls('POST', '/api/newsletter/unsubscribe').map((request) => request.body)).toEqual([{ token: 'tok-1' }]);
  });

  it('says why when the link is not valid, and lets the reader try again', async () => {
    fakeApi({ 'POST /api/newsletter/unsubscribe': apiError(400, 'invalid_token', 'This unsubscribe link is not valid.') });
    const user = userEvent.setup({ delay: null });
    renderApp('/newsletter/unsubscribe?token=bad');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('without a token asks for the link from an e-mail and offers no button', async () => {
    fakeApi({});
    renderApp('/newsletter/unsubscribe');
    expect(await screen.findByText(/This page needs the link from one of our e-mails/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
