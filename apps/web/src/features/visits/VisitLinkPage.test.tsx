import { visitLinkMessages, type VisitLink, type VisitLinkAction, type VisitLinkState } from '@clinvia/contracts/visits';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// LIFE-8: the page behind an appointment e-mail's one-click links (/visit/attend, /visit/cancel):
// it shows the doctor and the clinic's date and time, changes nothing on load (mail scanners open
// links), acts with the button's POST, and says plainly when a link no longer works.

configure({ asyncUtilTimeout: 5000 });

const token = 'dmlzaXQ.c2lnbmF0dXJl';
const link = (action: VisitLinkAction, state: VisitLinkState, message: string): VisitLink => ({
  action,
  state,
  message,
  doctorName: 'Maya Patel',
  date: '2030-03-13',
  time: '14:30',
  timeZone: 'America/New_York',
});

/** The link's reading and its POST answered; returns the methods the page sent to the link's route. */
function stubApi(read: Reply, post?: Reply) {
  const api = fakeApi({ 'GET /api/visit-links': read, ...(post === undefined ? {} : { 'POST /api/visit-links': post }) });
  return () => api.sent.filter((request) => request.path === '/api/visit-links').map((request) => request.method);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the one-click appointment link page (LIFE-8)', { timeout: 20_000 }, () => {
  it('shows the doctor and the clinic’s time, changes nothing on load, and confirms with the button', async () => {
    browserInZone('Europe/Berlin');
    const calls = stubApi({ body: link('attend', 'ready', visitLinkMessages.readyAttend) }, { body: link('attend', 'done', visitLinkMessages.attended) });
    const user = userEvent.setup({ delay: null });
    renderApp(`/visit/attend?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Confirm you will be there' })).toBeInTheDocument();
    const doctor = await screen.findByText('Dr. Maya Patel');
    expect(doctor.closest('dl')).toHaveAccessibleName('Appointment');
    // The clinic's 2:30 PM, not the Berlin browser's clock.
    expect(screen.getByTestId('visit-when')).toHaveTextContent(/March 13, 2030 at 2:30\sPM/);
    expect(screen.getByText(visitLinkMessages.readyAttend)).toBeInTheDocument();
    expect(calls()).toEqual(['GET']);
    await user.click(screen.getByRole('button', { name: 'I’ll be there' }));
    expect(await screen.findByRole('heading', { name: 'See you then' })).toBeInTheDocument();
    expect(screen.getByText(visitLinkMessages.attended)).toBeInTheDocument();
    expect(calls()).toEqual(['GET', 'POST']);
  });

  it('cancels with the cancel link’s button, and says why when the POST is refused', async () => {
    const calls = stubApi({ body: link('cancel', 'ready', visitLinkMessages.readyCancel) }, apiError(409, 'link_changed', visitLinkMessages.changed));
    const user = userEvent.setup({ delay: null });
    renderApp(`/visit/cancel?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Cancel this appointment' })).toBeInTheDocument();
    expect(await screen.findByText(visitLinkMessages.readyCancel)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel this appointment' }));
    expect(await screen.findByText(visitLinkMessages.changed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cancel this appointment' })).toBeInTheDocument();
    expect(calls()).toEqual(['GET', 'POST']);
  });

  it('says a used link no longer works, with the visit and no button', async () => {
    stubApi({ body: link('attend', 'used', visitLinkMessages.used) });
    renderApp(`/visit/attend?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(visitLinkMessages.used)).toBeInTheDocument();
    expect(screen.getByText('Dr. Maya Patel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I’ll be there' })).toBeNull();
  });

  it('says a link that is not genuine, or names another action, is not valid', async () => {
    stubApi(apiError(404, 'link_invalid', visitLinkMessages.invalid));
    renderApp(`/visit/attend?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(visitLinkMessages.invalid)).toBeInTheDocument();
  });

  it('asks for the e-mail’s link when the token is missing, and calls nothing', async () => {
    const calls = stubApi({ body: link('attend', 'ready', visitLinkMessages.readyAttend) });
    renderApp('/visit/attend');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/This page needs the link from one of our e-mails\./)).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });
});
