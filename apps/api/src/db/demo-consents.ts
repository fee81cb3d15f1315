import type { Db } from './client';
import { consents, consentVersions } from './schema';

// CONSENT-1 in the demo: the two forms a small US clinic asks every patient to sign, in plain words.

export const demoConsents = [
  {
    title: 'Consent to treatment',
    body: `I ask for and agree to the examination, tests and treatment that the doctors, nurses and other staff of Clinvia consider necessary for my care.

My care team will explain my condition, the treatment they recommend, its expected benefits and risks, and the other choices I have, including no treatment. I may ask questions at any time, and I may refuse or stop any treatment. No one has promised me a particular result.

For a procedure with greater risk (for example a minor surgery or an injection into a joint) I will be asked to sign a separate consent for that procedure.

I agree that Clinvia may use my health information to treat me, to arrange my care with other providers, and to bill my insurance or me for the services I receive.

I understand that I am responsible for the charges my insurance does not pay, and that I may ask for an estimate of costs before a service.

This consent stays in effect for all my visits to Clinvia until I withdraw it in writing. Withdrawing it does not affect care I have already received.`,
  },
  {
    title: 'Notice of privacy practices acknowledgement',
    body: `I have been offered a copy of the Clinvia Notice of Privacy Practices. The notice explains how Clinvia may use and share my health information, and my rights about it under federal law (HIPAA).

In short, the notice says that Clinvia:
- uses my information to treat me, to be paid for my care, and to run the clinic;
- shares it with others only as the law allows or as I approve in writing;
- lets me see and get a copy of my records, ask for corrections, ask for limits on some uses, and ask for a list of certain disclosures;
- will tell me if my information is breached.

I may ask any staff member for a paper copy of the notice at any time. If I think my privacy rights were violated, I may complain to the clinic's privacy officer or to the U.S. Department of Health and Human Services; I will not be penalized for complaining.

By signing, I acknowledge only that I received or was offered the notice. Signing does not give Clinvia any permission beyond what the notice describes.`,
  },
] as const;

/** The demo's consents, version 1 each, written by the practice manager. */
export async function seedDemoConsents(tx: Db, staffId: string): Promise<void> {
  for (const consent of demoConsents) {
    const [row] = await tx.insert(consents).values({}).returning({ id: consents.id });
    if (row === undefined) throw new Error('demo consent not inserted');
    await tx.insert(consentVersions).values({ consentId: row.id, version: 1, title: consent.title, body: consent.body, createdBy: staffId });
  }
}
