import { requestNotice, slotInWords } from '@clinvia/contracts/notifications';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { spanishNoticeWords } from './notice-words.es';

// I18N-10: the words of the bell's notices (in-app notifications), one catalogue per language
// with the same shape, beside the e-mails' (./email-words). A notice is stored in its
// recipient's language when it is written (notify() picks the words by users.language in the
// statement that writes it). Names and visit types are data and stay as written.

/** A notice's stored words. */
export interface NoticeText {
  title: string;
  body: string;
}

/** The notice the patient of an appointment change gets (its kind decided in ../appointments/notices). */
export type PatientNoticeKind = 'booked' | 'rescheduled' | 'confirmed' | 'completed' | 'no_show' | 'declined' | 'cancelled';
/** The notice the doctor of an appointment change gets. */
export type DoctorNoticeKind = 'requested' | 'booked' | 'attendance' | 'rescheduled' | 'confirmed' | 'completed' | 'no_show' | 'cancelled';

/** What an appointment notice's words are made of; `slot` and `fromSlot` already in the notice's language. */
export interface AppointmentNoticeInput {
  /** 'Dr. Maya Patel'. */
  doctor: string;
  patientName: string;
  /** The visit type, as the clinic named it. */
  type: string;
  /** The (new) date and time in words; `date` and `time` are the clinic's YYYY-MM-DD and HH:MM. */
  slot: string;
  date: string;
  time: string;
  /** A move's former time in words. */
  fromSlot: string | null;
  /** The clinic's staff made the change (not the other party). */
  byStaff: boolean;
  /** A move kept confirmed: the time was offered from the doctor's waitlist. */
  keptConfirmed: boolean;
  reason: string | null;
}

export interface NoticeWords {
  /** '2026-01-07', '09:30' → 'Wednesday, January 7 at 9:30 AM': a clinic date and time, never shifted. */
  slot: (date: string, time: string) => string;
  patient: (kind: PatientNoticeKind, input: AppointmentNoticeInput) => NoticeText;
  doctor: (kind: DoctorNoticeKind, input: AppointmentNoticeInput) => NoticeText;
  /** LIFE-8: who and when, never why. */
  reminder: (doctor: string, slot: string) => NoticeText;
  /** WAIT-2: a time held for the patient, and a held time withdrawn. */
  offer: (doctor: string, slot: string, holdMinutes: number) => NoticeText;
  offerWithdrawn: (doctor: string, slot: string) => NoticeText;
  /** MSG-10: nothing of the thread. */
  threadMessage: NoticeText;
  /** SUMMARY-4, SUMMARY-3: only that a summary is ready, or was updated. */
  summaryReady: NoticeText;
  summaryAmended: NoticeText;
  /** A registration decision. */
  doctorListed: NoticeText;
  staffApproved: NoticeText;
}

const withReason = (text: string, reason: string | null) => (reason ? `${text} Reason: ${reason}` : text);

function englishPatient(kind: PatientNoticeKind, a: AppointmentNoticeInput): NoticeText {
  const { doctor, slot, byStaff, reason } = a;
  const who = byStaff ? 'Clinic staff' : doctor;
  const yours = byStaff ? `your appointment with ${doctor}` : 'your appointment';
  switch (kind) {
    case 'booked':
      return { title: 'Appointment booked for you', body: `Clinic staff booked an appointment with ${doctor} on ${slot}. It is pending until the doctor confirms it.` };
    case 'rescheduled':
      return { title: 'Appointment moved', body: `Clinic staff moved your appointment with ${doctor} from ${a.fromSlot ?? ''} to ${slot}. It is pending until the doctor confirms it.` };
    case 'confirmed':
      return { title: 'Appointment confirmed', body: withReason(`${who} confirmed ${yours} on ${slot}.`, reason) };
    case 'completed':
      return { title: 'Visit completed', body: withReason(`${who} marked ${byStaff ? `your visit to ${doctor}` : 'your visit'} on ${slot} as completed. Thank you for visiting.`, reason) };
    case 'no_show':
      return { title: 'Missed appointment', body: withReason(`${who} recorded that ${yours} on ${slot} was missed. You can book another time.`, reason) };
    case 'declined':
      return { title: 'Appointment request declined', body: withReason(`${doctor} could not accept your appointment request for ${slot}. You can book another time.`, reason) };
    case 'cancelled':
      return { title: 'Appointment cancelled', body: withReason(`${who} cancelled ${yours} on ${slot}.`, reason) };
  }
}

function englishDoctor(kind: DoctorNoticeKind, a: AppointmentNoticeInput): NoticeText {
  const { slot, byStaff, reason } = a;
  const patients = byStaff ? `${a.patientName}'s appointment` : 'their appointment';
  const who = byStaff ? 'Clinic staff' : a.patientName;
  switch (kind) {
    case 'requested': {
      // The demo data's pending requests ring the bell with these same words (issue 40.4).
      const { title, body } = requestNotice(a);
      return { title, body };
    }
    case 'booked':
      return { title: 'New appointment request', body: `Clinic staff booked ${a.patientName} for ${slot} (${a.type}). Accept or decline it in your portal.` };
    case 'attendance':
      return { title: 'Patient will attend', body: `${a.patientName} confirmed they will come on ${slot}.` };
    case 'rescheduled':
      return {
        title: 'Appointment moved',
        body: `${who} moved ${patients} from ${a.fromSlot ?? ''} to ${slot}. ${a.keptConfirmed ? 'It stays confirmed: the time was offered from your waitlist.' : 'Please confirm the new time.'}`,
      };
    case 'confirmed':
    case 'completed':
    case 'no_show':
    case 'cancelled': {
      const verb = { confirmed: 'confirmed', completed: 'marked completed', no_show: 'marked as missed', cancelled: 'cancelled' }[kind];
      return { title: kind === 'no_show' ? 'Appointment missed' : `Appointment ${kind}`, body: withReason(`${who} ${verb} ${patients} on ${slot}.`, reason) };
    }
  }
}

const englishNoticeWords: NoticeWords = {
  slot: slotInWords,
  patient: englishPatient,
  doctor: englishDoctor,
  reminder: (doctor, slot) => ({ title: 'Appointment reminder', body: `Your appointment with ${doctor} is on ${slot}.` }),
  offer: (doctor, slot, holdMinutes) => ({
    title: 'A time opened for you',
    body: `A time with ${doctor} on ${slot} is free, and we are holding it for you for ${String(holdMinutes)} minutes. Book it from your appointments page or the e-mail we sent.`,
  }),
  offerWithdrawn: (doctor, slot) => ({
    title: 'A held time is no longer available',
    body: `The time with ${doctor} on ${slot} that we held for you is no longer available. You are still on the waitlist.`,
  }),
  threadMessage: { title: 'New message', body: 'You have a new message from Clinvia. Open it in the portal.' },
  summaryReady: { title: 'Visit summary ready', body: 'A summary of your visit is ready. Open it from your appointments.' },
  summaryAmended: { title: 'Visit summary updated', body: 'Your doctor added to the summary of your visit. Open it from your appointments.' },
  doctorListed: { title: 'Your profile is listed', body: 'Staff verified your registration: patients can now find you and book appointments.' },
  staffApproved: { title: 'Your staff account is approved', body: 'An administrator approved your registration: the staff console is open to you.' },
};

export const noticeWords: Readonly<Record<UiLanguage, NoticeWords>> = { en: englishNoticeWords, es: spanishNoticeWords };

/** One notice's words in every language: notify() stores the recipient's. */
export function inEveryLanguage(words: (catalogue: NoticeWords) => NoticeText): Record<UiLanguage, NoticeText> {
  return { en: words(noticeWords.en), es: words(noticeWords.es) };
}
