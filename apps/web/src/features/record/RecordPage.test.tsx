import type { RecordShare } from '@clinvia/contracts/record-shares';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patientRecord, recordEntry, recordVisitId } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';

// RECORD-1 to RECORD-3: /record, the patient's own record and the lists they keep.

describe('/record (RECORD-1)', { timeout: 20_000 }, () => {
  it('shows the lists with what came from a check-in, the visits and the message threads', async () => {
    fakeApi({ 'GET /api/record': { body: patientRecord() } });
    renderApp('/record', patient);
    expect(await screen.findByRole('heading', { level: 1, name: 'My record' }, { timeout: 15_000 })).toBeInTheDocument();
    const medications = await screen.findByRole('region', { name: 'Medications' });
    expect(within(medications).getByText('Metformin 500 mg')).toBeInTheDocument();
    // FHIR-5: the record to take away, from the record itself.
    const download = screen.getByRole('region', { name: 'Download your record' });
    expect(within(download).getByRole('button', { name: 'Download record (FHIR JSON)' })).toBeEnabled();
    expect(within(download).getByRole('button', { name: 'Download record (PDF)' })).toBeEnabled();
    expect(medications).toHaveTextContent('From your check-in for the visit on Nov 20, 2026');
    expect(screen.getByRole('region', { name: 'Visits' })).toHaveTextContent('Dr. Maya Patel, Cardiology');
    // SUMMARY-5: a signed summary opens on the visit's entry of /appointments.
    expect(within(screen.getByRole('region', { name: 'Visits' })).getByRole('link', { name: 'Visit summary' })).toHaveAttribute('href', `/appointments?summary=${recordVisitId}`);
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByRole('link', { name: 'Medication' })).toHaveAttribute('href', '/messages/55555555-5555-4555-8555-555555555555');
  });

  it('adds an allergy, with the form’s and the server’s messages under the fields (RECORD-2)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/record': { body: patientRecord() },
      'POST /api/record/allergies': (request) =>
        (request.body as { name: string }).name === 'Latex'
          ? { status: 400, body: { error: { code: 'validation_error', message: 'This is already on your list', fields: { name: 'This is already on your list' } } } }
          : { status: 201, body: { message: 'Added to your record.', entry: recordEntry({ list: 'allergies', name: 'Penicillin', source: 'patient', check_in: null }) } },
    });
    renderApp('/record', patient);
    const allergies = await screen.findByRole('region', { name: 'Allergies' }, { timeout: 15_000 });
    await user.click(within(allergies).getByRole('button', { name: 'Add an allergy' }));
    const form = within(allergies).getByRole('form', { name: 'Add an allergy' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Give the entry a name')).toBeInTheDocument();
    expect(api.calls('POST', '/api/record/allergies')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Latex');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This is already on your list')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Penicillin');
    await user.type(within(form).getByLabelText(/Details/), 'Rash');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Add an allergy' });
    // The notice the patient sees; waiting for it also keeps SweetAlert2's opening timers inside the test.
    expect(await screen.findByText('Added to your record.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/record/allergies').at(-1)?.body).toEqual({ name: 'Penicillin', details: 'Rash', started_on: null, ended_on: null });
  });
});

describe('sharing the record (SHARE-1, SHARE-4, SHARE-5)', { timeout: 20_000 }, () => {
  const share: RecordShare = {
    id: '88888888-8888-4888-8888-888888888888',
    label: 'Dr. Ruiz, cardiology',
    created_at: '2026-11-20T15:00:00.000Z',
    expires_at: '2026-11-27T15:00:00.000Z',
    revoked_at: null,
    has_passcode: true,
    state: 'active',
    openings: [{ at: '2026-11-21T15:00:00.000Z', kind: 'view' }],
  };

  it('makes a link with the form’s messages under the fields, shows it once, and lists the openings', async () => {
    const user = userEvent.setup();
    let shares = [share];
    const api = fakeApi({
      'GET /api/record': { body: patientRecord() },
      'GET /api/record-shares': () => ({ body: { shares } }),
      'POST /api/record-shares': () => {
        shares = [{ ...share, id: '99999999-9999-4999-8999-999999999999', label: null, has_passcode: false, openings: [] }, ...shares];
        return { status: 201, body: { message: 'Share link made.', share: shares[0], path: `/shared-record#${'k'.repeat(43)}` } };
      },
    });
    renderApp('/record', patient);
    const section = await screen.findByRole('region', { name: 'Share with another clinician' }, { timeout: 15_000 });
    const list = await within(section).findByRole('listitem', { name: 'Dr. Ruiz, cardiology' });
    expect(list).toHaveTextContent('Active');
    expect(list).toHaveTextContent('with a passcode');
    expect(within(list).getByText('Opened 1 time')).toBeInTheDocument();

    const form = within(section).getByRole('form', { name: 'Make a share link' });
    await user.type(within(form).getByLabelText(/^Passcode/), '123');
    await user.click(within(form).getByRole('button', { name: 'Make a share link' }));
    expect(within(form).getByText('A passcode has at least 6 characters')).toBeInTheDocument();
    expect(api.calls('POST', '/api/record-shares')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Passcode/));
    await user.selectOptions(within(form).getByLabelText('Link works for'), '3');
    await user.click(within(form).getByRole('button', { name: 'Make a share link' }));
    const link = await within(section).findByRole('textbox', { name: 'Share link' });
    expect(link).toHaveValue(`${window.location.origin}/shared-record#${'k'.repeat(43)}`);
    expect(api.calls('POST', '/api/record-shares').at(-1)?.body).toEqual({ label: null, expires_in_days: 3, passcode: null });
    expect(await within(section).findByRole('listitem', { name: 'Share link' })).toHaveTextContent('Not opened yet.');
  });
});
