import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { ownDoctorProfile } from '../../test/fixtures';
import { OwnProfileEditor } from './OwnProfileEditor';
import { renderWithQueries } from '../../test/queries';

// DOC-11 (and DOC-6): the doctor writes the bio and the insurance plans patients read on the
// profile; the form checks the limits with the API's messages and keeps the typing on error.

vi.mock('../../lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()), confirmDialog: vi.fn() }));

const profile = ownDoctorProfile({ id: 'd1', user_id: 'd1', qualifications: 'MD', bio: 'I look after hearts.', insurance_plans: ['Aetna', 'Medicare'] });

/** The editor's API; returns the bodies it saved. */
function editorApi() {
  const api = fakeApi({
    'PUT /api/doctors/me': ({ body }) => {
      const { bio, insurancePlans } = body as { bio: string; insurancePlans: string[] };
      return { body: { ...profile, bio, insurance_plans: insurancePlans } };
    },
    'GET /api/doctors/cities': { body: ['Boston, MA'] },
  });
  return () => api.calls('PUT', '/api/doctors/me').map((request) => request.body);
}

function renderEditor(onDone = vi.fn()) {
  renderWithQueries(<OwnProfileEditor profile={profile} onDone={onDone} />);
  return onDone;
}

describe('the doctor’s bio and insurance plans (DOC-11)', { timeout: 20_000 }, () => {
  it('starts from the saved ones, one plan per line, and saves the plans as a tidy list', async () => {
    const saved = editorApi();
    const user = userEvent.setup({ delay: null });
    const onDone = renderEditor();
    expect(screen.getByLabelText(/^About you/)).toHaveValue('I look after hearts.');
    const plans = screen.getByLabelText(/^Insurance plans accepted/);
    expect(plans).toHaveValue('Aetna\nMedicare');
    await user.type(plans, '\n\n  blue   cross  \naetna');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => {
      expect(saved()).toEqual([expect.objectContaining({ bio: 'I look after hearts.', insurancePlans: ['Aetna', 'Medicare', 'blue cross'] })]);
    });
    // The editor closes once the answer is read, a turn after the request leaves.
    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalled();
    });
  });

  it('shows the bio’s count and refuses one over the limit, keeping the text', async () => {
    const saved = editorApi();
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const bio = screen.getByLabelText(/^About you/);
    await user.clear(bio);
    await user.click(bio);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1001 / 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please use at most 1000 characters')).toBeInTheDocument();
    expect(bio).toHaveValue('x'.repeat(1001));
    expect(saved()).toEqual([]);
  });
});
