// I18N-1: the English catalogue of the home page (namespace 'site', bundled: the first screen),
// with the newsletter box and the forms' honeypot. Spanish beside it in texts.es.ts, with the same
// keys. The other site pages' words are the lazy namespace 'sitePages' (pages-texts.ts).

export const site = {
  honeypot: 'Leave this field empty',
  newsletter: {
    form: 'Newsletter',
    lead: 'Health tips and news, once a month.',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    failed: 'Something went wrong. Please try again.',
    unsubscribeNote: 'You can unsubscribe at any time with the link in our e-mails.',
  },
  home: {
    pageTitle: 'Clinvia · Care that fits your life',
    badge: 'Your health, one place',
    title: 'Care that fits your life',
    lead: 'Find a verified doctor, book a visit in a few clicks and check your health with six self-service tools, whenever it suits you.',
    findDoctor: 'Find a doctor',
    tryTool: 'Try a health tool',
    points: {
      verified: 'Doctors verified by our staff',
      ahead: 'Book up to 10 days ahead',
      private: 'Your records stay private',
    },
    recommended: 'Recommended Doctors',
    offersTitle: 'Everything in one place',
    offersLead: 'For patients, for doctors, and for the moments that cannot wait.',
    offers: {
      book: {
        title: 'Book appointments',
        text: 'Choose a doctor, a day and a free half-hour slot, add the reason for your visit and your insurance, and follow every booking under Appointments.',
      },
      dashboard: {
        title: 'The doctor dashboard',
        text: 'Doctors see today’s, tomorrow’s and upcoming appointments with their patients’ reasons, filter them by status and keep their statistics in view.',
      },
      ambulance: {
        title: 'Ambulance service',
        text: 'Call the hotline {{hotline}} in an emergency, or request an ambulance and book non-emergency transport online.',
      },
      links: {
        findDoctor: 'Find a doctor',
        appointments: 'Your appointments',
        openDashboard: 'Open the doctor dashboard',
        ambulance: 'Ambulance service',
      },
    },
    toolsTitle: 'Six health tools',
    toolsLead: 'A first, informed estimate in a minute. Each one explains its result and where it should not be used.',
    toolsNote: 'Estimates from statistical models, not a diagnosis or medical advice. Please talk to a doctor about your health.',
    trustTitle: 'Why people trust Clinvia',
    trust: {
      predictions: {
        title: 'Predictions you can check',
        text: 'Each health tool is trained on a public, cited data set and scored with repeated 10-fold cross-validation; its model card states the results and the limits. The tools give estimates, never a diagnosis.',
        link: 'How we evaluate',
      },
      privacy: {
        title: 'Private by design',
        text: 'Only you, your doctors and authorised staff see your records, every look at them is written to an audit log, and what you type into a health tool is not stored.',
        link: 'Privacy policy',
      },
      verified: {
        title: 'Verified doctors',
        text: 'A doctor appears in search and can be booked only after our staff have checked their registration.',
        link: 'Terms of use',
      },
      everyone: {
        title: 'Made for everyone',
        text: 'Built to WCAG 2.2 AA: keyboard, screen readers, zoom and reduced motion, on phones and desktops.',
        link: 'Accessibility',
      },
    },
    welcomeBack: 'Welcome back, {{name}}',
    ready: 'Ready when you are',
    welcomeLead: 'Pick up where you left off: find a doctor or check your upcoming appointments.',
    readyLead: 'Create an account in a minute to book appointments and use the health tools.',
    appointments: 'Your appointments',
    register: 'Create an account',
    signIn: 'Sign in',
    emergencyBefore: 'In an emergency call',
    emergencyAfter: 'or your local emergency number.',
  },
  // PRED-1: the six tools' names and one-line summaries (the home page and /services).
  tools: {
    heart: {
      name: 'Heart Disease Detection',
      summary: 'Estimate the risk of heart disease from 13 clinical and exercise-test findings.',
    },
    parkinsons: {
      name: "Parkinson's Disease Detection",
      summary: "Estimate the likelihood of Parkinson's disease from 22 voice measurements.",
    },
    'breast-cancer': {
      name: 'Breast Cancer Detection',
      summary: 'Classify a breast mass as benign or malignant from 30 cell nucleus features.',
    },
    calories: {
      name: 'Calories Prediction',
      summary: 'Estimate the calories burned in a workout from its duration, heart rate and you.',
    },
    insurance: {
      name: 'Insurance Price Prediction',
      summary: 'Estimate a yearly health insurance premium from age, BMI, smoking and region.',
    },
    diabetes: {
      name: 'Diabetes Prediction',
      summary: 'Assess the risk of diabetes from eight health measurements.',
    },
  },
} as const;
