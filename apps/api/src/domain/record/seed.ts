import { answersByLinkId, type QuestionnaireResponse, type QuestionnaireResponseAnswer } from '@clinvia/contracts/questionnaire';
import { recordLimits, recordLists, recordSeedItems, type RecordList } from '@clinvia/contracts/record';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionnaireResponses, recordEntries } from '../../db/schema';

// RECORD-3: a finished check-in copies the medications, allergies and conditions its completed
// questionnaire answers name into the patient's lists, adding only names not listed yet (case
// folded; the unique index decides, so two finishes at once add each name once).

/** The name an answer gives an entry; none for 'None' and for an empty answer. */
function nameOf(answer: QuestionnaireResponseAnswer): string | null {
  if (answer.valueCoding !== undefined) {
    if (answer.valueCoding.code === 'none') return null;
    return (answer.valueCoding.display ?? answer.valueCoding.code).trim() || null;
  }
  const text = answer.valueString?.trim() ?? '';
  return text === '' ? null : text.slice(0, recordLimits.nameMaxLength);
}

/** RECORD-3: the names each list gets from completed answers, once each (case folded), in answer order. */
export function seedNames(responses: readonly Pick<QuestionnaireResponse, 'item'>[]): Record<RecordList, string[]> {
  const names: Record<RecordList, string[]> = { medications: [], allergies: [], conditions: [] };
  for (const response of responses) {
    const answers = answersByLinkId(response);
    for (const list of recordLists) {
      for (const linkId of recordSeedItems[list]) {
        for (const answer of answers.get(linkId) ?? []) {
          const name = nameOf(answer);
          if (name !== null && !names[list].some((known) => known.toLowerCase() === name.toLowerCase())) names[list].push(name);
        }
      }
    }
  }
  return names;
}

/** RECORD-3: copies the appointment's completed answers into the patient's lists; answers how many entries it added. */
export async function seedRecordFromCheckIn(tx: Db, appointmentId: string, patientId: string, now: Date): Promise<number> {
  const responses = await tx
    .select({ response: questionnaireResponses.response })
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.appointmentId, appointmentId), eq(questionnaireResponses.patientId, patientId), eq(questionnaireResponses.status, 'completed')));
  const names = seedNames(responses.map((row) => row.response));
  const rows = recordLists.flatMap((list) =>
    names[list].map((name) => ({ patientId, list, name, source: 'check_in' as const, sourceAppointmentId: appointmentId, createdAt: now, updatedAt: now })),
  );
  if (rows.length === 0) return 0;
  const added = await tx.insert(recordEntries).values(rows).onConflictDoNothing().returning({ id: recordEntries.id });
  return added.length;
}
