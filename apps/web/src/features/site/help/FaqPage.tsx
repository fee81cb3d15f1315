import { emergencyHotline } from '@clinvia/contracts/site';
import { Link } from 'react-router';
import { InfoPage, linkClass, type InfoSection } from './InfoPage';

const questions: readonly InfoSection[] = [
  {
    title: 'How do I book an appointment?',
    body: (
      <p>
        Sign in, open{' '}
        <Link to="/find-doctor" className={linkClass}>
          Find a Doctor
        </Link>{' '}
        and choose a doctor. Pick a day and a free time, say why you are coming and confirm. The doctor then accepts the request; until they do it shows as
        pending under Appointments, and we e-mail you when it changes.
      </p>
    ),
  },
  {
    title: 'Can I cancel or move an appointment?',
    body: (
      <p>
        Yes, until it begins: open{' '}
        <Link to="/appointments" className={linkClass}>
          Appointments
        </Link>{' '}
        and choose Cancel or Reschedule. The booking e-mail also has a link to cancel without signing in.
      </p>
    ),
  },
  {
    title: 'Do you accept my insurance?',
    body: (
      <p>
        You can book as self-pay or with insurance: give your provider and member ID when you book and bring your card to the visit. Whether a visit is covered
        depends on your plan; ask your insurer, or send us a message with your provider’s name.
      </p>
    ),
  },
  {
    title: 'What are the health tools, and can I rely on them?',
    body: (
      <p>
        The six{' '}
        <Link to="/services" className={linkClass}>
          health tools
        </Link>{' '}
        give an estimate from a statistical model trained on public research data. Each result says how the model did in its tests and what it cannot tell.
        They are not a diagnosis: talk to a doctor about any result.
      </p>
    ),
  },
  {
    title: 'What do I do in an emergency?',
    body: (
      <p>
        Call the hotline <a href={`tel:${emergencyHotline.tel}`} className={linkClass}>{emergencyHotline.display}</a> or your local emergency number. If you
        cannot call, the{' '}
        <Link to="/emergency" className={linkClass}>
          emergency page
        </Link>{' '}
        takes an ambulance request without an account.
      </p>
    ),
  },
  {
    title: 'I forgot my password. What now?',
    body: (
      <p>
        Use{' '}
        <Link to="/forgot-password" className={linkClass}>
          Forgot password
        </Link>{' '}
        on the sign-in page: we e-mail you a link to set a new one. Turning on two-step sign-in under Settings keeps your account safe even if your password
        leaks.
      </p>
    ),
  },
  {
    title: 'Who can see my records?',
    body: (
      <p>
        You, the doctors you book with, and the clinic’s staff who need them; every time someone opens your records it is logged. The{' '}
        <Link to="/privacy" className={linkClass}>
          privacy policy
        </Link>{' '}
        says what we keep, for how long, and how to ask for a copy.
      </p>
    ),
  },
  {
    title: 'How do I reach support?',
    body: (
      <p>
        Send a message from the{' '}
        <Link to="/contact" className={linkClass}>
          contact page
        </Link>
        : our staff answer by e-mail, usually within one working day.
      </p>
    ),
  },
];

/** SHELL-14: the footer's 'FAQ', a written page. */
export default function FaqPage() {
  return <InfoPage title="Frequently asked questions" description="Booking, cancelling, insurance, the health tools, emergencies and your account." sections={questions} />;
}
