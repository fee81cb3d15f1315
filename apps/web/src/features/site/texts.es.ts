import type { Translation } from '../../lib/i18n/catalogue';
import type { site as english } from './texts';

export const site = {
  honeypot: 'Deje este campo vacío',
  newsletter: {
    form: 'Boletín',
    lead: 'Consejos de salud y novedades, una vez al mes.',
    placeholder: 'usted@ejemplo.com',
    subscribe: 'Suscribirse',
    subscribing: 'Suscribiendo...',
    failed: 'Algo salió mal. Por favor, inténtelo de nuevo.',
    unsubscribeNote: 'Puede cancelar su suscripción en cualquier momento con el enlace de nuestros correos electrónicos.',
  },
  home: {
    pageTitle: 'Clinvia · Atención que se adapta a su vida',
    badge: 'Su salud, en un solo lugar',
    title: 'Atención que se adapta a su vida',
    lead: 'Encuentre un médico verificado, programe una consulta en unos pocos clics y revise su salud con seis herramientas de autoservicio, cuando le convenga.',
    findDoctor: 'Buscar un médico',
    tryTool: 'Probar una herramienta de salud',
    points: {
      verified: 'Médicos verificados por nuestro personal',
      ahead: 'Programe hasta con 10 días de anticipación',
      private: 'Su expediente se mantiene privado',
    },
    recommended: 'Médicos recomendados',
    offersTitle: 'Todo en un solo lugar',
    offersLead: 'Para pacientes, para médicos y para los momentos que no pueden esperar.',
    offers: {
      book: {
        title: 'Programar citas',
        text: 'Elija un médico, un día y un horario libre de media hora, indique el motivo de su consulta y su seguro médico, y siga cada cita en Citas.',
      },
      dashboard: {
        title: 'El panel del médico',
        text: 'Los médicos ven las citas de hoy, de mañana y las próximas con los motivos de sus pacientes, las filtran por estado y tienen sus estadísticas a la vista.',
      },
      ambulance: {
        title: 'Servicio de ambulancia',
        text: 'En caso de emergencia, llame a la línea {{hotline}}, o solicite una ambulancia y programe en línea un transporte que no sea de emergencia.',
      },
      links: {
        findDoctor: 'Buscar un médico',
        appointments: 'Sus citas',
        openDashboard: 'Abrir el panel del médico',
        ambulance: 'Servicio de ambulancia',
      },
    },
    toolsTitle: 'Seis herramientas de salud',
    toolsLead: 'Una primera estimación informada en un minuto. Cada una explica su resultado y en qué casos no se debe usar.',
    toolsNote: 'Estimaciones de modelos estadísticos, no un diagnóstico ni un consejo médico. Hable con un médico sobre su salud.',
    trustTitle: 'Por qué las personas confían en Clinvia',
    trust: {
      predictions: {
        title: 'Predicciones que puede comprobar',
        text: 'Cada herramienta de salud se entrena con un conjunto de datos público y citado, y se evalúa con validación cruzada de 10 particiones repetida; su ficha del modelo indica los resultados y los límites. Las herramientas dan estimaciones, nunca un diagnóstico.',
        link: 'Cómo evaluamos',
      },
      privacy: {
        title: 'Privacidad desde el diseño',
        text: 'Solo usted, sus médicos y el personal autorizado ven su expediente, cada acceso a este queda anotado en un registro de auditoría, y lo que escribe en una herramienta de salud no se guarda.',
        link: 'Política de privacidad',
      },
      verified: {
        title: 'Médicos verificados',
        text: 'Un médico aparece en las búsquedas y se le puede programar una cita solo después de que nuestro personal haya verificado sus datos de registro.',
        link: 'Términos de uso',
      },
      everyone: {
        title: 'Hecho para todos',
        text: 'Diseñado según WCAG 2.2 AA: teclado, lectores de pantalla, zoom y movimiento reducido, en teléfonos y computadoras.',
        link: 'Accesibilidad',
      },
    },
    welcomeBack: 'Hola de nuevo, {{name}}',
    ready: 'Listos cuando usted lo esté',
    welcomeLead: 'Continúe donde lo dejó: busque un médico o revise sus próximas citas.',
    readyLead: 'Cree una cuenta en un minuto para programar citas y usar las herramientas de salud.',
    appointments: 'Sus citas',
    register: 'Crear una cuenta',
    signIn: 'Iniciar sesión',
    emergencyBefore: 'En caso de emergencia, llame al',
    emergencyAfter: 'o a su número local de emergencias.',
  },
  tools: {
    heart: {
      name: 'Detección de enfermedades cardíacas',
      summary: 'Estime el riesgo de enfermedad cardíaca a partir de 13 resultados clínicos y de la prueba de esfuerzo.',
    },
    parkinsons: {
      name: 'Detección de la enfermedad de Parkinson',
      summary: 'Estime la probabilidad de enfermedad de Parkinson a partir de 22 mediciones de la voz.',
    },
    'breast-cancer': {
      name: 'Detección de cáncer de mama',
      summary: 'Clasifique una masa mamaria como benigna o maligna a partir de 30 características del núcleo celular.',
    },
    calories: {
      name: 'Predicción de calorías',
      summary: 'Estime las calorías quemadas en un ejercicio a partir de su duración, la frecuencia cardíaca y sus datos.',
    },
    insurance: {
      name: 'Predicción del precio del seguro',
      summary: 'Estime la prima anual de un seguro médico a partir de la edad, el IMC, el tabaquismo y la región.',
    },
    diabetes: {
      name: 'Predicción de diabetes',
      summary: 'Evalúe el riesgo de diabetes a partir de ocho mediciones de salud.',
    },
  },
} as const satisfies Translation<typeof english>;
