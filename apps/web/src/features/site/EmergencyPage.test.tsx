import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { doctor, patient, renderApp } from '../../test/render';

/** A fake API: the clinic's config, the patient's account, and 201 receipts for ambulance requests. */
function fakeApi() {
  const requests: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/config')) return Promise.resolve(Response.json({ clinicTimeZone: 'America/New_York', today: wallClockAt('America/New_York').date }));
    if (url.endsWith('/api/authentication/account')) {
      return Promise.resolve(Response.json({ user: { id: '7', role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', username: 'maria', profileImage: null, status: 'active' }, phoneNumber: '+1 415 555 0100', address: '12 Cedar Ln, Oakland', pendingEmail: null, language: 'en' }));
    }
    if (url.endsWith('/api/ambulance/requests')) {
      const body = JSON.parse(init?.body as string) as { kind: 'emergency' | 'transport' };
      requests.push(body);
      return Promise.resolve(Response.json({ reference: 'AMB-7K3Q9D', kind: body.kind, status: 'new', message: 'Request received: reference AMB-7K3Q9D.' }, { status: 201 }));
    }
    return Promise.resolve(Response.json([]));
  });
  return requests;
}

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
