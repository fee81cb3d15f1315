import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TeamSection from './TeamSection';
import { renderWithQueries } from '../../../test/queries';

// The confirmation and the toast are SweetAlert2 dialogs: the test answers the one and reads the other.
const dialogs = vi.hoisted(() => ({ confirm: vi.fn<(options: { title: string; confirmText: string }) => Promise<boolean>>(), toast: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ confirmDialog: dialogs.confirm, showToast: dialogs.toast }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ user: { id: 'admin-1', role: 'staff', name: 'Sam Reed' } }) }));

const members = [
  { id: 'admin-1', name: 'Sam Reed', email: 'sam@example.com', department: 'Front Desk', position: 'Manager', administrator: true, active: true },
  { id: 'member-2', name: 'Rita Vance', email: 'rita@example.com', department: 'Billing', position: 'Clerk', administrator: false, active: true },
];

/** The button's name: its text and the screen-reader-only ' of <name>' (jsdom joins them without the space). */
const resetOf = (name: string) => new RegExp(`^Reset two-step sign-in\\s*of ${name}$`);

function stubApi() {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(url);
        return Promise.resolve(Response.json({ message: 'Two-step sign-in has been reset; the user must set it up again.' }));
      }
      return Promise.resolve(Response.json(members));
    }),
  );
  return posts;
}

function renderTeam() {
  renderWithQueries(<TeamSection />);
}

describe("the staff console's Team: resetting a member's two-step sign-in (AUTH-18)", () => {
  beforeEach(() => {
    dialogs.confirm.mockReset();
    dialogs.toast.mockReset();
  });

  it('asks first, then resets it for that member and says so', async () => {
    const posts = stubApi();
    dialogs.confirm.mockResolvedValue(true);
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: resetOf('Rita Vance') }));
    expect(dialogs.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: "Reset Rita Vance's two-step sign-in?", confirmText: 'Reset two-step sign-in' }));
    expect(posts).toEqual(['/api/staff/users/member-2/reset-second-factor']);
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Two-step sign-in has been reset; the user must set it up again.' }));
  });

  it('does nothing when the administrator cancels, and offers no reset of their own', async () => {
    const posts = stubApi();
    dialogs.confirm.mockResolvedValue(false);
    const user = userEvent.setup();
    renderTeam();
    await user.click(await screen.findByRole('button', { name: resetOf('Rita Vance') }));
    expect(dialogs.confirm).toHaveBeenCalledTimes(1);
    expect(posts).toEqual([]);
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: resetOf('Sam Reed') })).toBeNull();
  });
});
