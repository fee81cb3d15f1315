import { dependentMessages, type Dependent } from '@clinvia/contracts/dependents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type SentRequest } from '../../test/api';
import { patientAppointment, patientProfile } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';

// FAMILY-1, FAMILY-5: the Family section of /patient-profile.

const dialogs = vi.hoisted(() => ({ confirm: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: vi.fn(), confirmDialog: dialogs.confirm }));

// No visit booked yet: the Family section's own reads are the only ones.
const profile = patientProfile({ upcoming_appointments: [], appointment_counts: { upcoming: 0, total: 0 } });

const leo: Dependent = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Leo Lopez', date_of_birth: '2019-05-01', relationship: 'child', age: 6, can_book: true, has_own_account: false };
const tess: Dependent = { id: '00000000-0000-4000-8000-0000000000d2', name: 'Tess Lopez', date_of_birth: '2007-01-01', relationship: 'other_family', age: 18, can_book: false, has_own_account: false };

/** The profile and a dependents list that changes as the fake server is told to add, edit or remove. */
function familyApi(initial: Dependent[], addReply?: (request: SentRequest) => { status: number; body: unknown }) {
  let list = [...initial];
  const api = fakeApi({
    'GET /api/patients/get-patient-profile/7': { body: profile },
    'GET /api/dependents': () => ({ body: { dependents: list, age_of_majority: 18 } }),
    'POST /api/dependents': (request) => {
      if (addReply) return addReply(request);
      const body = request.body as { name: string; date_of_birth: string; relationship: Dependent['relationship'] };
      const added: Dependent = { id: '00000000-0000-4000-8000-0000000000d3', ...body, age: 2, can_book: true, has_own_account: false };
      list = [...list, added];
      return { status: 201, body: { message: dependentMessages.added, dependent: added } };
    },
    [`PUT /api/dependents/${leo.id}`]: (request) => {
      const changed = { ...leo, ...(request.body as object) };
      list = list.map((dependent) => (dependent.id === leo.id ? changed : dependent));
      return { body: { message: dependentMessages.updated, dependent: changed } };
    },
    [`DELETE /api/dependents/${leo.id}`]: () => {
      list = list.filter((dependent) => dependent.id !== leo.id);
      return { body: { message: dependentMessages.removed } };
    },
  });
  return api;
}

beforeEach(() => {
  dialogs.confirm.mockReset();
});

describe('the Family section of the profile (FAMILY-1)', { timeout: 20_000 }, () => {
  it('lists the dependents with their age, and says who has come of age and can no longer be booked for (FAMILY-5)', async () => {
    familyApi([leo, tess]);
    renderApp('/patient-profile', patient);
    const family = await screen.findByRole('region', { name: 'Family' });
    const items = await within(family).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Leo Lopez · Child');
    expect(items[0]).toHaveTextContent('6 years old');
    expect(items[0]).not.toHaveTextContent('no longer book');
    expect(items[1]).toHaveTextContent('Other family member');
    expect(items[1]).toHaveTextContent('18 or older: you can no longer book for them.');
  });

  it('shows a dependent who claimed their record as having their own account, with nothing to edit or remove (FAMILY-10)', async () => {
    familyApi([leo, { ...tess, has_own_account: true }]);
    renderApp('/patient-profile', patient);
    const family = await screen.findByRole('region', { name: 'Family' });
    const items = await within(family).findAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Has their own account: their visits and record are theirs now.');
    expect(items[1]).not.toHaveTextContent('no longer book');
    expect(within(family).queryByRole('button', { name: /Tess Lopez/ })).toBeNull();
    expect(within(family).getByRole('button', { name: /^Edit\s*Leo Lopez/ })).toBeInTheDocument();
  });

  it('says whose an upcoming visit is in Your Appointments (FAMILY-3)', async () => {
    fakeApi({
      'GET /api/patients/get-patient-profile/7': { body: { patient: { ...profile.patient, upcoming_appointments: [patientAppointment({ dependent: { id: leo.id, name: 'Leo Lopez', date_of_birth: leo.date_of_birth } })], appointment_counts: { upcoming: 1, total: 1 } } } },
      'GET /api/dependents': { body: { dependents: [leo], age_of_majority: 18 } },
    });
    renderApp('/patient-profile', patient);
    const appointments = await screen.findByRole('region', { name: 'Your Appointments' });
    expect(within(appointments).getByRole('listitem')).toHaveTextContent('For: Leo Lopez');
  });

  it('says there is no one yet, adds a dependent and shows them', async () => {
    const api = familyApi([]);
    const user = userEvent.setup();
    renderApp('/patient-profile', patient);
    const family = await screen.findByRole('region', { name: 'Family' });
    expect(await within(family).findByText(/No one added yet/)).toBeInTheDocument();
    await user.click(within(family).getByRole('button', { name: 'Add a dependent' }));
    const form = within(family).getByRole('form', { name: 'Add a dependent' });
    // The browser checks first, with the contract's messages.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(dependentMessages.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(dependentMessages.dateOfBirthRequired)).toBeInTheDocument();
    expect(within(form).getByText(dependentMessages.relationshipRequired)).toBeInTheDocument();
    expect(api.calls('POST', '/api/dependents')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Full name'), 'Mia Lopez');
    await user.type(within(form).getByLabelText('Date of birth'), '2023-08-15');
    await user.selectOptions(within(form).getByLabelText('Relationship'), 'Child');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(family).findByText(dependentMessages.added)).toBeInTheDocument();
    expect(api.calls('POST', '/api/dependents')[0]?.body).toEqual({ name: 'Mia Lopez', date_of_birth: '2023-08-15', relationship: 'child' });
    expect(await within(family).findByRole('button', { name: /^Edit\s*Mia Lopez$/ })).toBeInTheDocument();
    expect(within(family).queryByRole('form')).not.toBeInTheDocument();
  });

  it('puts the server’s message under the date of birth (an adult, a future date) and keeps what was typed', async () => {
    familyApi([], () => apiError(400, 'validation_error', 'Please correct the highlighted fields.', { date_of_birth: dependentMessages.ofAge(18) }));
    const user = userEvent.setup();
    renderApp('/patient-profile', patient);
    const family = await screen.findByRole('region', { name: 'Family' });
    await user.click(await within(family).findByRole('button', { name: 'Add a dependent' }));
    const form = within(family).getByRole('form', { name: 'Add a dependent' });
    await user.type(within(form).getByLabelText('Full name'), 'Grown Up');
    await user.type(within(form).getByLabelText('Date of birth'), '2000-01-01');
    await user.selectOptions(within(form).getByLabelText('Relationship'), 'Child');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(dependentMessages.ofAge(18))).toBeInTheDocument();
    expect(within(form).getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Grown Up');
  });

  it('edits a dependent in place, and removes one after asking', async () => {
    const api = familyApi([leo]);
    const user = userEvent.setup();
    renderApp('/patient-profile', patient);
    const family = await screen.findByRole('region', { name: 'Family' });
    await user.click(await within(family).findByRole('button', { name: /^Edit\s*Leo Lopez$/ }));
    const form = within(family).getByRole('form', { name: /^Edit\s*Leo Lopez$/ });
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('2019-05-01');
    await user.clear(within(form).getByLabelText('Full name'));
    await user.type(within(form).getByLabelText('Full name'), 'Leo M. Lopez');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(family).findByText(dependentMessages.updated)).toBeInTheDocument();
    expect(api.calls('PUT', `/api/dependents/${leo.id}`)[0]?.body).toEqual({ name: 'Leo M. Lopez', date_of_birth: '2019-05-01', relationship: 'child' });
    expect(await within(family).findByRole('button', { name: /^Edit\s*Leo M\. Lopez$/ })).toBeInTheDocument();

    dialogs.confirm.mockResolvedValueOnce(false);
    await user.click(within(family).getByRole('button', { name: /^Remove\s*Leo M\. Lopez$/ }));
    expect(api.calls('DELETE', `/api/dependents/${leo.id}`)).toHaveLength(0);
    dialogs.confirm.mockResolvedValueOnce(true);
    await user.click(within(family).getByRole('button', { name: /^Remove\s*Leo M\. Lopez$/ }));
    expect(await within(family).findByText(dependentMessages.removed)).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/dependents/${leo.id}`)).toHaveLength(1);
    expect(await within(family).findByText(/No one added yet/)).toBeInTheDocument();
  });
});
