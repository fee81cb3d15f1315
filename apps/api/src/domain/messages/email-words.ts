import type { MessageKind } from '@clinvia/contracts/messages';
import { proxyScopeLabels, type ProxyScope } from '@clinvia/contracts/proxies';
import { clinicContact } from '@clinvia/contracts/site';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { spanishEmailWords } from './email-words.es';

// I18N-1, I18N-10: the words of the appointment e-mails and their calendar invitations, one
// catalogue per language with the same shape (TypeScript refuses a language missing a word). An
// e-mail is written in its recipient's language (users.language). What the clinic typed (the
// doctor's name, the specialty, the visit type's name) is data and stays as written.

/** What one e-mail's words are made of; `when` is already in the e-mail's language. */
export interface WordsInput {
  kind: MessageKind;
  /** 'Dr. Maya Patel'. */
  doctor: string;
  specialization: string;
  appointmentType: string;
  dependentName: string | null;
  when: string;
  /** YYYY-MM-DD, as the subject shows it. */
  date: string;
  actorRole: 'patient' | 'doctor' | 'staff' | null;
  checkInOpen: boolean;
  arrivalMinutesEarly: number;
}

/** One kind's subject, paragraphs and the label of its link (its target is the same in every language). */
export interface KindWords {
  subject: string;
  paragraphs: string[];
  link: string;
}

export interface EmailWords {
  /** The Intl locale of dates and zone names. */
  locale: string;
  /** 'Tuesday, March 10, 2026, 9:00 AM' to 'Tuesday, March 10, 2026 at 9:00 AM'. */
  joinClock: (wall: string) => string;
  greeting: (name: string) => string;
  /** The labels of the 'When:' and 'Where:' lines. */
  when: string;
  where: string;
  kind: (input: WordsInput) => KindWords;
  visitLinks: { attend: string; cancel: string; note: string };
  calendarSummary: (input: Pick<WordsInput, 'appointmentType' | 'dependentName' | 'doctor' | 'specialization'>) => string;
  calendarDescription: (manageUrl: string) => string;
  /** MSG-11: a thread's new message: no topic, no words of it, no name. */
  newMessage: { subject: string; line: string; link: string; privacy: string };
  /** A password reset link (AUTH): the link works for 30 minutes. */
  passwordReset: { subject: string; text: (name: string, link: string) => string };
  /** A registration decision (STAFF): the greeting, then each decision's subject and words. */
  decision: {
    text: (name: string, words: string) => string;
    doctorListed: { subject: string; words: (dashboardUrl: string) => string };
    doctorRejected: { subject: string; words: (reason: string, contactUrl: string) => string };
    staffApproved: { subject: string; words: (consoleUrl: string) => string };
    staffRejected: { subject: string; words: (reason: string) => string };
  };
  /** PROXY-1: the invitation to act for a patient; `until` null: until the patient ends it. */
  proxyInvitation: {
    subject: (inviter: string) => string;
    text: (input: { inviter: string; until: string | null; scopes: readonly ProxyScope[]; days: number; link: string }) => string;
  };
  /** The clinic's working hours, as the e-mails' footers name them (CONTACT-1). */
  clinicHours: string;
  /** FAMILY-8: the invitation to claim one's record; nothing of the guardian or of any visit. */
  claimInvitation: {
    subject: string;
    intro: string;
    action: (days: number) => string;
    link: string;
    ignore: string;
    signature: string[];
    footer: (phone: string, hours: string) => string;
  };
  /**
   * STAFF-19: the clinic's answer to a contact message, in the language the message was sent in
   * (contact_messages.language); the staff member's reply between these words stays as typed.
   */
  contactReply: {
    subject: string;
    /** `received` is the message's date, already in the e-mail's language. */
    intro: (received: string) => string;
    signature: string[];
    footer: (contactUrl: string, phone: string, hours: string) => string;
  };
  /** NEWS-1: the newsletter's confirmation (no account: the request's language). */
  newsletter: { subject: string; text: (unsubscribeLink: string, privacyLink: string) => string };
  /** AUTH-26: a change of the account's address: the link to the new one, the notices to the old one. */
  emailChange: {
    confirm: { subject: string; text: (hours: number, link: string) => string };
    requested: { subject: string; text: (maskedNew: string, days: number, stopLink: string) => string };
    changed: { subject: string; text: (maskedNew: string, days: number, undoLink: string) => string };
  };
  /** MAIL-1: confirming a contact address typed at booking. */
  addressConfirmation: { subject: string; text: (link: string) => string };
  /** WAIT-2: a waitlist offer. */
  offer: {
    subject: (doctor: string, date: string) => string;
    free: (doctor: string, specialization: string) => string;
    held: (until: string) => string;
    book: string;
    decline: string;
    manage: string;
  };
}

const byWhom: Record<'patient' | 'doctor' | 'staff', (doctor: string) => string> = {
  patient: () => 'You cancelled this appointment.',
  doctor: (doctor) => `${doctor} cancelled this appointment.`,
  staff: () => 'The clinic cancelled this appointment.',
};

const privacy = 'For your privacy, this e-mail does not include it. Sign in to read it.';

function englishKind(input: WordsInput): KindWords {
  const { doctor, when } = input;
  const forWhom = input.dependentName ? ` for ${input.dependentName}` : '';
  const withWhom = `${input.dependentName ? 'the' : 'your'} ${input.appointmentType.toLowerCase()} appointment${forWhom} with ${doctor} (${input.specialization})`;
  const manage = 'See your appointments';
  const bookAgain = 'Book an appointment';
  switch (input.kind) {
    case 'booked':
      return { subject: `Appointment requested: ${doctor}, ${input.date}`, paragraphs: [`We have your request for ${withWhom}.`, `When: ${when}`, 'It is pending until the doctor confirms it. We will write to you when they do.'], link: manage };
    case 'confirmed':
      return { subject: `Appointment confirmed: ${doctor}, ${input.date}`, paragraphs: [`${doctor} confirmed ${withWhom}.`, `When: ${when}`, `Please arrive ${String(input.arrivalMinutesEarly)} minutes early.`], link: manage };
    case 'declined':
      return { subject: `Appointment request declined: ${doctor}, ${input.date}`, paragraphs: [`${doctor} could not take your request${forWhom} for ${when}.`, 'You are welcome to book another time or another doctor.'], link: bookAgain };
    case 'rescheduled':
      return { subject: `Appointment moved: ${doctor}, ${input.date}`, paragraphs: [`${withWhom.charAt(0).toUpperCase()}${withWhom.slice(1)} has a new time.`, `When: ${when}`, 'It is pending until the doctor confirms the new time.'], link: manage };
    case 'cancelled':
      return { subject: `Appointment cancelled: ${doctor}, ${input.date}`, paragraphs: [byWhom[input.actorRole ?? 'staff'](doctor), `It was ${withWhom} on ${when}.`, 'You are welcome to book another time.'], link: bookAgain };
    case 'completed':
      return { subject: `Thank you for your visit to ${doctor}`, paragraphs: [`Thank you for coming to ${withWhom} on ${when}.`, 'Anything the doctor shared with you is in your account.'], link: manage };
    case 'no_show':
      return {
        subject: `We missed you: ${doctor}, ${input.date}`,
        paragraphs: [
          `We did not see you at ${withWhom} on ${when}.`,
          `We hope all is well. If you still need to see ${doctor}, you can book a new time whenever it suits you; if you cannot come to a visit, cancelling it from the e-mail or your appointments page frees the time for another patient.`,
        ],
        link: `Book a new time with ${doctor}`,
      };
    case 'summary_ready':
      // SUMMARY-4: nothing of the visit: no doctor, no specialty, no date, no word of the summary.
      return { subject: 'A summary of your visit is ready', paragraphs: ['A summary of your recent visit is ready in your Clinvia account.', privacy], link: 'Sign in to read your visit summary' };
    case 'summary_amended':
      return {
        subject: 'Your visit summary was updated',
        paragraphs: ['The summary of your recent visit was updated: your doctor added a note to it in your Clinvia account.', privacy],
        link: 'Sign in to read your visit summary',
      };
    case 'reminder':
      return input.checkInOpen
        ? { subject: `Reminder: ${doctor}, ${input.date}`, paragraphs: [`A reminder of ${withWhom}.`, `When: ${when}`, 'You can check in online now, before you come.'], link: 'Check in' }
        : { subject: `Reminder: ${doctor}, ${input.date}`, paragraphs: [`A reminder of ${withWhom}.`, `When: ${when}`], link: manage };
  }
}

const englishEmailWords: EmailWords = {
  locale: 'en-US',
  joinClock: (wall) => wall.replace(/, (\d{1,2}:\d{2})/, ' at $1'),
  greeting: (name) => `Dear ${name},`,
  when: 'When',
  where: 'Where',
  kind: englishKind,
  visitLinks: {
    attend: 'I’ll be there',
    cancel: 'Cancel this appointment',
    note: 'Each link works once, until the appointment begins, and asks you to confirm on the page it opens.',
  },
  calendarSummary: (input) => `${input.appointmentType}${input.dependentName ? ` for ${input.dependentName}` : ''} with ${input.doctor} (${input.specialization})`,
  calendarDescription: (manageUrl) => `Manage this appointment: ${manageUrl}`,
  newMessage: {
    subject: 'New message from Clinvia',
    line: 'You have a new message from Clinvia.',
    link: 'Sign in to read it',
    privacy: 'For your privacy, this e-mail does not include the message.',
  },
  passwordReset: {
    subject: 'Reset your Clinvia password',
    text: (name, link) => `Hello ${name},\n\nTo choose a new password, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n\nClinvia`,
  },
  decision: {
    text: (name, words) => `Hello ${name},\n\n${words}\n\nClinvia`,
    doctorListed: { subject: 'Your Clinvia profile is now listed', words: (url) => `Staff have verified your registration: patients can now find you and book appointments.\n\nYour dashboard: ${url}` },
    doctorRejected: {
      subject: 'Your Clinvia registration',
      words: (reason, url) => `We could not verify your registration as a doctor. The reason given: ${reason}\n\nIf you think this is a mistake, please contact the clinic: ${url}`,
    },
    staffApproved: { subject: 'Your Clinvia staff account is approved', words: (url) => `An administrator approved your registration. The staff console: ${url}` },
    staffRejected: { subject: 'Your Clinvia staff registration', words: (reason) => `An administrator did not approve your staff registration. The reason given: ${reason}` },
  },
  proxyInvitation: {
    subject: (inviter) => `${inviter} invites you to act for them at Clinvia`,
    text: ({ inviter, until, scopes, days, link }) =>
      `Hello,\n\n${inviter} invites you to act for them in the Clinvia patient portal, ${until === null ? 'until they end it' : `until ${until}`}:\n${scopes.map((scope) => `- ${proxyScopeLabels[scope]}`).join('\n')}\n\nTo accept, open this link within ${String(days)} days and sign in or register with your own account:\n${link}\n\nIf you do not know ${inviter}, ignore this e-mail.\n\nClinvia`,
  },
  clinicHours: clinicContact.hours,
  claimInvitation: {
    subject: 'Claim your Clinvia record',
    intro:
      'Until now your visits at Clinvia were booked by a family member on your behalf. You can now take over your own record: your past and upcoming visits move to your own account, and only you see and manage them.',
    action: (days) => `To claim your record, open this link within ${String(days)} days, then create your account or sign in with this e-mail address:`,
    link: 'Claim your record',
    ignore: 'If you did not expect this e-mail, you can ignore it: nothing changes until the link is used.',
    signature: ['Kind regards,', 'The Clinvia team'],
    footer: (phone, hours) => `Questions? Call ${phone} (${hours}).`,
  },
  contactReply: {
    subject: 'Our answer to your message to Clinvia',
    intro: (received) => `Thank you for your message of ${received} through our contact form. Here is our answer:`,
    signature: ['Kind regards,', 'The Clinvia team'],
    footer: (contactUrl, phone, hours) => `To write to us again, use ${contactUrl} or call ${phone} (${hours}).`,
  },
  newsletter: {
    subject: 'You are subscribed to the Clinvia newsletter',
    text: (unsubscribe, privacy) =>
      [
        'Hello,',
        '',
        'Thank you for subscribing to the Clinvia newsletter: health tips and news about the portal, about once a month.',
        '',
        'If you did not subscribe, or want to stop receiving it, open this link:',
        unsubscribe,
        '',
        'We use your e-mail address only to send the newsletter; see our privacy policy:',
        privacy,
        '',
        'Clinvia',
      ].join('\n'),
  },
  emailChange: {
    confirm: {
      subject: 'Confirm your new e-mail address for Clinvia',
      text: (hours, link) =>
        [
          'Hello,',
          '',
          'Someone signed in to a Clinvia account asked to use this address for it. The account keeps its current address until you confirm.',
          '',
          `To confirm, open this link within ${String(hours)} hours and press Confirm:\n${link}`,
          '',
          'If you did not ask for this, ignore this e-mail; nothing changes.',
          '',
          'Clinvia',
          '',
        ].join('\n'),
    },
    requested: {
      subject: 'A change of your Clinvia e-mail address was requested',
      text: (masked, days, link) =>
        [
          'Hello,',
          '',
          `Someone signed in to your Clinvia account asked to change its e-mail address to ${masked}. Nothing changes unless the link sent to that address is opened.`,
          '',
          `If this was not you, open this link to stop the change and sign out every device signed in to your account (it works for ${String(days)} days):\n${link}`,
          '',
          'Then sign in again and change your password.',
          '',
          'Clinvia',
          '',
        ].join('\n'),
    },
    changed: {
      subject: 'Your Clinvia e-mail address was changed',
      text: (masked, days, link) =>
        [
          'Hello,',
          '',
          `The e-mail address of your Clinvia account was changed to ${masked}. Sign-in now uses that address.`,
          '',
          `If this was not you, open this link to undo the change and sign out every device signed in to your account (it works for ${String(days)} days):\n${link}`,
          '',
          'Then sign in again with this address and change your password.',
          '',
          'Clinvia',
          '',
        ].join('\n'),
    },
  },
  addressConfirmation: {
    subject: 'Confirm this address for Clinvia appointment e-mails',
    text: (link) =>
      [
        'Hello,',
        '',
        'A patient with a Clinvia account gave this address as the contact for their appointments. We send nothing more to it unless you confirm.',
        '',
        `To receive their appointment e-mails here, open this link within 7 days and press Confirm:\n${link}`,
        '',
        'If you do not know what this is about, ignore this e-mail.',
        '',
        'Clinvia',
        '',
      ].join('\n'),
  },
  offer: {
    subject: (doctor, date) => `A time opened: ${doctor}, ${date}`,
    free: (doctor, specialization) => `A time you were waiting for is free: ${doctor} (${specialization}).`,
    held: (until) =>
      `We are holding it for you until ${until}. Book it with one click, or tell us you do not need it so the next patient can have it. If we do not hear from you by then, we offer it to the next patient and keep you on the waitlist.`,
    book: 'Book this slot',
    decline: 'No thanks',
    manage: 'Your waitlist and appointments',
  },
};

export const emailWords: Readonly<Record<UiLanguage, EmailWords>> = { en: englishEmailWords, es: spanishEmailWords };
