import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { patient, renderApp } from '../../../test/render';
import { fakeAmbulanceApi } from './testing';

const fakeApi = () => fakeAmbulanceApi();

function shiftDays(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

describe('ambulance tab', () => {
  it('opens from ?tab=ambulance with the hotline before the forms', async () => {
    fakeApi();
    renderApp('/services?tab=ambulance', patient);
    const hotline = await screen.findByRole('link', { name: /^Emergency hotline/ });
    expect(hotline).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByText('This website is not an emergency channel: in an emergency call the hotline or your local emergency number.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Emergency ambulance request' });
    expect(hotline.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('checks the emergency form, then shows the reference number', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    renderApp('/services?tab=ambulance', patient);
    const form = within(await screen.findByRole('form', { name: 'Emergency ambulance request' }));
    await user.type(form.getByLabelText('Phone number'), '12345');
    await user.click(form.getByRole('button', { name: 'Request Ambulance Now' }));
    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(form.getByText('Current location is required')).toBeInTheDocument();
    expect(form.getByText('Please describe the emergency')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '(415) 555-0142');
    await user.type(form.getByLabelText('Full name'), 'Sam Reed');
    await user.type(form.getByLabelText('Current location'), '5 Pier St');
    await user.type(form.getByLabelText('Emergency description'), 'Fell and cannot stand');
    await user.click(form.getByRole('button', { name: 'Request Ambulance Now' }));
    expect(await screen.findByTestId('ambulance-reference')).toHaveTextContent('AMB-7K3Q9D');
    expect(requests).toEqual([{ kind: 'emergency', fullName: 'Sam Reed', phone: '(415) 555-0142', location: '5 Pier St', description: 'Fell and cannot stand', website: '' }]);
  });

  it("refuses a transport date before the clinic's today without asking the server", async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    renderApp('/services?tab=ambulance', patient);
    const form = within(await screen.findByRole('form', { name: 'Non-emergency transport booking' }));
    const today = wallClockAt('America/New_York').date;
    await vi.waitFor(() => {
      expect(form.getByLabelText('Date')).toHaveAttribute('min', today);
    });
    await user.type(form.getByLabelText('Full name'), 'Ana Diaz');
    await user.type(form.getByLabelText('Phone number'), '4155550199');
    await user.type(form.getByLabelText('Pickup address'), '12 Cedar Ln');
    await user.type(form.getByLabelText('Date'), shiftDays(today, -1));
    await user.type(form.getByLabelText('Time'), '10:30');
    await user.selectOptions(form.getByLabelText('Transport type'), 'Wheelchair Accessible');
    await user.click(form.getByRole('button', { name: 'Schedule Transport' }));
    expect(await form.findByText('The date cannot be in the past')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(form.getByLabelText('Date'));
    await user.type(form.getByLabelText('Date'), shiftDays(today, 1));
    await user.click(form.getByLabelText('Medical Staff Assistance Required'));
    await user.click(form.getByRole('button', { name: 'Schedule Transport' }));
    expect(await screen.findByText('Transport requested')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        kind: 'transport',
        fullName: 'Ana Diaz',
        phone: '4155550199',
        pickupAddress: '12 Cedar Ln',
        date: shiftDays(today, 1),
        time: '10:30',
        transportType: 'Wheelchair Accessible',
        equipmentNeeded: false,
        staffAssistance: true,
        website: '',
      },
    ]);
  });
});
