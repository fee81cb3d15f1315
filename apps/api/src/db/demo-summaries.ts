import type { Db } from './client';
import { visitSummaries, visitSummaryAddenda } from './schema';

// SUMMARY-1 to SUMMARY-3 in the demo: the demo patient's latest completed visit has a signed
// summary with a follow-up and one addendum, so /appointments shows one from the first start.

export interface DemoSummaryVisit {
  appointmentId: string;
  patientId: string;
  doctorId: string;
  /** The visit's day (YYYY-MM-DD): the summary is signed the day after, the addendum two days after. */
  date: string;
}

export const demoSummary = {
  reason: 'Follow-up of blood pressure and a week of morning headaches',
  assessment: 'Blood pressure above target at 148/92; the headaches are likely tension-type, with no warning signs on examination.',
  plan: 'Raise the blood pressure medicine, check blood pressure at home each morning for two weeks, and bring the readings to the next visit. Blood tests (kidney function, potassium) before then.',
  medicationsStarted: ['Paracetamol 500 mg, up to 2 tablets 4 times a day as needed for headache'],
  medicationsChanged: ['Lisinopril 10 mg → 20 mg once a day'],
  medicationsStopped: ['Ibuprofen (can raise blood pressure)'],
  instructions: 'Take your blood pressure each morning before breakfast, sitting, and write it down. Limit salt and alcohol. Call the clinic at once for a severe sudden headache, chest pain, or weakness on one side.',
  followUpValue: 4,
  followUpUnit: 'weeks' as const,
  addendum: 'Blood test results: kidney function and potassium normal. Continue as planned.',
};

const at = (date: string, days: number, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) + days * 86_400_000);

export async function seedDemoSummary(db: Pick<Db, 'insert'>, visit: DemoSummaryVisit): Promise<void> {
  const { addendum, ...fields } = demoSummary;
  const signedAt = at(visit.date, 1, '17:00');
  const [row] = await db
    .insert(visitSummaries)
    .values({ appointmentId: visit.appointmentId, patientId: visit.patientId, doctorId: visit.doctorId, ...fields, status: 'signed', createdAt: signedAt, updatedAt: signedAt, signedAt })
    .returning({ id: visitSummaries.id });
  if (!row) return;
  await db.insert(visitSummaryAddenda).values({ summaryId: row.id, authorId: visit.doctorId, text: addendum, createdAt: at(visit.date, 2, '15:30') });
}
