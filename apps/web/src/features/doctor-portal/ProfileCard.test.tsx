import type { AppointmentStats } from '@clinvia/contracts/doctor-portal';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query';
import { ownProfileKey } from '../../lib/queries/doctor-profile';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { ownDoctorProfile } from '../../test/fixtures';
import { ProfileCard } from './ProfileCard';

// PORTAL-3, PORTAL-4, LIFE-12: the doctor's own card in the portal: who they are and their
// practice details, the availability switch (saved at once, the server's refusal said beside
// it), and the appointment statistics with declined requests apart from cancellations.

const profile = ownDoctorProfile({ consultation_fee: 92.5, available: true });
const statsPath = `/api/doctors/${profile.id}/appointment-stats`;
const stats: AppointmentStats = { confirmed: 4, pending: 2, completed: 31, cancelled: 3, declined: 1, no_show: 5, total: 46 };

function renderCard(replies: Record<string, Reply>, shown = profile) {
  const api = fakeApi(replies);
  const client = createQueryClient();
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileCard profile={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, client, user };
}

const statusSwitch = () => screen.getByRole('switch', { name: 'Status' });
/** Each statistic as '<status>: <count>', in the card's order. */
const shownStats = () =>
  within(screen.getByRole('region', { name: 'Appointment Stats' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the doctor’s own card (PORTAL-3)', () => {
  it('shows who the doctor is and the practice details, with the link to edit them', () => {
    renderCard({ [`GET ${statsPath}`]: { body: stats } });
    expect(screen.getByRole('heading', { name: 'Dr. Maya Patel' })).toBeInTheDocument();
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByText('Consultation Fee').nextElementSibling).toHaveTextContent('$92.50');
    expect(screen.getByText('Experience').nextElementSibling).toHaveTextContent('12 years');
    expect(screen.getByText('Rating').nextElementSibling).toHaveTextContent('4.7 / 5');
    expect(screen.getByRole('link', { name: 'View and edit your profile' })).toHaveAttribute('href', '/doctor-profile');
  });

  it('turns bookings off with one press and keeps the answer as the profile', async () => {
    const { api, client, user } = renderCard({
      [`GET ${statsPath}`]: { body: stats },
      'PUT /api/doctors/me/availability': ({ body }) => ({ body: { ...profile, available: (body as { available: boolean }).available } }),
    });
    expect(statusSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(statusSwitch()).toHaveAccessibleDescription('Patients can book you.');
    await user.click(statusSwitch());
    expect(api.calls('PUT', '/api/doctors/me/availability').map((request) => request.body)).toEqual([{ available: false }]);
    await waitFor(() => {
      expect(client.getQueryData<{ available: boolean }>(ownProfileKey)?.available).toBe(false);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server’s refusal beside the switch and leaves it as it was', async () => {
    const { user } = renderCard({
      [`GET ${statsPath}`]: { body: stats },
      'PUT /api/doctors/me/availability': apiError(409, 'doctor_not_listed', 'Your profile is waiting for approval.'),
    });
    await user.click(statusSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile is waiting for approval.');
    expect(statusSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(statusSwitch()).toBeEnabled();
  });

  it('says what an unavailable doctor’s patients see', () => {
    renderCard({ [`GET ${statsPath}`]: { body: stats } }, { ...profile, available: false });
    expect(statusSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(statusSwitch()).toHaveTextContent('Unavailable');
    expect(statusSwitch()).toHaveAccessibleDescription('Patients cannot book you. Your existing appointments stay as they are.');
  });
});

describe('the appointment statistics (PORTAL-4, LIFE-12)', () => {
  it('counts each status, declined requests apart from cancellations', async () => {
    renderCard({ [`GET ${statsPath}`]: { body: stats } });
    await waitFor(() => {
      expect(shownStats()).toEqual(['Confirmed: 4', 'Pending: 2', 'Completed: 31', 'Cancelled: 3', 'Declined: 1', 'No-show: 5']);
    });
  });

  it('shows dashes while loading and says when the statistics could not be loaded', async () => {
    renderCard({ [`GET ${statsPath}`]: apiError(500, 'internal', 'Oops') });
    expect(shownStats()).toContain('Pending: –');
    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
  });
});
