import { spanishEmailWords } from './email-words.es';
import type { AppointmentNoticeInput, DoctorNoticeKind, NoticeText, NoticeWords, PatientNoticeKind } from './notice-words';

// I18N-10: the bell's notices in Spanish (usted), as Spanish-speaking patients in the US read
// them; the same shape as the English ones, the words of the web's Spanish catalogues and of
// the Spanish e-mails.

// The Spanish e-mails' Intl locale and clock: 'miércoles, 7 de enero, a las 9:30 a.m.'.
const slotFormat = new Intl.DateTimeFormat(spanishEmailWords.locale, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const slot = (date: string, time: string) => spanishEmailWords.joinClock(slotFormat.format(new Date(`${date}T${time}:00Z`)));

/** 'a las 3:00 p.m.. Puede' to 'a las 3:00 p.m. Puede': a sentence that ends with the clock ends with its abbreviation's period. */
const dot = (text: string) => text.replace(/\b([ap]\.\s?m\.)\./g, '$1');
const withReason = (text: string, reason: string | null) => dot(reason ? `${text} Motivo: ${reason}` : text);

function spanishPatient(kind: PatientNoticeKind, a: AppointmentNoticeInput): NoticeText {
  const { doctor, byStaff, reason } = a;
  const on = `el ${a.slot}`;
  const who = byStaff ? 'El personal de la clínica' : doctor;
  const yours = byStaff ? `su cita con ${doctor}` : 'su cita';
  switch (kind) {
    case 'booked':
      return { title: 'Le programaron una cita', body: dot(`El personal de la clínica le programó una cita con ${doctor} para ${on}. Queda pendiente hasta que el médico la confirme.`) };
    case 'rescheduled':
      return { title: 'Cita cambiada', body: dot(`El personal de la clínica cambió su cita con ${doctor} del ${a.fromSlot ?? ''} al ${a.slot}. Queda pendiente hasta que el médico la confirme.`) };
    case 'confirmed':
      return { title: 'Cita confirmada', body: withReason(`${who} confirmó ${yours} del ${a.slot}.`, reason) };
    case 'completed':
      return { title: 'Consulta completada', body: withReason(`${who} marcó como completada ${byStaff ? `su consulta con ${doctor}` : 'su consulta'} del ${a.slot}. Gracias por su visita.`, reason) };
    case 'no_show':
      return { title: 'Cita perdida', body: withReason(`${who} registró que usted no asistió a ${yours} del ${a.slot}. Puede programar otro horario.`, reason) };
    case 'declined':
      return { title: 'Solicitud de cita no aceptada', body: withReason(`${doctor} no pudo aceptar su solicitud de cita para ${on}. Puede programar otro horario.`, reason) };
    case 'cancelled':
      return { title: 'Cita cancelada', body: withReason(`${who} canceló ${yours} del ${a.slot}.`, reason) };
  }
}

function spanishDoctor(kind: DoctorNoticeKind, a: AppointmentNoticeInput): NoticeText {
  const { byStaff, reason } = a;
  const patients = byStaff ? `la cita de ${a.patientName}` : 'su cita';
  const who = byStaff ? 'El personal de la clínica' : a.patientName;
  switch (kind) {
    case 'requested':
      return { title: 'Nueva solicitud de cita', body: dot(`${a.patientName} pidió una cita para el ${a.slot} (${a.type}). Acéptela o recházela en su portal.`) };
    case 'booked':
      return { title: 'Nueva solicitud de cita', body: dot(`El personal de la clínica programó una cita de ${a.patientName} para el ${a.slot} (${a.type}). Acéptela o recházela en su portal.`) };
    case 'attendance':
      return { title: 'El paciente asistirá', body: dot(`${a.patientName} confirmó que vendrá el ${a.slot}.`) };
    case 'rescheduled':
      return {
        title: 'Cita cambiada',
        body: dot(`${who} cambió ${patients} del ${a.fromSlot ?? ''} al ${a.slot}. ${a.keptConfirmed ? 'Sigue confirmada: el horario se ofreció desde su lista de espera.' : 'Por favor, confirme el nuevo horario.'}`),
      };
    case 'confirmed':
      return { title: 'Cita confirmada', body: withReason(`${who} confirmó ${patients} del ${a.slot}.`, reason) };
    case 'completed':
      return { title: 'Cita completada', body: withReason(`${who} marcó como completada ${patients} del ${a.slot}.`, reason) };
    case 'no_show':
      return { title: 'Cita perdida', body: withReason(`${who} marcó como perdida ${patients} del ${a.slot}.`, reason) };
    case 'cancelled':
      return { title: 'Cita cancelada', body: withReason(`${who} canceló ${patients} del ${a.slot}.`, reason) };
  }
}

export const spanishNoticeWords: NoticeWords = {
  slot,
  patient: spanishPatient,
  doctor: spanishDoctor,
  reminder: (doctor, when) => ({ title: 'Recordatorio de cita', body: dot(`Su cita con ${doctor} es el ${when}.`) }),
  offer: (doctor, when, holdMinutes) => ({
    title: 'Se liberó un horario para usted',
    body: `Se liberó un horario con ${doctor} el ${when}, y se lo reservamos durante ${String(holdMinutes)} minutos. Prográmelo desde su página de citas o desde el correo electrónico que le enviamos.`,
  }),
  offerWithdrawn: (doctor, when) => ({
    title: 'Un horario reservado ya no está disponible',
    body: `El horario con ${doctor} del ${when} que le reservamos ya no está disponible. Usted sigue en la lista de espera.`,
  }),
  threadMessage: { title: 'Nuevo mensaje', body: 'Tiene un nuevo mensaje de Clinvia. Ábralo en el portal.' },
  summaryReady: { title: 'Resumen de la consulta listo', body: 'El resumen de su consulta está listo. Ábralo desde sus citas.' },
  summaryAmended: { title: 'Resumen de la consulta actualizado', body: 'Su médico agregó información al resumen de su consulta. Ábralo desde sus citas.' },
  doctorListed: { title: 'Su perfil ya aparece en la búsqueda', body: 'El personal verificó su registro: los pacientes ya pueden encontrarlo y programar citas con usted.' },
  staffApproved: { title: 'Su cuenta del personal fue aprobada', body: 'Un administrador aprobó su registro: ya puede usar la consola del personal.' },
};
