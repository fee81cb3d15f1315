import { clinicContact, emergencyHotline } from '@clinvia/contracts/site';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const linkClass = 'font-medium text-teal-700 underline underline-offset-4 hover:text-teal-800';
const listClass = 'list-disc space-y-2 pl-5';

const sections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <p>
        These terms apply to everyone who uses the Clinvia portal: visitors, patients, doctors and staff. By creating an account or using the portal you
        accept them. How we handle personal information is described in our{' '}
        <Link to="/privacy" className={linkClass}>
          privacy policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'not-for-emergencies',
    title: 'Not for emergencies',
    body: (
      <p>
        The portal, its forms and its messages are not an emergency service. In an emergency call {emergencyHotline.display} or your local emergency
        number. An online ambulance request is a way to reach our dispatch team when you cannot call; it does not replace the call.
      </p>
    ),
  },
  {
    id: 'not-medical-advice',
    title: 'The health tools are not medical advice',
    body: (
      <>
        <p>
          The six health tools give statistical estimates from models trained on public research data. They are for information and education only:
          they do not diagnose, treat or rule out any condition, and using them does not make you anyone’s patient.
        </p>
        <p>
          Do not start, stop or change a treatment because of a result. Talk to a qualified healthcare professional about your health and about any
          result that worries you.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul className={listClass}>
        <li>Give true and current information, and keep your password to yourself. One account belongs to one person.</li>
        <li>Tell us at once if you think someone else has used your account; ‘Sign out of all devices’ in Settings ends every session.</li>
        <li>Doctors appear to patients only after our staff have verified them. Staff accounts gain staff access only once an administrator approves them.</li>
        <li>We may suspend an account that breaks these terms or puts other people’s information at risk.</li>
      </ul>
    ),
  },
  {
    id: 'appointments',
    title: 'Appointments',
    body: (
      <ul className={listClass}>
        <li>A booking holds the slot you chose with that doctor; the doctor confirms it. You can cancel an appointment yourself while it is pending.</li>
        <li>Please arrive 15 minutes before your appointment and bring your insurance card if you booked with insurance.</li>
        <li>Fees are the doctors’ consultation fees in US dollars. Whether your insurance covers a visit depends on your plan.</li>
        <li>Times are the clinic’s local time.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use the portal you must not:</p>
        <ul className={listClass}>
          <li>try to see, change or collect other people’s information, or get round any security measure;</li>
          <li>send false ambulance requests or messages, or send them in bulk;</li>
          <li>copy the doctor directory or other content by automated means;</li>
          <li>upload anything unlawful, or anything that is not yours to share.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'doctors',
    title: 'For doctors',
    body: (
      <p>
        Doctors are responsible for the accuracy of their profile (qualifications, experience, fee) and for the care they give. The portal helps
        arrange appointments; it does not replace a doctor’s professional judgement or duties.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and liability',
    body: (
      <>
        <p>
          We work to keep the portal available and correct, but we cannot promise that it will always be available or free of errors. We are not
          liable for losses caused by relying on a health-tool result instead of professional advice, or by events outside our reasonable control.
          Nothing in these terms limits liability that the law does not allow to be limited.
        </p>
        <p>We may change these terms; we will update this page and its date first, and tell account holders by e-mail before a change that affects them.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: write to{' '}
        <a href={`mailto:${clinicContact.email}`} className={linkClass}>
          {clinicContact.email}
        </a>{' '}
        or use the{' '}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>
        . These terms are governed by the laws of the State of California.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={<p>The rules for using Clinvia, in plain words: what the portal is for, what it is not for, and what we expect from each other.</p>}
      sections={sections}
    />
  );
}
