import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { patient, renderApp, staff } from '../test/render';

describe('routes', () => {
  it.each([
    ['/', 'Care that fits your life'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Reset your password'],
    ['/about', 'About Clinvia'],
    ['/contact', 'Contact Us'],
  ])('opens %s to everyone', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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

  it('opens the staff console to staff', async () => {
    renderApp('/staff', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Console' })).toBeInTheDocument();
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
