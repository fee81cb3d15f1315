import type { Approvals } from '@clinvia/contracts/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ApprovalsSection from './ApprovalsSection';
import { renderWithQueries } from '../../../test/queries';

// DOC-9, DOC-10: staff verify a doctor only once they confirm the licence shown, and may correct
// the specialization (suggested from the clinic's list) as they do.

const dialogs = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: vi.fn() }));

const approvals: Approvals = {
  doctors: [
    {
      id: '00000000-0000-4000-8000-000000000011',
      name: 'Noor Haddad',
      email: 'noor@example.com',
      phone: '4155550100',
      specialization: 'cardiology ',
      qualifications: 'MD (Cardiology)',
      experience_years: 9,
      consultation_fee: 120,
      face_url: null,
      registered_at: '2026-11-20T10:00:00.000Z',
      licence_number: 'A123456',
      licence_state: 'CA',
    },
  ],
  staff: [],
};

function stubApi(answer: (body: unknown) => Response = () => Response.json({ message: 'Noor Haddad is verified and listed.' })) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body: unknown = JSON.parse(init.body as string);
        posts.push({ url, body });
        return Promise.resolve(answer(body));
      }
      if (url.startsWith('/api/doctors/specializations')) return Promise.resolve(Response.json(['Cardiology', 'Dermatology']));
      return Promise.resolve(Response.json(approvals));
    }),
  );
  return posts;
}

function renderApprovals() {
  renderWithQueries(<ApprovalsSection />);
}

async function card() {
  return within((await screen.findByRole('heading', { name: 'Noor Haddad' })).closest('li') as HTMLElement);
}

describe('verifying a doctor on Approvals (DOC-9, DOC-10)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
  });

  it('shows the licence and sends nothing until staff confirm they checked it', async () => {
    const posts = stubApi();
    const user = userEvent.setup();
    renderApprovals();
    const doctor = await card();
    expect(doctor.getByText('A123456, California')).toBeInTheDocument();
    await user.click(doctor.getByRole('button', { name: 'Verify Noor Haddad' }));
    expect(await doctor.findByText("Please confirm that you have checked the doctor's licence")).toBeInTheDocument();
    expect(doctor.getByRole('checkbox', { name: 'I have checked licence A123456 (CA)' })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it('verifies with the confirmation and the corrected specialization, suggested from the clinic’s list', async () => {
    const posts = stubApi();
    const user = userEvent.setup();
    renderApprovals();
    const doctor = await card();
    const field = doctor.getByRole('combobox', { name: 'Specialization' });
    expect(field).toHaveValue('cardiology ');
    await vi.waitFor(() => {
      expect([...(document.getElementById(field.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Cardiology', 'Dermatology']);
    });
    await user.clear(field);
    await user.type(field, 'Cardiology');
    await user.click(doctor.getByRole('checkbox', { name: 'I have checked licence A123456 (CA)' }));
    await user.click(doctor.getByRole('button', { name: 'Verify Noor Haddad' }));
    await vi.waitFor(() => {
      expect(posts).toEqual([{ url: '/api/staff/doctors/00000000-0000-4000-8000-000000000011/verify', body: { licenceChecked: true, specialization: 'Cardiology' } }]);
    });
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Noor Haddad is verified and listed.' }));
  });

  it('sends no correction when the specialization is left as the doctor typed it, and shows the server’s field message', async () => {
    const posts = stubApi(() => Response.json({ error: { code: 'validation_error', message: 'Check the form', fields: { specialization: 'Specialization is required' } } }, { status: 400 }));
    const user = userEvent.setup();
    renderApprovals();
    const doctor = await card();
    await user.click(doctor.getByRole('checkbox', { name: 'I have checked licence A123456 (CA)' }));
    await user.click(doctor.getByRole('button', { name: 'Verify Noor Haddad' }));
    expect(await doctor.findByText('Specialization is required')).toBeInTheDocument();
    expect(posts.map((post) => post.body)).toEqual([{ licenceChecked: true }]);
  });
});
