// I18N-1: the English catalogue of the legal pages (SHELL-14: the privacy policy, the terms of use
// and the accessibility statement), namespace 'legal', lazy: fetched with the page that reads it,
// so the long texts do not travel with every other site page (the 'sitePages' namespace). Spanish
// beside it in legal-texts.es.ts, with the same keys. A sentence with a link in it is split around
// the link (before, the link's words, after), as the FAQ does; figures and addresses are the
// contracts' and come in as {{placeholders}}.

export const legal = {
  pageTitle: '{{title}} · Clinvia',
  updated: 'Last updated: November 2026',
  contents: 'Contents',
  contactForm: 'contact form',
  privacy: {
    title: 'Privacy Policy',
    intro: 'Your health information is yours. This policy says plainly what Clinvia stores, why, for how long, who can see it and how you can get a copy or have it deleted.',
    labels: {
      contents: 'What',
      why: 'Why',
      kept: 'How long',
      seenBy: 'Who sees it',
    },
    records: {
      account: {
        what: 'Your account',
        contents:
          'Name, e-mail address, phone number and role. Patients add age, gender and address; doctors their specialization, qualifications, years of experience, consultation fee and an optional photo; staff their department, position and employee ID. Your password is stored only as an argon2id hash, which nobody can turn back into the password.',
        why: 'To sign you in, to show doctors to patients and to run appointments.',
        kept: 'As long as your account exists. Ask us to close it and we delete it, except what the law makes us keep (see appointments).',
        seenBy: 'You. Patients see doctors’ professional profiles. A doctor sees the name, age and gender of patients who booked with them. Approved staff see what their work needs.',
      },
      appointments: {
        what: 'Appointments',
        contents:
          'The doctor, date and time, appointment type, the reason for the visit you write, self-pay or your insurance provider and member ID, the name, e-mail and phone given on the booking, and each change of status (booked, confirmed, cancelled, completed).',
        why: 'To arrange your visit and to let the doctor prepare for it.',
        kept: 'They are part of your medical record: kept as long as the law requires medical records to be kept (at least 7 years after your last visit in most places). We correct them on request; we cannot delete them earlier.',
        seenBy: 'You, the doctor you booked and approved staff.',
      },
      contactMessages: {
        what: 'Contact messages',
        contents: 'Name, e-mail address, phone number if you give one, subject and message.',
        why: 'To answer you.',
        kept: 'Deleted automatically {{months}} months after they arrive.',
        seenBy: 'Approved staff.',
      },
      ambulance: {
        what: 'Ambulance requests',
        contents:
          'Name and phone number; for an emergency your location and what happened; for a transport the pickup address, date, time, transport type and whether equipment or staff assistance is needed; the reference number and how staff handled the request.',
        why: 'To dispatch an ambulance or schedule a transport, and to call you back.',
        kept: 'Deleted automatically {{years}} years after the request, like other care records.',
        seenBy: 'Approved staff who handle dispatch.',
      },
      newsletter: {
        what: 'Newsletter',
        contents: 'Your e-mail address, when you subscribed and a fingerprint (hash) of the unsubscribe link we e-mailed you.',
        why: 'To send the newsletter you asked for.',
        kept: 'Until you unsubscribe; the address is then deleted automatically within {{days}} days.',
        seenBy: 'Approved staff.',
      },
      audit: {
        what: 'The audit log',
        contents:
          'Every time anyone reads or changes a patient’s records, and every sign-in and failed sign-in: which account did it and in what role, what was done, when, whose records were concerned, the request number and the IP address. It never contains the health information itself.',
        why: 'So that every access to health information can be checked and misuse can be found. Health-privacy law expects it.',
        kept: 'At least 6 years.',
        seenBy: 'Staff administrators. On request we tell you who accessed your records and when.',
      },
      logs: {
        what: 'Technical logs',
        contents: 'The time of each request to our server, the address requested, the outcome, a request number and your IP address. Never what you type into a form.',
        why: 'To keep the service secure and to find and fix errors.',
        kept: 'They are not stored in the database; we keep them for no more than 30 days.',
        seenBy: 'The engineers who run the service.',
      },
    },
    whoWeAre: {
      title: 'Who we are',
      before:
        'Clinvia runs this portal, where patients find doctors and book appointments, doctors manage their appointments, staff run the practice and anyone can use six health tools. We are responsible for the personal information described here. You can reach us at {{address}}, by e-mail at',
      middle: 'or with our',
      after: '.',
    },
    whatWeStore: {
      title: 'What we store, why, for how long and who sees it',
      lead: 'We collect only what you give us or what using the portal creates. This is all of it:',
    },
    healthTools: {
      title: 'The health tools',
      sentBefore:
        'The six health tools (heart disease, Parkinson’s disease, breast cancer, calories, insurance price and diabetes) calculate an estimate from the numbers you enter. The numbers are sent to our prediction service only to calculate the result:',
      notStored: 'they are not stored',
      sentAfter: ', not written to any log and not linked to your account. Printing or saving a result is up to you.',
      modelsBefore: 'The results come from statistical models trained on public research data.',
      notAdvice: 'They are not a diagnosis and not medical advice.',
      modelsAfter: 'Always talk to a qualified healthcare professional about your health.',
    },
    yourBrowser: {
      title: 'What we keep in your browser',
      token:
        'When you sign in, your browser keeps a sign-in token in its local storage. It expires after 12 hours, or after 30 days if you tick ‘Remember me’. Signing out deletes it; ‘Sign out of all devices’ in Settings ends every session at once.',
      cookies: 'We set no cookies and use no analytics, advertising or tracking of any kind.',
      thirdParties: 'The portal loads nothing from other websites: no fonts, scripts or images from third parties see your visit.',
    },
    sharing: {
      title: 'Who else receives your information',
      lead: 'We never sell your information and never use it for advertising. We pass it on only:',
      doctor: 'to the doctor you book with, for your appointment;',
      email: 'to our e-mail delivery service, for the e-mails you ask for (password resets, the newsletter);',
      ambulance: 'to ambulance crews, for a request you sent us;',
      authorities: 'to authorities, when the law obliges us to.',
    },
    yourRights: {
      title: 'Your rights and how to use them',
      lead: 'You can ask us at any time to:',
      copy: 'give you a copy of the information we hold about you, including who has accessed your records (from the audit log);',
      correct: 'correct information that is wrong (you can change your phone number and address yourself in Settings);',
      erase: 'delete your information, except records the law requires us to keep;',
      object: 'stop using your information for a purpose you object to, such as the newsletter (every newsletter e-mail has an unsubscribe link).',
      before: 'To make a request, send us a message with the subject ‘Privacy request’ through the',
      middle: 'or e-mail',
      after:
        'from the address of your account. We confirm who you are before we hand anything over and answer within 30 days. If you are not satisfied with our answer, you can complain to your data-protection or health-privacy authority.',
    },
    security: {
      title: 'How we protect your information',
      passwords: 'Passwords are stored only as argon2id hashes; repeated failed sign-ins lock the account for a while.',
      checks: 'The server checks on every request who you are and whether you may see the record asked for; a patient can only ever see their own records.',
      audit: 'Every read or change of a patient’s records is written to the audit log.',
      sessions: 'Sessions expire, and changing your password signs out every other device.',
    },
    emergencies: {
      title: 'Emergencies',
      text: 'Messages and forms on this website are not an emergency channel. In an emergency call {{hotline}} or your local emergency number.',
    },
    changes: {
      title: 'Changes to this policy',
      text: 'If we change what we store or why, we update this page and its date first, and tell account holders by e-mail before a change that affects them takes effect.',
    },
  },
  terms: {
    title: 'Terms of Use',
    intro: 'The rules for using Clinvia, in plain words: what the portal is for, what it is not for, and what we expect from each other.',
    agreement: {
      title: 'These terms',
      before:
        'These terms apply to everyone who uses the Clinvia portal: visitors, patients, doctors and staff. By creating an account or using the portal you accept them. How we handle personal information is described in our',
      link: 'privacy policy',
      after: '.',
    },
    notForEmergencies: {
      title: 'Not for emergencies',
      text: 'The portal, its forms and its messages are not an emergency service. In an emergency call {{hotline}} or your local emergency number. An online ambulance request is a way to reach our dispatch team when you cannot call; it does not replace the call.',
    },
    notMedicalAdvice: {
      title: 'The health tools are not medical advice',
      estimates:
        'The six health tools give statistical estimates from models trained on public research data. They are for information and education only: they do not diagnose, treat or rule out any condition, and using them does not make you anyone’s patient.',
      treatment: 'Do not start, stop or change a treatment because of a result. Talk to a qualified healthcare professional about your health and about any result that worries you.',
    },
    accounts: {
      title: 'Your account',
      truthful: 'Give true and current information, and keep your password to yourself. One account belongs to one person.',
      misuse: 'Tell us at once if you think someone else has used your account; ‘Sign out of all devices’ in Settings ends every session.',
      verified: 'Doctors appear to patients only after our staff have verified them. Staff accounts gain staff access only once an administrator approves them.',
      suspend: 'We may suspend an account that breaks these terms or puts other people’s information at risk.',
    },
    appointments: {
      title: 'Appointments',
      booking: 'A booking holds the slot you chose with that doctor; the doctor confirms it. You can cancel an appointment yourself while it is pending.',
      arrive: 'Please arrive 15 minutes before your appointment and bring your insurance card if you booked with insurance.',
      fees: 'Fees are the doctors’ consultation fees in US dollars. Whether your insurance covers a visit depends on your plan.',
      times: 'Times are the clinic’s local time.',
    },
    acceptableUse: {
      title: 'Acceptable use',
      lead: 'When you use the portal you must not:',
      others: 'try to see, change or collect other people’s information, or get round any security measure;',
      falseRequests: 'send false ambulance requests or messages, or send them in bulk;',
      scraping: 'copy the doctor directory or other content by automated means;',
      unlawful: 'upload anything unlawful, or anything that is not yours to share.',
    },
    doctors: {
      title: 'For doctors',
      text: 'Doctors are responsible for the accuracy of their profile (qualifications, experience, fee) and for the care they give. The portal helps arrange appointments; it does not replace a doctor’s professional judgement or duties.',
    },
    availability: {
      title: 'Availability and liability',
      liability:
        'We work to keep the portal available and correct, but we cannot promise that it will always be available or free of errors. We are not liable for losses caused by relying on a health-tool result instead of professional advice, or by events outside our reasonable control. Nothing in these terms limits liability that the law does not allow to be limited.',
      changes: 'We may change these terms; we will update this page and its date first, and tell account holders by e-mail before a change that affects them.',
    },
    contact: {
      title: 'Contact',
      before: 'Questions about these terms: write to',
      middle: 'or use the',
      after: '. These terms are governed by the laws of the State of California.',
    },
  },
  accessibility: {
    title: 'Accessibility Statement',
    intro: 'Healthcare is for everyone, and so is Clinvia. This statement says what we do to make the portal accessible, how we check it and where we still fall short.',
    standard: {
      title: 'Our standard',
      text: 'Clinvia aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, for patients, doctors and staff alike.',
    },
    expect: {
      title: 'What you can expect',
      keyboard: 'Everything works with a keyboard, with a visible focus outline; a ‘Skip to content’ link leads past the navigation.',
      labels: 'Every form field has a label; error messages appear next to the field, say how to fix the problem and are read out by screen readers.',
      colour: 'Colour is never the only way information is shown, and text has a contrast ratio of at least 4.5:1.',
      reflow: 'Pages reflow to screens as narrow as 360 pixels and work with the browser zoomed in.',
      motion: 'If your device asks for reduced motion, the carousel and other animations stop moving.',
      patterns: 'Tabs, menus and dialogs follow the usual keyboard patterns (arrow keys in tab lists, Escape to close).',
      fonts: 'The portal uses your device’s own fonts, so your text settings apply.',
    },
    check: {
      title: 'How we check',
      text: 'Every change to the portal runs automated browser tests that check each page with the axe accessibility engine and block any serious problem. We also test with the keyboard and at phone and desktop widths.',
    },
    limits: {
      title: 'Known limitations',
      notice:
        'The ‘Your message has been sent successfully!’ notice on the contact page disappears after 4 seconds. Screen readers announce it when it appears, and the emptied form also shows that the message was sent.',
      terms: 'The health tools ask for medical measurements by their scientific names; each field explains its meaning and unit, but the terms themselves can be hard to follow.',
      logos: 'Partner logos on the About page are placeholders until each partnership is announced.',
    },
    feedback: {
      title: 'Tell us about a barrier',
      before: 'If something on Clinvia is hard or impossible for you to use, please tell us through the',
      middle: '(subject ‘Accessibility’) or at',
      after: '. Say which page and what happened; we will help you get what you need another way in the meantime, and reply within 5 working days.',
    },
  },
} as const;
