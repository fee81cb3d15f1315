import { clinicContact, emergencyHotline, retentionPeriods } from '@clinvia/contracts/site';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const linkClass = 'font-medium text-teal-700 underline underline-offset-4 hover:text-teal-800';
const listClass = 'list-disc space-y-2 pl-5';

interface DataRecord {
  what: string;
  contents: string;
  why: string;
  kept: string;
  seenBy: string;
}

/** What the portal stores, as the server stores it (apps/api/src/db/schema.ts). */
const dataRecords: readonly DataRecord[] = [
  {
    what: 'Your account',
    contents:
      'Name, e-mail address, phone number and role. Patients add age, gender and address; doctors their specialization, qualifications, years of experience, consultation fee and an optional photo; staff their department, position and employee ID. Your password is stored only as an argon2id hash, which nobody can turn back into the password.',
    why: 'To sign you in, to show doctors to patients and to run appointments.',
    kept: 'As long as your account exists. Ask us to close it and we delete it, except what the law makes us keep (see appointments).',
    seenBy: 'You. Patients see doctors’ professional profiles. A doctor sees the name, age and gender of patients who booked with them. Approved staff see what their work needs.',
  },
  {
    what: 'Appointments',
    contents:
      'The doctor, date and time, appointment type, the reason for the visit you write, self-pay or your insurance provider and member ID, the name, e-mail and phone given on the booking, and each change of status (booked, confirmed, cancelled, completed).',
    why: 'To arrange your visit and to let the doctor prepare for it.',
    kept: 'They are part of your medical record: kept as long as the law requires medical records to be kept (at least 7 years after your last visit in most places). We correct them on request; we cannot delete them earlier.',
    seenBy: 'You, the doctor you booked and approved staff.',
  },
  {
    what: 'Contact messages',
    contents: 'Name, e-mail address, phone number if you give one, subject and message.',
    why: 'To answer you.',
    kept: `Deleted automatically ${String(retentionPeriods.contactMessageMonths)} months after they arrive.`,
    seenBy: 'Approved staff.',
  },
  {
    what: 'Ambulance requests',
    contents:
      'Name and phone number; for an emergency your location and what happened; for a transport the pickup address, date, time, transport type and whether equipment or staff assistance is needed; the reference number and how staff handled the request.',
    why: 'To dispatch an ambulance or schedule a transport, and to call you back.',
    kept: `Deleted automatically ${String(retentionPeriods.ambulanceRequestYears)} years after the request, like other care records.`,
    seenBy: 'Approved staff who handle dispatch.',
  },
  {
    what: 'Newsletter',
    contents: 'Your e-mail address, when you subscribed and a fingerprint (hash) of the unsubscribe link we e-mailed you.',
    why: 'To send the newsletter you asked for.',
    kept: `Until you unsubscribe; the address is then deleted automatically within ${String(retentionPeriods.unsubscribedNewsletterDays)} days.`,
    seenBy: 'Approved staff.',
  },
  {
    what: 'The audit log',
    contents:
      'Every time anyone reads or changes a patient’s records, and every sign-in and failed sign-in: which account did it and in what role, what was done, when, whose records were concerned, the request number and the IP address. It never contains the health information itself.',
    why: 'So that every access to health information can be checked and misuse can be found. Health-privacy law expects it.',
    kept: 'At least 6 years.',
    seenBy: 'Staff administrators. On request we tell you who accessed your records and when.',
  },
  {
    what: 'Technical logs',
    contents: 'The time of each request to our server, the address requested, the outcome, a request number and your IP address. Never what you type into a form.',
    why: 'To keep the service secure and to find and fix errors.',
    kept: 'They are not stored in the database; we keep them for no more than 30 days.',
    seenBy: 'The engineers who run the service.',
  },
];

function DataInventory() {
  return (
    <ul className="space-y-4">
      {dataRecords.map((record) => (
        <li key={record.what} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="text-lg font-semibold text-slate-900">{record.what}</h3>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-y-3">
            <dt className="mt-2 font-semibold text-slate-900 first:mt-0 sm:mt-0">What</dt>
            <dd>{record.contents}</dd>
            <dt className="mt-2 font-semibold text-slate-900 first:mt-0 sm:mt-0">Why</dt>
            <dd>{record.why}</dd>
            <dt className="mt-2 font-semibold text-slate-900 first:mt-0 sm:mt-0">How long</dt>
            <dd>{record.kept}</dd>
            <dt className="mt-2 font-semibold text-slate-900 first:mt-0 sm:mt-0">Who sees it</dt>
            <dd>{record.seenBy}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Clinvia runs this portal, where patients find doctors and book appointments, doctors manage their appointments, staff run the practice and
        anyone can use six health tools. We are responsible for the personal information described here. You can reach us at{' '}
        {clinicContact.addressLines.join(', ')}, by e-mail at{' '}
        <a href={`mailto:${clinicContact.email}`} className={linkClass}>
          {clinicContact.email}
        </a>{' '}
        or with our{' '}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store, why, for how long and who sees it',
    body: (
      <>
        <p>We collect only what you give us or what using the portal creates. This is all of it:</p>
        <DataInventory />
      </>
    ),
  },
  {
    id: 'health-tools',
    title: 'The health tools',
    body: (
      <>
        <p>
          The six health tools (heart disease, Parkinson’s disease, breast cancer, calories, insurance price and diabetes) calculate an estimate from the
          numbers you enter. The numbers are sent to our prediction service only to calculate the result: <strong>they are not stored</strong>, not
          written to any log and not linked to your account. Printing or saving a result is up to you.
        </p>
        <p>
          The results come from statistical models trained on public research data. <strong>They are not a diagnosis and not medical advice.</strong>{' '}
          Always talk to a qualified healthcare professional about your health.
        </p>
      </>
    ),
  },
  {
    id: 'your-browser',
    title: 'What we keep in your browser',
    body: (
      <ul className={listClass}>
        <li>
          When you sign in, your browser keeps a sign-in token in its local storage. It expires after 12 hours, or after 30 days if you tick ‘Remember
          me’. Signing out deletes it; ‘Sign out of all devices’ in Settings ends every session at once.
        </li>
        <li>We set no cookies and use no analytics, advertising or tracking of any kind.</li>
        <li>The portal loads nothing from other websites: no fonts, scripts or images from third parties see your visit.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else receives your information',
    body: (
      <>
        <p>We never sell your information and never use it for advertising. We pass it on only:</p>
        <ul className={listClass}>
          <li>to the doctor you book with, for your appointment;</li>
          <li>to our e-mail delivery service, for the e-mails you ask for (password resets, the newsletter);</li>
          <li>to ambulance crews, for a request you sent us;</li>
          <li>to authorities, when the law obliges us to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and how to use them',
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul className={listClass}>
          <li>give you a copy of the information we hold about you, including who has accessed your records (from the audit log);</li>
          <li>correct information that is wrong (you can change your phone number and address yourself in Settings);</li>
          <li>delete your information, except records the law requires us to keep;</li>
          <li>stop using your information for a purpose you object to, such as the newsletter (every newsletter e-mail has an unsubscribe link).</li>
        </ul>
        <p>
          To make a request, send us a message with the subject ‘Privacy request’ through the{' '}
          <Link to="/contact" className={linkClass}>
            contact form
          </Link>{' '}
          or e-mail{' '}
          <a href={`mailto:${clinicContact.email}`} className={linkClass}>
            {clinicContact.email}
          </a>{' '}
          from the address of your account. We confirm who you are before we hand anything over and answer within 30 days. If you are not satisfied
          with our answer, you can complain to your data-protection or health-privacy authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: (
      <ul className={listClass}>
        <li>Passwords are stored only as argon2id hashes; repeated failed sign-ins lock the account for a while.</li>
        <li>The server checks on every request who you are and whether you may see the record asked for; a patient can only ever see their own records.</li>
        <li>Every read or change of a patient’s records is written to the audit log.</li>
        <li>Sessions expire, and changing your password signs out every other device.</li>
      </ul>
    ),
  },
  {
    id: 'emergencies',
    title: 'Emergencies',
    body: (
      <p>
        Messages and forms on this website are not an emergency channel. In an emergency call {emergencyHotline.display} or your local emergency
        number.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>If we change what we store or why, we update this page and its date first, and tell account holders by e-mail before a change that affects them takes effect.</p>,
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>Your health information is yours. This policy says plainly what Clinvia stores, why, for how long, who can see it and how you can get a copy or have it deleted.</p>}
      sections={sections}
    />
  );
}
