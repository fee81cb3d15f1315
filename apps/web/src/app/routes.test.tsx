import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { patient, renderApp, staff } from '../test/render';
import { RouteErrorBoundary } from './RouteError';

describe('routes', () => {
  it.each([
    ['/', 'Care that fits your life'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Reset your password'],
    ['/about', 'About Clinvia'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/accessibility', 'Accessibility Statement'],
    ['/sitemap', 'Sitemap'],
    ['/newsletter/unsubscribe?token=abc', 'Unsubscribe from the Clinvia newsletter'],
  ])('opens %s to everyone', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The footer loads after the page (its own chunk).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/services', 'Health Services'],
    ['/find-doctor', 'Find a Doctor'],
    ['/appointment/3', 'Book an Appointment'],
    ['/appointments', 'Your Appointments'],
    ['/doctor/3', 'Doctor Profile'],
    ['/patient-profile', 'Your Profile'],
    ['/doctor-profile', 'Doctor Profile'],
    ['/settings', 'Settings'],
    ['/parkinson-disease-detection', "Parkinson's Voice Analysis"],
    ['/heart-disease-detection', 'Heart Disease Risk Assessment'],
    ['/breast-cancer-detection', 'Breast Cancer Detection'],
    ['/calories-prediction', 'Workout Calorie Calculator'],
    ['/insurance-prediction', 'Insurance Cost Predictor'],
    ['/diabetes-prediction', 'Diabetes Risk Assessment'],
  ])('protects %s: anonymous users go to /login, signed-in users see it', async (path, heading) => {
    const anonymous = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(anonymous.router.state.location.pathname).toBe('/login');
    anonymous.unmount();

    renderApp(path, patient);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  // The staff console asks the server whether the account is approved (AUTH-14).
  function serverSaysStaffIs(status: 'active' | 'pending') {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ user: { ...staff, status } }))),
    );
  }

  it('opens the staff console to approved staff', async () => {
    serverSaysStaffIs('active');
    renderApp('/staff', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff console' })).toBeInTheDocument();
  });

  it('keeps staff awaiting approval out of the staff console', async () => {
    serverSaysStaffIs('pending');
    renderApp('/staff', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your staff account is waiting for approval' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).not.toBeInTheDocument();
  });

  it('shows Coming Soon, outside the shared layout, for unknown routes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/team/dr-who');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('We are working on it')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to HomePage' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Care that fits your life' })).toBeInTheDocument();
  });
});

describe('route errors', () => {
  it('shows a recoverable error page, not a crash, when a screen fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('chunk failed to load');
    };
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.queryByText(/chunk failed/)).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

describe('focus after navigation', () => {
  it("moves focus to the new page's heading, once its code has loaded (A11Y-8)", async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('link', { name: 'About' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Clinvia' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });
});
