import { clinicContact } from '@clinvia/contracts/site';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const linkClass = 'font-medium text-teal-700 underline underline-offset-4 hover:text-teal-800';
const listClass = 'list-disc space-y-2 pl-5';

const sections: readonly LegalSection[] = [
  {
    id: 'standard',
    title: 'Our standard',
    body: (
      <p>
        Clinvia aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, for patients, doctors and staff alike.
      </p>
    ),
  },
  {
    id: 'what-we-do',
    title: 'What you can expect',
    body: (
      <ul className={listClass}>
        <li>Everything works with a keyboard, with a visible focus outline; a ‘Skip to content’ link leads past the navigation.</li>
        <li>Every form field has a label; error messages appear next to the field, say how to fix the problem and are read out by screen readers.</li>
        <li>Colour is never the only way information is shown, and text has a contrast ratio of at least 4.5:1.</li>
        <li>Pages reflow to screens as narrow as 360 pixels and work with the browser zoomed in.</li>
        <li>If your device asks for reduced motion, the carousel and other animations stop moving.</li>
        <li>Tabs, menus and dialogs follow the usual keyboard patterns (arrow keys in tab lists, Escape to close).</li>
        <li>The portal uses your device’s own fonts, so your text settings apply.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-test',
    title: 'How we check',
    body: (
      <p>
        Every change to the portal runs automated browser tests that check each page with the axe accessibility engine and block any serious problem.
        We also test with the keyboard and at phone and desktop widths.
      </p>
    ),
  },
  {
    id: 'known-limits',
    title: 'Known limitations',
    body: (
      <ul className={listClass}>
        <li>The ‘Your message has been sent successfully!’ notice on the contact page disappears after 4 seconds. Screen readers announce it when it appears, and the emptied form also shows that the message was sent.</li>
        <li>The health tools ask for medical measurements by their scientific names; each field explains its meaning and unit, but the terms themselves can be hard to follow.</li>
        <li>Partner logos on the About page are placeholders until each partnership is announced.</li>
      </ul>
    ),
  },
  {
    id: 'feedback',
    title: 'Tell us about a barrier',
    body: (
      <p>
        If something on Clinvia is hard or impossible for you to use, please tell us through the{' '}
        <Link to="/contact" className={linkClass}>
          contact form
        </Link>{' '}
        (subject ‘Accessibility’) or at{' '}
        <a href={`mailto:${clinicContact.email}`} className={linkClass}>
          {clinicContact.email}
        </a>
        . Say which page and what happened; we will help you get what you need another way in the meantime, and reply within 5 working days.
      </p>
    ),
  },
];

export default function AccessibilityPage() {
  return (
    <LegalPage
      title="Accessibility Statement"
      intro={<p>Healthcare is for everyone, and so is Clinvia. This statement says what we do to make the portal accessible, how we check it and where we still fall short.</p>}
      sections={sections}
    />
  );
}
