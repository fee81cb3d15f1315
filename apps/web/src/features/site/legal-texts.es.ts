import type { Translation } from '../../lib/i18n/catalogue';
import type { legal as english } from './legal-texts';

// I18N-1: the legal pages in Spanish (usted), as a clinic in the US writes them for its patients.

export const legal = {
  pageTitle: '{{title}} · Clinvia',
  updated: 'Última actualización: noviembre de 2026',
  contents: 'Contenido',
  contactForm: 'formulario de contacto',
  privacy: {
    title: 'Política de privacidad',
    intro: 'Su información de salud le pertenece. Esta política explica con claridad qué guarda Clinvia, por qué, por cuánto tiempo, quién puede verla y cómo puede obtener una copia o pedir que se borre.',
    labels: {
      contents: 'Qué',
      why: 'Por qué',
      kept: 'Por cuánto tiempo',
      seenBy: 'Quién lo ve',
    },
    records: {
      account: {
        what: 'Su cuenta',
        contents:
          'Nombre, correo electrónico, número de teléfono y función. Los pacientes agregan su edad, sexo y dirección; los médicos, su especialidad, títulos, años de experiencia, costo de la consulta y una foto opcional; el personal, su departamento, cargo y número de empleado. Su contraseña se guarda solo como un hash argon2id, que nadie puede convertir de nuevo en la contraseña.',
        why: 'Para que pueda iniciar sesión, para mostrar los médicos a los pacientes y para gestionar las citas.',
        kept: 'Mientras exista su cuenta. Si nos pide cerrarla, la borramos, salvo lo que la ley nos obliga a conservar (vea las citas).',
        seenBy: 'Usted. Los pacientes ven el perfil profesional de los médicos. Un médico ve el nombre, la edad y el sexo de los pacientes que hicieron una cita con él. El personal aprobado ve lo que su trabajo requiere.',
      },
      appointments: {
        what: 'Citas',
        contents:
          'El médico, la fecha y la hora, el tipo de cita, el motivo de la consulta que usted escribe, si paga por su cuenta o su compañía de seguro médico y su número de afiliado, el nombre, el correo electrónico y el teléfono que dio al hacer la cita, y cada cambio de estado (programada, confirmada, cancelada, completada).',
        why: 'Para organizar su consulta y para que el médico pueda prepararse.',
        kept: 'Forman parte de su expediente médico: se conservan mientras la ley exija conservar los expedientes médicos (en la mayoría de los lugares, al menos 7 años después de su última consulta). Las corregimos si nos lo pide; no podemos borrarlas antes.',
        seenBy: 'Usted, el médico con quien hizo la cita y el personal aprobado.',
      },
      contactMessages: {
        what: 'Mensajes de contacto',
        contents: 'Nombre, correo electrónico, número de teléfono si nos lo da, asunto y mensaje.',
        why: 'Para responderle.',
        kept: 'Se borran automáticamente {{months}} meses después de recibirlos.',
        seenBy: 'El personal aprobado.',
      },
      ambulance: {
        what: 'Solicitudes de ambulancia',
        contents:
          'Nombre y número de teléfono; en una emergencia, su ubicación y lo que pasó; en un traslado, la dirección de recogida, la fecha, la hora, el tipo de traslado y si se necesita equipo o ayuda del personal; el número de referencia y cómo atendió el personal la solicitud.',
        why: 'Para enviar una ambulancia o programar un traslado, y para devolverle la llamada.',
        kept: 'Se borran automáticamente {{years}} años después de la solicitud, como otros registros de atención.',
        seenBy: 'El personal aprobado que coordina las ambulancias.',
      },
      newsletter: {
        what: 'Boletín',
        contents: 'Su correo electrónico, la fecha en que se suscribió y una huella (hash) del enlace para cancelar la suscripción que le enviamos por correo electrónico.',
        why: 'Para enviarle el boletín que pidió.',
        kept: 'Hasta que cancele la suscripción; después, la dirección se borra automáticamente en un plazo de {{days}} días.',
        seenBy: 'El personal aprobado.',
      },
      audit: {
        what: 'El registro de auditoría',
        contents:
          'Cada vez que alguien consulta o cambia los registros de un paciente, y cada inicio de sesión, exitoso o fallido: qué cuenta lo hizo y con qué función, qué se hizo, cuándo, de quién eran los registros, el número de la solicitud y la dirección IP. Nunca contiene la información de salud en sí.',
        why: 'Para que cada acceso a la información de salud se pueda revisar y se pueda detectar un mal uso. Las leyes de privacidad de la salud lo exigen.',
        kept: 'Al menos 6 años.',
        seenBy: 'Los administradores del personal. Si nos lo pide, le decimos quién consultó sus registros y cuándo.',
      },
      logs: {
        what: 'Registros técnicos',
        contents: 'La hora de cada solicitud a nuestro servidor, la dirección solicitada, el resultado, un número de solicitud y su dirección IP. Nunca lo que usted escribe en un formulario.',
        why: 'Para mantener la seguridad del servicio y para encontrar y corregir errores.',
        kept: 'No se guardan en la base de datos; los conservamos por un máximo de 30 días.',
        seenBy: 'Los ingenieros que operan el servicio.',
      },
    },
    whoWeAre: {
      title: 'Quiénes somos',
      before:
        'Clinvia opera este portal, donde los pacientes encuentran médicos y hacen citas, los médicos administran sus citas, el personal gestiona la clínica y cualquier persona puede usar seis herramientas de salud. Somos responsables de la información personal que se describe aquí. Puede comunicarse con nosotros en {{address}}, por correo electrónico a',
      middle: 'o con nuestro',
      after: '.',
    },
    whatWeStore: {
      title: 'Qué guardamos, por qué, por cuánto tiempo y quién lo ve',
      lead: 'Solo recopilamos lo que usted nos da o lo que se genera al usar el portal. Esto es todo:',
    },
    healthTools: {
      title: 'Las herramientas de salud',
      sentBefore:
        'Las seis herramientas de salud (enfermedad cardíaca, enfermedad de Parkinson, cáncer de mama, calorías, costo del seguro médico y diabetes) calculan una estimación a partir de los números que usted ingresa. Los números se envían a nuestro servicio de predicción solo para calcular el resultado:',
      notStored: 'no se guardan',
      sentAfter: ', no se escriben en ningún registro y no se vinculan con su cuenta. Usted decide si imprime o guarda un resultado.',
      modelsBefore: 'Los resultados vienen de modelos estadísticos entrenados con datos públicos de investigación.',
      notAdvice: 'No son un diagnóstico ni un consejo médico.',
      modelsAfter: 'Hable siempre con un profesional de la salud calificado sobre su salud.',
    },
    yourBrowser: {
      title: 'Lo que guardamos en su navegador',
      token:
        'Cuando inicia sesión, su navegador guarda un token de sesión en su almacenamiento local. Vence después de 12 horas, o después de 30 días si marca ‘Recordarme’. Al cerrar la sesión se borra; ‘Cerrar sesión en todos los dispositivos’, en Configuración, termina todas las sesiones a la vez.',
      cookies: 'No usamos cookies ni ningún tipo de análisis, publicidad o rastreo.',
      thirdParties: 'El portal no carga nada de otros sitios web: ninguna fuente, script ni imagen de terceros ve su visita.',
    },
    sharing: {
      title: 'Quién más recibe su información',
      lead: 'Nunca vendemos su información ni la usamos para publicidad. Solo la compartimos:',
      doctor: 'con el médico con quien hace la cita, para su cita;',
      email: 'con nuestro servicio de envío de correos electrónicos, para los correos que usted pide (para restablecer la contraseña, el boletín);',
      ambulance: 'con los equipos de ambulancia, para una solicitud que usted nos envió;',
      authorities: 'con las autoridades, cuando la ley nos obliga.',
    },
    yourRights: {
      title: 'Sus derechos y cómo ejercerlos',
      lead: 'En cualquier momento puede pedirnos que:',
      copy: 'le demos una copia de la información que tenemos sobre usted, incluido quién ha consultado sus registros (según el registro de auditoría);',
      correct: 'corrijamos la información que esté equivocada (usted mismo puede cambiar su número de teléfono y su dirección en Configuración);',
      erase: 'borremos su información, salvo los registros que la ley nos obliga a conservar;',
      object: 'dejemos de usar su información para un fin con el que no esté de acuerdo, como el boletín (cada correo del boletín tiene un enlace para cancelar la suscripción).',
      before: 'Para hacer una solicitud, envíenos un mensaje con el asunto ‘Solicitud de privacidad’ por medio del',
      middle: 'o escriba a',
      after:
        'desde la dirección de correo de su cuenta. Confirmamos su identidad antes de entregarle cualquier información y respondemos en un plazo de 30 días. Si no está satisfecho con nuestra respuesta, puede presentar una queja ante la autoridad de protección de datos o de privacidad de la salud que le corresponda.',
    },
    security: {
      title: 'Cómo protegemos su información',
      passwords: 'Las contraseñas se guardan solo como hashes argon2id; varios intentos fallidos de inicio de sesión bloquean la cuenta por un tiempo.',
      checks: 'En cada solicitud, el servidor comprueba quién es usted y si puede ver el registro que pide; un paciente solo puede ver sus propios registros.',
      audit: 'Cada consulta o cambio de los registros de un paciente queda anotado en el registro de auditoría.',
      sessions: 'Las sesiones vencen, y al cambiar su contraseña se cierra la sesión en todos los demás dispositivos.',
    },
    emergencies: {
      title: 'Emergencias',
      text: 'Los mensajes y formularios de este sitio web no son un canal para emergencias. En una emergencia, llame al {{hotline}} o al número de emergencias de su localidad.',
    },
    changes: {
      title: 'Cambios a esta política',
      text: 'Si cambiamos lo que guardamos o el motivo, primero actualizamos esta página y su fecha, y avisamos por correo electrónico a los titulares de cuenta antes de que entre en vigor un cambio que los afecte.',
    },
  },
  terms: {
    title: 'Términos de uso',
    intro: 'Las reglas para usar Clinvia, en palabras sencillas: para qué sirve el portal, para qué no sirve y qué esperamos unos de otros.',
    agreement: {
      title: 'Estos términos',
      before:
        'Estos términos se aplican a todas las personas que usan el portal de Clinvia: visitantes, pacientes, médicos y personal. Al crear una cuenta o usar el portal, usted los acepta. La forma en que manejamos la información personal se describe en nuestra',
      link: 'política de privacidad',
      after: '.',
    },
    notForEmergencies: {
      title: 'No es para emergencias',
      text: 'El portal, sus formularios y sus mensajes no son un servicio de emergencias. En una emergencia, llame al {{hotline}} o al número de emergencias de su localidad. Una solicitud de ambulancia en línea es una forma de comunicarse con nuestro equipo de despacho cuando usted no puede llamar; no reemplaza la llamada.',
    },
    notMedicalAdvice: {
      title: 'Las herramientas de salud no son consejo médico',
      estimates:
        'Las seis herramientas de salud dan estimaciones estadísticas de modelos entrenados con datos públicos de investigación. Son solo para información y educación: no diagnostican, tratan ni descartan ninguna afección, y usarlas no lo convierte en paciente de nadie.',
      treatment: 'No empiece, deje ni cambie un tratamiento por un resultado. Hable con un profesional de la salud calificado sobre su salud y sobre cualquier resultado que le preocupe.',
    },
    accounts: {
      title: 'Su cuenta',
      truthful: 'Dé información verdadera y actualizada, y no comparta su contraseña. Cada cuenta pertenece a una sola persona.',
      misuse: 'Avísenos de inmediato si cree que otra persona usó su cuenta; ‘Cerrar sesión en todos los dispositivos’, en Configuración, termina todas las sesiones.',
      verified: 'Los médicos aparecen ante los pacientes solo después de que nuestro personal los verifica. Las cuentas del personal obtienen acceso de personal solo cuando un administrador las aprueba.',
      suspend: 'Podemos suspender una cuenta que no cumpla estos términos o que ponga en riesgo la información de otras personas.',
    },
    appointments: {
      title: 'Citas',
      booking: 'Una cita reserva el horario que usted eligió con ese médico; el médico la confirma. Usted mismo puede cancelar una cita mientras esté pendiente.',
      arrive: 'Llegue 15 minutos antes de su cita y traiga su tarjeta del seguro médico si hizo la cita con seguro.',
      fees: 'Los costos que se muestran son lo que cobra cada médico por consulta, en dólares estadounidenses. Que su seguro médico cubra una consulta depende de su plan.',
      times: 'Los horarios están en la hora local de la clínica.',
    },
    acceptableUse: {
      title: 'Uso aceptable',
      lead: 'Cuando use el portal, usted no debe:',
      others: 'intentar ver, cambiar o recopilar información de otras personas, ni burlar ninguna medida de seguridad;',
      falseRequests: 'enviar solicitudes de ambulancia o mensajes falsos, ni enviarlos de forma masiva;',
      scraping: 'copiar el directorio de médicos u otro contenido por medios automatizados;',
      unlawful: 'subir nada ilegal, ni nada que no le corresponda compartir.',
    },
    doctors: {
      title: 'Para los médicos',
      text: 'Los médicos son responsables de que su perfil sea exacto (títulos, experiencia, costo de la consulta) y de la atención que prestan. El portal ayuda a organizar las citas; no reemplaza el criterio ni las obligaciones profesionales de un médico.',
    },
    availability: {
      title: 'Disponibilidad y responsabilidad',
      liability:
        'Trabajamos para que el portal esté disponible y sea correcto, pero no podemos prometer que siempre estará disponible ni que no tendrá errores. No somos responsables de las pérdidas causadas por confiar en el resultado de una herramienta de salud en lugar de un consejo profesional, ni por hechos fuera de nuestro control razonable. Nada en estos términos limita la responsabilidad que la ley no permite limitar.',
      changes: 'Podemos cambiar estos términos; primero actualizaremos esta página y su fecha, y avisaremos por correo electrónico a los titulares de cuenta antes de un cambio que los afecte.',
    },
    contact: {
      title: 'Contacto',
      before: 'Si tiene preguntas sobre estos términos, escriba a',
      middle: 'o use el',
      after: '. Estos términos se rigen por las leyes del estado de California.',
    },
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    intro: 'La atención médica es para todos, y Clinvia también. Esta declaración explica lo que hacemos para que el portal sea accesible, cómo lo comprobamos y en qué todavía nos falta mejorar.',
    standard: {
      title: 'Nuestro estándar',
      text: 'Clinvia busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA en todas las páginas, tanto para pacientes como para médicos y personal.',
    },
    expect: {
      title: 'Lo que puede esperar',
      keyboard: 'Todo funciona con el teclado, con un contorno de enfoque visible; un enlace ‘Ir al contenido’ permite saltar la navegación.',
      labels: 'Cada campo de un formulario tiene una etiqueta; los mensajes de error aparecen junto al campo, explican cómo corregir el problema y los lectores de pantalla los leen en voz alta.',
      colour: 'El color nunca es la única forma de mostrar información, y el texto tiene una relación de contraste de al menos 4.5:1.',
      reflow: 'Las páginas se adaptan a pantallas de hasta 360 píxeles de ancho y funcionan con el navegador ampliado.',
      motion: 'Si su dispositivo pide reducir el movimiento, el carrusel y las demás animaciones dejan de moverse.',
      patterns: 'Las pestañas, los menús y los cuadros de diálogo siguen los patrones de teclado habituales (las flechas en las listas de pestañas, Escape para cerrar).',
      fonts: 'El portal usa las fuentes de su propio dispositivo, así que se aplican sus preferencias de texto.',
    },
    check: {
      title: 'Cómo lo comprobamos',
      text: 'Cada cambio en el portal pasa por pruebas automáticas en el navegador que revisan cada página con el motor de accesibilidad axe y bloquean cualquier problema grave. También hacemos pruebas con el teclado y con anchos de teléfono y de computadora.',
    },
    limits: {
      title: 'Limitaciones conocidas',
      notice:
        'El aviso ‘¡Su mensaje se envió correctamente!’ de la página de contacto desaparece después de 4 segundos. Los lectores de pantalla lo anuncian cuando aparece, y el formulario vacío también muestra que el mensaje se envió.',
      terms: 'Las herramientas de salud piden medidas médicas por sus nombres científicos; cada campo explica su significado y su unidad, pero los términos en sí pueden ser difíciles de entender.',
      logos: 'Los logotipos de los socios en la página Acerca de son provisionales hasta que se anuncie cada alianza.',
    },
    feedback: {
      title: 'Avísenos de una barrera',
      before: 'Si algo en Clinvia le resulta difícil o imposible de usar, avísenos por medio del',
      middle: '(asunto ‘Accesibilidad’) o a',
      after: '. Díganos en qué página y qué pasó; mientras tanto, le ayudaremos a obtener lo que necesita de otra forma, y le responderemos en un plazo de 5 días hábiles.',
    },
  },
} as const satisfies Translation<typeof english>;
