import type { StaffDashboard } from '@clinvia/contracts/staff';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardSection } from './DashboardSection';

// DOC-8: the dashboard counts listed doctors per specialization under one label each, and each
// line opens Find Doctor on that specialization.

const data: StaffDashboard = {
  administrator: true,
  today: '2030-03-10',
  appointments_today: { pending: 1, confirmed: 2, completed: 0, cancelled: 0 },
  pending_approvals: { doctors: 1, staff: 0 },
  new_contact_messages: 0,
  open_ambulance_requests: 0,
  listed_by_specialization: [
    { specialization: 'Cardiology', doctors: 5 },
    { specialization: 'Sleep Medicine', doctors: 1 },
  ],
  email_off: false,
  new_emergency: null,
};

describe('the staff dashboard’s doctors by specialization (DOC-8)', () => {
  it('lists each specialization once with its count, linked to Find Doctor', () => {
    const dashboard = { data, isPending: false, error: null, refetch: () => Promise.resolve() } as unknown as UseQueryResult<StaffDashboard>;
    render(
      <MemoryRouter>
        <DashboardSection dashboard={dashboard} />
      </MemoryRouter>,
    );
    const list = within(screen.getByRole('region', { name: 'Listed doctors by specialization' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Cardiology5', 'Sleep Medicine1']);
    expect(links[1]).toHaveAttribute('href', '/find-doctor?specialization=Sleep+Medicine');
  });
});
