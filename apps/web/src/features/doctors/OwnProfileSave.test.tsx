import { authMessages } from '@clinvia/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Swal } from '../../lib/swal';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { ownDoctorProfile } from '../../test/fixtures';
import { doctor, renderApp } from '../../test/render';

// Issue 11 point 5: the signed-in doctor edits their own practice details on /doctor-profile;
// checked with the contract's messages, the server's kept under their fields, the typing kept.

afterEach(() => {
  Swal.close();
});

const profile = ownDoctorProfile({
  id: '3',
  user_id: '3',
  name: 'Aisha Khan',
  email: 'aisha@example.com',
  qualifications: 'MBBS, MD',
  experience_years: 9,
  consultation_fee: 120,
  rating: 4.5,
  languages: ['en'],
});

function profileApi(save: Reply) {
  return fakeApi({
    'GET /api/doctors/me': { body: profile },
    'PUT /api/doctors/me': save,
    'GET /api/doctors/cities': { body: ['Boston, MA', 'Cambridge, MA'] },
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-03-10' } },
  });
}

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  renderApp('/doctor-profile', doctor);
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit your profile' })).toBeInTheDocument();
  return user;
}

describe('editing the doctor’s own profile', { timeout: 20_000 }, () => {
  it('starts from the profile, checks the fields before sending, then saves what was typed', async () => {
    const api = profileApi(({ body }) => ({ body: { ...profile, consultation_fee: (body as { consultationFee: number }).consultationFee } }));
    const user = await openEditor();
    const fee = screen.getByLabelText('Consultation fee ($)');
    expect(fee).toHaveValue(120);
    await user.clear(fee);
    await user.clear(screen.getByLabelText('Qualifications'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(authMessages.feeRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.qualificationsRequired)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/doctors/me')).toHaveLength(0);

    await user.type(fee, '135');
    await user.type(screen.getByLabelText('Qualifications'), 'MBBS, MD, FACC');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(api.calls('PUT', '/api/doctors/me')).toHaveLength(1);
    });
    expect(api.calls('PUT', '/api/doctors/me')[0]?.body).toMatchObject({ consultationFee: 135, qualifications: 'MBBS, MD, FACC', experienceYears: 9, available: true });
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('starts from the doctor’s languages and saves the ones ticked (DOC-13)', async () => {
    const api = profileApi(({ body }) => ({ body: { ...profile, languages: (body as { languages: string[] }).languages } }));
    const user = await openEditor();
    const languages = within(screen.getByRole('group', { name: 'Languages spoken' }));
    expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(languages.getByRole('checkbox', { name: 'Spanish' })).not.toBeChecked();
    await user.click(languages.getByRole('checkbox', { name: 'Spanish' }));
    await user.click(languages.getByRole('checkbox', { name: 'Vietnamese' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(api.calls('PUT', '/api/doctors/me')).toHaveLength(1);
    });
    expect(api.calls('PUT', '/api/doctors/me')[0]?.body).toMatchObject({ languages: ['en', 'es', 'vi'] });
  });

  it('puts the server’s message about the languages under their group, the boxes kept ticked (DOC-13)', async () => {
    profileApi(apiError(400, 'validation_error', 'Please check the fields', { languages: 'Please choose languages from the list' }));
    const user = await openEditor();
    const group = screen.getByRole('group', { name: 'Languages spoken' });
    await user.click(within(group).getByRole('checkbox', { name: 'Korean' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(group).toHaveAccessibleDescription(/Please choose languages from the list/);
    });
    expect(within(group).getByRole('checkbox', { name: 'Korean' })).toBeChecked();
  });

  it('puts the server’s message under its field and keeps the typing', async () => {
    profileApi(apiError(400, 'validation_error', 'Please check the fields', { city: 'Choose a city the clinic serves' }));
    const user = await openEditor();
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription(/Choose a city the clinic serves/);
    });
    expect(screen.getByLabelText(/^City/)).toHaveValue('Atlantis');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeInTheDocument();
  });

  it('shows any other refusal above the form', async () => {
    profileApi(apiError(409, 'doctor_deactivated', 'Your account is deactivated; clinic staff can tell you why.'));
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is deactivated; clinic staff can tell you why.');
  });
});
