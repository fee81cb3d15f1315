import { getPatientDetails, cancelAppointment } from '@clinvia/contracts/operations/patients';
import { getUnreadNotificationCount } from '@clinvia/contracts/operations/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/api';
import { operationKey, operationMutation, operationQuery } from './operation-queries';

describe('operationQuery and operationMutation', () => {
  it('key an answer by the operation and its parameters, so one patient’s read is not another’s', () => {
    expect(operationKey(getUnreadNotificationCount)).toEqual(['getUnreadNotificationCount']);
    const mine = operationQuery(getPatientDetails, { params: { patientId: '7' } }).queryKey;
    const theirs = operationQuery(getPatientDetails, { params: { patientId: '8' } }).queryKey;
    expect(mine).toEqual(['getPatientDetails', { params: { patientId: '7' }, query: undefined }]);
    expect(mine).not.toEqual(theirs);
  });

  it('fetch the operation’s path through the client, and invalidating the operation’s key refreshes every input', async () => {
    const api = fakeApi({ 'GET /api/notifications/unread': { body: { unread: 2 } } });
    const client = new QueryClient();
    const options = operationQuery(getUnreadNotificationCount, { unchecked: true });
    await expect(client.query(options)).resolves.toEqual({ unread: 2 });
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/notifications/unread']);
    await client.invalidateQueries({ queryKey: operationKey(getUnreadNotificationCount) });
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('turn a write’s variables into the call’s input', async () => {
    const api = fakeApi({ 'PUT /api/patients/cancel-appointment/a1': { body: { message: 'Cancelled' } } });
    const options = operationMutation(cancelAppointment, (id: string) => ({ params: { appointmentId: id }, unchecked: true }));
    expect(options.mutationKey).toEqual(['cancelAppointment']);
    await expect(options.mutationFn?.('a1', undefined as never)).resolves.toEqual({ message: 'Cancelled' });
    expect(api.sent.map((request) => `${request.method} ${request.path}`)).toEqual(['PUT /api/patients/cancel-appointment/a1']);
  });
});
