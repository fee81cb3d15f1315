import type { ProxyScope } from '@clinvia/contracts/proxies';
import type { EmailWords, KindWords, WordsInput } from './email-words';

// I18N-10: the appointment e-mails and their calendar invitations in Spanish (usted), as
// Spanish-speaking patients in the US read them; the same shape as the English ones.

const byWhom: Record<'patient' | 'doctor' | 'staff', (doctor: string) => string> = {
  patient: () => 'Usted canceló esta cita.',
  doctor: (doctor) => `${doctor} canceló esta cita.`,
  staff: () => 'La clínica canceló esta cita.',
};

/** The web's words for what a proxy may do (apps/web/src/features/patients/texts.es.ts). */
const proxyScopes: Record<ProxyScope, string> = { read: 'Ver citas y expediente', book: 'Programar, cambiar y cancelar citas', message: 'Enviar mensajes a la clínica' };

const privacy = 'Para proteger su privacidad, este correo no lo incluye. Inicie sesión para leerlo.';

function spanishKind(input: WordsInput): KindWords {
  const { doctor, when } = input;
  const forWhom = input.dependentName ? ` de ${input.dependentName}` : '';
  const withWhom = `${input.dependentName ? 'la' : 'su'} cita (${input.appointmentType})${forWhom} con ${doctor} (${input.specialization})`;
  const manage = 'Ver sus citas';
  const bookAgain = 'Programar una cita';
  switch (input.kind) {
    case 'booked':
      return { subject: `Cita solicitada: ${doctor}, ${input.date}`, paragraphs: [`Recibimos su solicitud de ${withWhom}.`, `Cuándo: ${when}`, 'Queda pendiente hasta que el médico la confirme. Le escribiremos cuando lo haga.'], link: manage };
    case 'confirmed':
      return { subject: `Cita confirmada: ${doctor}, ${input.date}`, paragraphs: [`${doctor} confirmó ${withWhom}.`, `Cuándo: ${when}`, `Por favor, llegue ${String(input.arrivalMinutesEarly)} minutos antes.`], link: manage };
    case 'declined':
      return { subject: `Solicitud de cita no aceptada: ${doctor}, ${input.date}`, paragraphs: [`${doctor} no pudo aceptar su solicitud${forWhom} para el ${when}.`, 'Puede programar otro horario o elegir otro médico cuando guste.'], link: bookAgain };
    case 'rescheduled':
      return { subject: `Cita cambiada: ${doctor}, ${input.date}`, paragraphs: [`${withWhom.charAt(0).toUpperCase()}${withWhom.slice(1)} tiene un nuevo horario.`, `Cuándo: ${when}`, 'Queda pendiente hasta que el médico confirme el nuevo horario.'], link: manage };
    case 'cancelled':
      return { subject: `Cita cancelada: ${doctor}, ${input.date}`, paragraphs: [byWhom[input.actorRole ?? 'staff'](doctor), `Era ${withWhom} el ${when}.`, 'Puede programar otro horario cuando guste.'], link: bookAgain };
    case 'completed':
      return { subject: `Gracias por su consulta con ${doctor}`, paragraphs: [`Gracias por venir a ${withWhom} el ${when}.`, 'Lo que el médico compartió con usted está en su cuenta.'], link: manage };
    case 'no_show':
      return {
        subject: `Cita perdida: ${doctor}, ${input.date}`,
        paragraphs: [
          `No se registró su asistencia a ${withWhom} el ${when}.`,
          `Esperamos que se encuentre bien. Si aún necesita ver a ${doctor}, puede programar una nueva cita cuando le convenga; si no puede venir a una consulta, cancelarla desde el correo o desde su página de citas libera el horario para otro paciente.`,
        ],
        link: `Programar una nueva cita con ${doctor}`,
      };
    case 'summary_ready':
      return { subject: 'El resumen de su consulta está listo', paragraphs: ['El resumen de su consulta reciente está listo en su cuenta de Clinvia.', privacy], link: 'Inicie sesión para leer el resumen de su consulta' };
    case 'summary_amended':
      return {
        subject: 'Se actualizó el resumen de su consulta',
        paragraphs: ['Se actualizó el resumen de su consulta reciente: su médico le agregó una nota en su cuenta de Clinvia.', privacy],
        link: 'Inicie sesión para leer el resumen de su consulta',
      };
    case 'reminder':
      return input.checkInOpen
        ? { subject: `Recordatorio: ${doctor}, ${input.date}`, paragraphs: [`Le recordamos ${withWhom}.`, `Cuándo: ${when}`, 'Ya puede registrar su llegada en línea, antes de venir.'], link: 'Registrar mi llegada' }
        : { subject: `Recordatorio: ${doctor}, ${input.date}`, paragraphs: [`Le recordamos ${withWhom}.`, `Cuándo: ${when}`], link: manage };
  }
}

export const spanishEmailWords: EmailWords = {
  locale: 'es-US',
  // 'martes, 10 de marzo de 2026, 9:00 a.m.' to '… de 2026, a las 9:00 a.m.' ('a la 1:00' at one o'clock).
  joinClock: (wall) => wall.replace(/, (\d{1,2}):(\d{2})/, (_, hour: string, minute: string) => `, ${hour === '1' ? 'a la' : 'a las'} ${hour}:${minute}`),
  greeting: (name) => `Hola, ${name}:`,
  when: 'Cuándo',
  where: 'Dónde',
  kind: spanishKind,
  visitLinks: {
    attend: 'Ahí estaré',
    cancel: 'Cancelar esta cita',
    note: 'Cada enlace funciona una sola vez, hasta que empiece la cita, y le pide confirmar en la página que abre.',
  },
  calendarSummary: (input) => `${input.appointmentType}${input.dependentName ? ` de ${input.dependentName}` : ''} con ${input.doctor} (${input.specialization})`,
  calendarDescription: (manageUrl) => `Administre esta cita: ${manageUrl}`,
  newMessage: {
    subject: 'Nuevo mensaje de Clinvia',
    line: 'Tiene un nuevo mensaje de Clinvia.',
    link: 'Inicie sesión para leerlo',
    privacy: 'Para proteger su privacidad, este correo no incluye el mensaje.',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña de Clinvia',
    text: (name, link) =>
      `Hola, ${name}:\n\nPara elegir una nueva contraseña, abra este enlace en los próximos 30 minutos:\n${link}\n\nSi usted no lo pidió, ignore este correo; su contraseña no cambia.\n\nClinvia`,
  },
  decision: {
    text: (name, words) => `Hola, ${name}:\n\n${words}\n\nClinvia`,
    doctorListed: {
      subject: 'Su perfil de Clinvia ya aparece en la búsqueda',
      words: (url) => `El personal verificó su registro: los pacientes ya pueden encontrarlo y programar citas con usted.\n\nSu panel: ${url}`,
    },
    doctorRejected: {
      subject: 'Su registro en Clinvia',
      words: (reason, url) => `No pudimos verificar su registro como médico. El motivo indicado: ${reason}\n\nSi cree que se trata de un error, comuníquese con la clínica: ${url}`,
    },
    staffApproved: { subject: 'Su cuenta del personal de Clinvia fue aprobada', words: (url) => `Un administrador aprobó su registro. La consola del personal: ${url}` },
    staffRejected: { subject: 'Su registro como personal de Clinvia', words: (reason) => `Un administrador no aprobó su registro como personal. El motivo indicado: ${reason}` },
  },
  proxyInvitation: {
    subject: (inviter) => `${inviter} lo invita a actuar en su nombre en Clinvia`,
    text: ({ inviter, until, scopes, days, link }) =>
      `Hola:\n\n${inviter} lo invita a actuar en su nombre en el portal de pacientes de Clinvia, ${until === null ? 'hasta que lo cancele' : `hasta el ${until}`}:\n${scopes.map((scope) => `- ${proxyScopes[scope]}`).join('\n')}\n\nPara aceptar, abra este enlace en los próximos ${String(days)} días e inicie sesión o regístrese con su propia cuenta:\n${link}\n\nSi no conoce a ${inviter}, ignore este correo.\n\nClinvia`,
  },
  // The web's words for the hours (apps/web/src/features/site/pages-texts.es.ts).
  clinicHours: 'Lun. a vie.: 9 a.m. a 6 p.m.',
  claimInvitation: {
    subject: 'Reclame su expediente de Clinvia',
    intro:
      'Hasta ahora, un familiar programaba sus citas en Clinvia en su nombre. Ahora puede hacerse cargo de su propio expediente: sus citas pasadas y próximas pasan a su propia cuenta, y solo usted las ve y las administra.',
    action: (days) => `Para reclamar su expediente, abra este enlace en los próximos ${String(days)} días y luego cree su cuenta o inicie sesión con esta dirección de correo electrónico:`,
    link: 'Reclamar mi expediente',
    ignore: 'Si no esperaba este correo, puede ignorarlo: nada cambia hasta que se use el enlace.',
    signature: ['Atentamente,', 'El equipo de Clinvia'],
    footer: (phone, hours) => `¿Preguntas? Llame al ${phone} (${hours}).`,
  },
  contactReply: {
    subject: 'Nuestra respuesta a su mensaje a Clinvia',
    intro: (received) => `Gracias por el mensaje que nos envió el ${received} desde nuestro formulario de contacto. Esta es nuestra respuesta:`,
    signature: ['Atentamente,', 'El equipo de Clinvia'],
    footer: (contactUrl, phone, hours) => `Para volver a escribirnos, use ${contactUrl} o llame al ${phone} (${hours}).`,
  },
  newsletter: {
    subject: 'Se suscribió al boletín de Clinvia',
    text: (unsubscribe, privacy) =>
      [
        'Hola:',
        '',
        'Gracias por suscribirse al boletín de Clinvia: consejos de salud y novedades del portal, más o menos una vez al mes.',
        '',
        'Si usted no se suscribió, o si ya no desea recibirlo, abra este enlace:',
        unsubscribe,
        '',
        'Usamos su dirección de correo electrónico solo para enviarle el boletín; consulte nuestra política de privacidad:',
        privacy,
        '',
        'Clinvia',
      ].join('\n'),
  },
  emailChange: {
    confirm: {
      subject: 'Confirme su nueva dirección de correo electrónico para Clinvia',
      text: (hours, link) =>
        [
          'Hola:',
          '',
          'Alguien que inició sesión en una cuenta de Clinvia pidió usar esta dirección para ella. La cuenta conserva su dirección actual hasta que usted confirme.',
          '',
          `Para confirmar, abra este enlace en las próximas ${String(hours)} horas y presione Confirmar:\n${link}`,
          '',
          'Si usted no lo pidió, ignore este correo; nada cambia.',
          '',
          'Clinvia',
          '',
        ].join('\n'),
    },
    requested: {
      subject: 'Se pidió cambiar la dirección de correo electrónico de su cuenta de Clinvia',
      text: (masked, days, link) =>
        [
          'Hola:',
          '',
          `Alguien que inició sesión en su cuenta de Clinvia pidió cambiar su dirección de correo electrónico a ${masked}. Nada cambia a menos que se abra el enlace enviado a esa dirección.`,
          '',
          `Si no fue usted, abra este enlace para detener el cambio y cerrar la sesión en todos los dispositivos conectados a su cuenta (funciona durante ${String(days)} días):\n${link}`,
          '',
          'Luego vuelva a iniciar sesión y cambie su contraseña.',
          '',
          'Clinvia',
          '',
        ].join('\n'),
    },
    changed: {
      subject: 'Se cambió la dirección de correo electrónico de su cuenta de Clinvia',
      text: (masked, days, link) =>
        [
          'Hola:',
          '',
          `La dirección de correo electrónico de su cuenta de Clinvia se cambió a ${masked}. Ahora se inicia sesión con esa dirección.`,
          '',
          `Si no fue usted, abra este enlace para deshacer el cambio y cerrar la sesión en todos los dispositivos conectados a su cuenta (funciona durante ${String(days)} días):\n${link}`,
          '',
          'Luego vuelva a iniciar sesión con esta dirección y cambie su contraseña.',
          '',
          'Clinvia',
          '',
        ].join('\n'),
    },
  },
  addressConfirmation: {
    subject: 'Confirme esta dirección para los correos de citas de Clinvia',
    text: (link) =>
      [
        'Hola:',
        '',
        'Un paciente con cuenta en Clinvia indicó esta dirección como contacto para sus citas. No le enviaremos nada más a menos que usted confirme.',
        '',
        `Para recibir aquí los correos de sus citas, abra este enlace en los próximos 7 días y presione Confirmar:\n${link}`,
        '',
        'Si no sabe de qué se trata, ignore este correo.',
        '',
        'Clinvia',
        '',
      ].join('\n'),
  },
  offer: {
    subject: (doctor, date) => `Se liberó un horario: ${doctor}, ${date}`,
    free: (doctor, specialization) => `Se liberó un horario que usted esperaba: ${doctor} (${specialization}).`,
    held: (until) =>
      `Se lo reservamos hasta ${until.startsWith('1:') ? 'la' : 'las'} ${until}. Prográmelo con un clic, o avísenos que no lo necesita para que otro paciente pueda tenerlo. Si no recibimos su respuesta para entonces, se lo ofreceremos al siguiente paciente y usted seguirá en la lista de espera.`,
    book: 'Programar este horario',
    decline: 'No, gracias',
    manage: 'Su lista de espera y sus citas',
  },
};
