import { getMyCheckIn, getStaffCheckIn } from '@clinvia/contracts/operations/check-ins';
import { proxyErrorCodes } from '@clinvia/contracts/operations/operation';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../test/api';
import { checkInAppointmentId, patientCheckIn } from '../test/fixtures';
import { currentActing, onActingChange, setActing, useActing, useActingEnded, usePatientId } from './acting';
import { call } from './client';

// PROXY-4, PROXY-7: whom a tab acts for: kept in the tab's own storage, carried by the calls a
// proxy may make and by no other, and dropped back to the user's own view when the server says
// the grant has ended.

const maria = { patientId: '6a7b8c9d-0000-4000-8000-000000000001', patientName: 'Maria Lopez' };
const leo = { patientId: '6a7b8c9d-0000-4000-8000-000000000002', patientName: 'Leo Lopez' };
const checkInPath = `/api/appointments/${checkInAppointmentId}/check-in`;

afterEach(() => {
  setActing(null);
  sessionStorage.clear();
});

describe('acting for someone (PROXY-4)', () => {
  it('keeps whom the tab acts for in the tab’s own storage, and forgets it on going back', () => {
    setActing(maria);
    expect(currentActing()).toEqual(maria);
    expect(sessionStorage.getItem('clinvia.acting-for')).toBe(maria.patientId);
    expect(localStorage.length).toBe(0);
    setActing(null);
    expect(currentActing()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('tells its listeners of each switch once, and not of a switch to the same person', () => {
    const heard = vi.fn();
    const stop = onActingChange(heard);
    setActing(maria);
    setActing({ ...maria });
    setActing(leo);
    setActing(null);
    setActing(null);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    setActing(maria);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('does not hold when the tab’s storage refuses it: the calls could not carry it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    setActing(maria);
    expect(currentActing()).toBeNull();
  });

  it('shows the screens the portal of the person acted for, else the user’s own', () => {
    const { result } = renderHook(() => ({ acting: useActing(), patientId: usePatientId(7) }));
    expect(result.current).toEqual({ acting: null, patientId: '7' });
    act(() => {
      setActing(leo);
    });
    expect(result.current).toEqual({ acting: leo, patientId: leo.patientId });
  });

  it('sends the person’s id with the calls a proxy may make, and not with the user’s own', async () => {
    const api = fakeApi({ [`GET ${checkInPath}`]: { body: patientCheckIn() }, [`GET /api/staff/check-ins/${checkInAppointmentId}`]: { status: 404 } });
    setActing(maria);
    await call(getMyCheckIn, { params: { appointmentId: checkInAppointmentId }, unchecked: true });
    await call(getStaffCheckIn, { params: { appointmentId: checkInAppointmentId }, unchecked: true }).catch(() => undefined);
    setActing(null);
    await call(getMyCheckIn, { params: { appointmentId: checkInAppointmentId }, unchecked: true });
    expect(api.sent.map((request) => [request.path, request.headers.get('x-acting-for')])).toEqual([
      [checkInPath, maria.patientId],
      [`/api/staff/check-ins/${checkInAppointmentId}`, null],
      [checkInPath, null],
    ]);
  });
});

describe('a grant that ends while the tab acts by it (PROXY-7)', () => {
  it('drops back to the user’s own view and says for whom, until the next switch', async () => {
    fakeApi({ [`GET ${checkInPath}`]: apiError(403, proxyErrorCodes.inactive, 'This access has ended.') });
    setActing(maria);
    const { result } = renderHook(() => ({ acting: useActing(), ended: useActingEnded() }));
    await act(async () => {
      await expect(call(getMyCheckIn, { params: { appointmentId: checkInAppointmentId }, unchecked: true })).rejects.toThrow('This access has ended.');
    });
    expect(result.current).toEqual({ acting: null, ended: 'Maria Lopez' });
    expect(sessionStorage.getItem('clinvia.acting-for')).toBeNull();
    act(() => {
      setActing(leo);
    });
    expect(result.current).toEqual({ acting: leo, ended: null });
  });

  it('keeps acting on any other refusal', async () => {
    fakeApi({ [`GET ${checkInPath}`]: apiError(403, proxyErrorCodes.scopeMissing, 'Your access does not include this.') });
    setActing(maria);
    await expect(call(getMyCheckIn, { params: { appointmentId: checkInAppointmentId }, unchecked: true })).rejects.toThrow('Your access does not include this.');
    expect(currentActing()).toEqual(maria);
  });
});
