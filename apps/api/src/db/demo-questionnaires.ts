import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import { gad7Questionnaire, phq9Questionnaire } from '@clinvia/contracts/questionnaire-instruments';
import type { Db } from './client';
import { questionnaireAssignments, questionnaires, questionnaireVersions } from './schema';

// INTAKE-17: the demo's questionnaires: a general intake asked at every visit, and PHQ-9 and
// GAD-7 (the contracts' instruments, with their published items, answers and LOINC codes; the
// server scores them) asked at Psychiatry visits.

const none = { valueCoding: { code: 'none', display: 'None' } };

/** The general intake: why the patient comes, what they take, what they react to, their history. */
export const generalIntake: Questionnaire = {
  resourceType: 'Questionnaire',
  title: 'General intake',
  status: 'active',
  item: [
    { linkId: 'reason', text: 'What is the main reason for your visit?', type: 'text', required: true, maxLength: 1000 },
    {
      linkId: 'medications',
      text: 'Which medicines do you take now? Choose None, or type each with its dose (for example: Metformin 500 mg twice a day).',
      // The subset repeats only choices: an open choice takes one typed answer per medicine.
      type: 'open-choice',
      repeats: true,
      required: true,
      maxLength: 200,
      answerOption: [none],
    },
    {
      linkId: 'allergies',
      text: 'Are you allergic to any medicines, foods or other things? Choose None, or type each allergy.',
      type: 'open-choice',
      repeats: true,
      required: true,
      maxLength: 200,
      answerOption: [none],
    },
    {
      linkId: 'conditions',
      text: 'Which long-term conditions have you been told you have?',
      type: 'choice',
      repeats: true,
      answerOption: [
        { valueCoding: { code: 'hypertension', display: 'High blood pressure' } },
        { valueCoding: { code: 'diabetes', display: 'Diabetes' } },
        { valueCoding: { code: 'asthma', display: 'Asthma or COPD' } },
        { valueCoding: { code: 'heart', display: 'Heart disease' } },
        { valueCoding: { code: 'thyroid', display: 'Thyroid disease' } },
        { valueCoding: { code: 'depression', display: 'Depression or anxiety' } },
        { valueCoding: { code: 'none', display: 'None of these' } },
      ],
    },
    { linkId: 'conditions-other', text: 'Any other condition, operation or hospital stay we should know about?', type: 'text', maxLength: 1000 },
    {
      linkId: 'family-history',
      text: 'Has a parent, brother or sister had any of these?',
      type: 'choice',
      repeats: true,
      answerOption: [
        { valueCoding: { code: 'heart', display: 'Heart disease or stroke before 60' } },
        { valueCoding: { code: 'diabetes', display: 'Diabetes' } },
        { valueCoding: { code: 'cancer', display: 'Cancer' } },
        { valueCoding: { code: 'mental-health', display: 'Depression, bipolar disorder or another mental illness' } },
        { valueCoding: { code: 'none', display: 'None of these, or I do not know' } },
      ],
    },
    {
      linkId: 'smoking',
      text: 'Do you smoke?',
      type: 'choice',
      required: true,
      answerOption: [
        { valueCoding: { code: 'never', display: 'Never' } },
        { valueCoding: { code: 'former', display: 'I used to, but stopped' } },
        { valueCoding: { code: 'current', display: 'Yes, I smoke now' } },
      ],
    },
    {
      linkId: 'smoking-per-day',
      text: 'How many cigarettes a day, on average?',
      type: 'integer',
      required: true,
      enableWhen: [{ question: 'smoking', operator: '=', answerCoding: { code: 'current' } }],
    },
  ],
};

/** The specialization whose visits ask PHQ-9 and GAD-7 in the demo (one of seed.ts's specializations). */
export const demoMentalHealthSpecialization = 'Psychiatry';

/**
 * INTAKE-17: the demo questionnaires at version 1, written by the demo's administrator: the
 * general intake at every visit, PHQ-9 and GAD-7 at Psychiatry visits.
 */
export async function seedDemoQuestionnaires(tx: Db, staffId: string | null): Promise<void> {
  const plan: [Questionnaire, { allVisits?: boolean; specialization?: string }][] = [
    [generalIntake, { allVisits: true }],
    [phq9Questionnaire, { specialization: demoMentalHealthSpecialization }],
    [gad7Questionnaire, { specialization: demoMentalHealthSpecialization }],
  ];
  for (const [resource, assignment] of plan) {
    const [row] = await tx.insert(questionnaires).values({ title: resource.title, createdBy: staffId, updatedBy: staffId }).returning({ id: questionnaires.id });
    if (!row) throw new Error('the demo questionnaire was not inserted');
    await tx.insert(questionnaireVersions).values({ questionnaireId: row.id, version: 1, resource: { ...resource, url: resource.url ?? `urn:uuid:${row.id}`, version: '1' }, createdBy: staffId });
    await tx.insert(questionnaireAssignments).values({ questionnaireId: row.id, ...assignment });
  }
}
