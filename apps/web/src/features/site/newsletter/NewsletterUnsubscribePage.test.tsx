import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { renderApp } from '../../../test/render';

// The newsletter's unsubscribe link: nothing happens until the reader clicks (mail scanners
// open links by themselves), then the token goes to the API once.

function unsubscribeApi(reply: Reply) {
  return fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } }, 'POST /api/newsletter/unsubscribe': reply });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the Clinvia newsletter' }, { timeout: 15_000 });

describe('unsubscribing from the newsletter', { timeout: 20_000 }, () => {
  it('sends nothing on opening the link, and the token on the click', async () => {
    const api = unsubscribeApi({ body: { message: 'You are unsubscribed. We will not send you the newsletter again.' } });
    const user = userEvent.setup();
    renderApp('/newsletter/unsubscribe?token=tok-123');
    await heading();
    expect(api.calls('POST', '/api/newsletter/unsubscribe')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed. We will not send you the newsletter again.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/newsletter/unsubscribe').map((request) => request.body)).toEqual([{ token: 'tok-123' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says why it failed and lets the reader try again', async () => {
    let fail = true;
    const api = unsubscribeApi(() => (fail ? apiError(400, 'invalid_token', 'This unsubscribe link is not valid.') : { body: { message: 'You are unsubscribed.' } }));
    const user = userEvent.setup();
    renderApp('/newsletter/unsubscribe?token=old');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed.')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.calls('POST', '/api/newsletter/unsubscribe')).toHaveLength(2);
    });
  });

  it('asks for the link from an e-mail when it has no token', async () => {
    const api = unsubscribeApi({ body: { message: 'unused' } });
    renderApp('/newsletter/unsubscribe');
    await heading();
    expect(screen.getByText(/This page needs the link from one of our e-mails/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to HomePage' })).toHaveAttribute('href', '/');
    expect(api.calls('POST', '/api/newsletter/unsubscribe')).toEqual([]);
  });
});
