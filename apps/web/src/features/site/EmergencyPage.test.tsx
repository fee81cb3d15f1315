import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { doctor, patient, renderApp } from '../../test/render';
import { fakeAmbulanceApi } from './ambulance/testing';

/** The patient's account, so the request starts with their name and phone. */
const account = { user: { id: '7', role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', username: 'maria', profileImage: null, status: 'active' }, phoneNumber: '+1 415 555 0100', address: '12 Cedar Ln, Oakland', pendingEmail: null, language: 'en' };
const fakeApi = () => fakeAmbulanceApi(account);

describe('/emergency (AMB-6)', { timeout: 30_000 }, () => {
  it('opens signed out with the hotline first and sends an emergency request', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    renderApp('/emergency');
    const hotline = await screen.findByRole('link', { name: /^Emergency hotline/ }, { timeout: 15_000 });
    expect(hotline).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency and ambulance' })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Emergency ambulance request' }));
    expect(form.getByLabelText('Full name')).toHaveValue('');
    await user.type(form.getByLabelText('Full name'), 'Sam Reed');
    await user.type(form.getByLabelText('Phone number'), '(415) 555-0142');
    await user.type(form.getByLabelText('Current location'), '5 Pier St');
    await user.type(form.getByLabelText('Emergency description'), 'Fell and cannot stand');
    await user.click(form.getByRole('button', { name: 'Request Ambulance Now' }));
    expect(await screen.findByTestId('ambulance-reference')).toHaveTextContent('AMB-7K3Q9D');
    expect(requests).toEqual([{ kind: 'emergency', fullName: 'Sam Reed', phone: '(415) 555-0142', location: '5 Pier St', description: 'Fell and cannot stand', website: '' }]);
    expect(screen.queryByRole('heading', { name: /sign in/i })).toBeNull();
  }, 30_000);

  it("fills a signed-in patient's name, phone and pickup address, and keeps a cleared field cleared", async () => {
    fakeApi();
    const user = userEvent.setup();
    renderApp('/emergency', patient);
    const emergency = within(await screen.findByRole('form', { name: 'Emergency ambulance request' }, { timeout: 15_000 }));
    expect(await emergency.findByDisplayValue('+1 415 555 0100')).toBe(emergency.getByLabelText('Phone number'));
    expect(emergency.getByLabelText('Full name')).toHaveValue('Maria Lopez');
    expect(emergency.getByLabelText('Current location')).toHaveValue('');
    const transport = within(screen.getByRole('form', { name: 'Non-emergency transport booking' }));
    expect(transport.getByLabelText('Pickup address')).toHaveValue('12 Cedar Ln, Oakland');
    await user.clear(emergency.getByLabelText('Full name'));
    await user.type(emergency.getByLabelText('Current location'), 'x');
    expect(emergency.getByLabelText('Full name')).toHaveValue('');
  }, 30_000);

  it("leaves a doctor's forms empty: only a patient's own details fill them", async () => {
    fakeApi();
    renderApp('/emergency', doctor);
    const emergency = within(await screen.findByRole('form', { name: 'Emergency ambulance request' }, { timeout: 15_000 }));
    expect(emergency.getByLabelText('Full name')).toHaveValue('');
  });

  it('is where the footer sends a visitor for the ambulance service', async () => {
    fakeApi();
    renderApp('/about');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Ambulance service' })).toHaveAttribute('href', '/emergency');
  });
});
