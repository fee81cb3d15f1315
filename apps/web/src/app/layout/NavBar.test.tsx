import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, patient, renderApp, staff } from '../../test/render';

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('navigation bar', () => {
  it('highlights the link of the current page only', async () => {
    renderApp('/about');
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Find Doctor' })).toHaveAttribute('href', '/find-doctor');
  });

  it('offers Login and Sign Up when nobody is signed in', async () => {
    renderApp('/');
    await mainNav();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();
  });

  it('shows the bell without an unread dot while there are no notifications', async () => {
    renderApp('/', patient);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('takes a scrolled state past 10 px', async () => {
    renderApp('/');
    const header = (await screen.findByRole('navigation', { name: 'Main' })).closest('header');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('user menu', () => {
  it('shows the name and the capitalised role, and closes when an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', patient);
    const button = await screen.findByRole('button', { name: /account menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(menu).getByText('Patient')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/patient-profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // CONSENT-5: where a patient looks for the forms they signed.
    expect(within(menu).getByRole('menuitem', { name: 'Consents' })).toHaveAttribute('href', '/consents');
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveFocus();

    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("links a doctor's Your Profile to /doctor-profile", async () => {
    const user = userEvent.setup();
    renderApp('/', doctor);
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    expect(screen.getByText('Doctor')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/doctor-profile');
  });

  it("links a staff member's Your Profile to their account in the console (STAFF-17)", async () => {
    const user = userEvent.setup();
    renderApp('/', staff);
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/staff/profile');
  });

  it('closes on Escape, returning focus to its button, and on an outside click', async () => {
    const user = userEvent.setup();
    renderApp('/', patient);
    const button = await screen.findByRole('button', { name: /account menu/i });
    // The home screen is a lazy chunk: wait for it, it is the outside target clicked below.
    const heading = await screen.findByRole('heading', { level: 1 });
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(heading);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: removes the token, clears the user and goes to /login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about', patient);
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('toggles, repeats the links and shows the account with Settings, Your Profile and Logout', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', patient);
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (panel === null) throw new Error('the menu toggle controls no element');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const mobile = within(panel);
    // The menu's content loads on the first opening.
    await mobile.findByRole('navigation', { name: 'Main (mobile)' });
    expect(mobile.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Find Doctor',
      'Appointments',
      // MSG-UI-1: a patient's messages.
      'Messages',
      'Settings',
      // RECORD-1: the patient's record.
      'My record',
      // CONSENT-5: a patient's consents.
      'Consents',
      'Your Profile',
    ]);
    // SHELL-13: the name, not the e-mail's first part ('maria').
    expect(mobile.getByText('Maria Lopez')).toBeInTheDocument();
    expect(mobile.queryByText('maria')).not.toBeInTheDocument();
    expect(mobile.getByText('Patient · maria@example.com')).toBeInTheDocument();
    expect(mobile.getByRole('img', { name: 'Maria Lopez' })).toHaveTextContent('M');

    await user.click(mobile.getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(mobile.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('closes on Escape', async () => {
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
