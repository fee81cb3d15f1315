import { test } from '@playwright/test';
import { newDoctor, pageSignedIn } from './support/doctors';
import { bookAs, otherPatient } from './support/patients';
import { signInAs } from './support/session';

test('shots', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const doctor = await newDoctor(page.request, 'Shot');
  const days = ((await (await page.request.get(`/api/doctors/${doctor.id}/slots`)).json()) as { days: { date: string }[] }).days;
  const rival = await otherPatient(page.request);
  await bookAs(page.request, rival, doctor.id, { date: days[2]?.date ?? '', time: '14:00' });
  await page.request.put(`/api/doctors/${doctor.id}/hours`, { headers: { authorization: `Bearer ${doctor.token}` }, data: { slotMinutes: 45, week: [[], [{ start: '09:00', end: '12:00' }], [], [{ start: '09:00', end: '12:00' }], [], [{ start: '09:00', end: '12:00' }], []] } });
  await page.request.put(`/api/doctors/${doctor.id}/hours/overrides/${days[4]?.date ?? ''}`, { headers: { authorization: `Bearer ${doctor.token}` }, data: { periods: [] } });
  for (const width of [390, 1280]) {
    const portal = await pageSignedIn(browser, doctor.token, { width, height: 900 });
    await portal.goto('/doctor-portal/hours');
    await portal.getByText('Weekly hours', { exact: true }).waitFor();
    await portal.waitForTimeout(800);
    await portal.screenshot({ path: `/tmp/hours-${String(width)}.png`, fullPage: true });
    await portal.close();
  }
  await signInAs(page, 'staff');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/staff/doctors/${doctor.id}/hours`);
  await page.getByText('Weekly hours', { exact: true }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/hours-staff.png', fullPage: false });
});
