import { Link } from 'react-router';

const linkClass = 'font-medium text-teal-700 underline underline-offset-4 hover:text-teal-800';

/** CONTACT-1: three fixed entries (scheduling, insurance, medical records). */
export function Faq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        <details className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-teal-700">How do I schedule an appointment?</summary>
          <p className="mt-3 text-slate-700">
            Sign in, open{' '}
            <Link to="/find-doctor" className={linkClass}>
              Find Doctor
            </Link>{' '}
            and choose a doctor. Pick one of the next 10 days and a free half-hour slot, tell us the reason for your visit and confirm. You can cancel a
            pending appointment yourself under Appointments.
          </p>
        </details>
        <details className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-teal-700">Do you accept my insurance?</summary>
          <p className="mt-3 text-slate-700">
            You can book as self-pay or with insurance: enter your insurance provider and member ID when you book, and bring your insurance card to the
            visit. Whether a visit is covered depends on your plan; if you are unsure, send us a message with your provider’s name.
          </p>
        </details>
        <details className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-teal-700">How can I get a copy of my medical records?</summary>
          <p className="mt-3 text-slate-700">
            Your profile and appointments are always in your account. For a copy of everything we hold about you, or to correct or delete it, send us a
            message with the subject ‘Records request’ from the e-mail address of your account. We answer within 30 days; see our{' '}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>
            .
          </p>
        </details>
      </div>
    </section>
  );
}
