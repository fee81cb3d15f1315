// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webTextNotHtml = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render stored text as text; never as HTML.' },
  { selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', message: 'Render stored text as text; never as HTML.' },
];
const webNoApiPaths = [
  { selector: 'Literal[value=/^\\/(api|ml)(\\/|$)/]', message: 'Call the API through lib/client.ts with an operation from @clinvia/contracts/operations, not by a path.' },
  { selector: 'TemplateElement[value.raw=/^\\/(api|ml)(\\/|$)/]', message: 'Call the API through lib/client.ts with an operation from @clinvia/contracts/operations, not by a path.' },
];
// A button's look is written once, in components/ui/Button.tsx (issue 37.3): a class string with a
// filled button's colour and its hover (bg-teal-700 … hover:bg-teal-800), an outlined one's
// (border-slate-300 bg-white … hover:bg-slate-50, a retry's hover:bg-red-100 too), a quiet icon
// button's (text-slate-600 hover:bg-slate-100) or a text link's (textLinkClass, the link variant)
// is a hand-written button.
const handWrittenButton =
  '/(bg-(teal|red)-700\\b.*hover:bg-(teal|red)-800)|(bg-slate-800\\b.*hover:bg-slate-900)|(border-(slate|red|green)-300\\b.*hover:bg-(slate|red|green)-(50|100)\\b)|(border-teal-700\\b.*hover:bg-teal-50)|(text-slate-600 hover:bg-slate-100)|(text-teal-700 underline underline-offset-4 hover:text-teal-800)|(text-teal-700 underline-offset-2 hover:underline)/';
const buttonMessage = 'Use Button, ButtonLink, buttonClass() or textLinkClass from components/ui/Button.tsx instead of writing the button or link classes by hand.';
const webNoHandWrittenButtons = [
  { selector: `Literal[value=${handWrittenButton}]`, message: buttonMessage },
  { selector: `TemplateElement[value.raw=${handWrittenButton}]`, message: buttonMessage },
];

// I18N-7: on a converted screen every word a person reads or hears comes from a catalogue
// (apps/web/src/lib/i18n, docs/decisions/2026-11-29-i18n.md): text written in JSX, in a JSX
// expression, or in an attribute that is read out is refused. Words of data (names, e-mails) come
// in variables and pass.
const literalMessage = 'Words on screen come from the catalogue: t(\'key\') with the key in the feature\'s texts.ts (English) and texts.es.ts (Spanish).';
const readAttributes = '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label|legend|hint|busyText|why)$/';
const webNoJsxLiterals = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: literalMessage },
  { selector: 'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]/]', message: literalMessage },
  { selector: 'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]', message: literalMessage },
  { selector: 'JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]', message: literalMessage },
  { selector: `JSXAttribute[name.name=${readAttributes}] > Literal[value=/[A-Za-z]/]`, message: literalMessage },
  { selector: `JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`, message: literalMessage },
  { selector: `JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`, message: literalMessage },
  { selector: `JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]`, message: literalMessage },
];
/**
 * I18N-7: the screens converted to the catalogues so far; the rule widens as features are
 * converted (a folder once all of it is).
 */
const webConverted = [
  'apps/web/src/app/layout/**/*.tsx',
  'apps/web/src/components/NotificationBell.tsx',
  'apps/web/src/components/PageLoading.tsx',
  'apps/web/src/components/fields.tsx',
  'apps/web/src/features/auth/LoginPage.tsx',
  'apps/web/src/features/auth/ForgotPasswordPage.tsx',
  'apps/web/src/features/auth/RegisterPage.tsx',
  'apps/web/src/features/auth/ResetPasswordPage.tsx',
  'apps/web/src/features/auth/components/SecondStepForm.tsx',
  'apps/web/src/features/auth/components/ProcessingView.tsx',
  'apps/web/src/features/auth/components/LanguageSettings.tsx',
  'apps/web/src/features/site/newsletter/NewsletterSignup.tsx',
  'apps/web/src/features/site/components/Honeypot.tsx',
  'apps/web/src/features/claim-record/**/*.tsx',
  'apps/web/src/components/consent/**/*.tsx',
  'apps/web/src/components/questionnaire/**/*.tsx',
  'apps/web/src/features/check-in/**/*.tsx',
  'apps/web/src/features/consents/**/*.tsx',
  'apps/web/src/features/visits/**/*.tsx',
  'apps/web/src/features/staff/StaffConsolePage.tsx',
  'apps/web/src/features/staff/components/**/*.tsx',
  'apps/web/src/features/staff/sections/DashboardSection.tsx',
  'apps/web/src/features/staff/sections/AppointmentsSection.tsx',
  'apps/web/src/features/staff/sections/BookForPatientSection.tsx',
  'apps/web/src/features/staff/sections/DoctorsSection.tsx',
  'apps/web/src/features/staff/sections/DoctorHoursSection.tsx',
  'apps/web/src/features/staff/sections/ApprovalsSection.tsx',
  'apps/web/src/features/staff/sections/PatientsSection.tsx',
  'apps/web/src/features/staff/sections/PatientRecordSection.tsx',
  'apps/web/src/features/staff/sections/FamiliesSection.tsx',
  'apps/web/src/features/staff/sections/TeamSection.tsx',
  'apps/web/src/features/staff/sections/ProfileSection.tsx',
  'apps/web/src/features/staff/sections/AuditLogSection.tsx',
  'apps/web/src/features/staff/questionnaires/**/*.tsx',
  'apps/web/src/features/staff/sections/QuestionnairesSection.tsx',
  'apps/web/src/features/staff/sections/SettingsSection.tsx',
  'apps/web/src/features/staff/sections/PublicPagesForm.tsx',
  'apps/web/src/features/staff/sections/CheckInPanel.tsx',
  'apps/web/src/features/staff/sections/CheckInSettingsForm.tsx',
  'apps/web/src/features/staff/sections/ConsentsSection.tsx',
  'apps/web/src/features/staff/sections/LocationsSection.tsx',
  'apps/web/src/features/staff/sections/VisitTypesSection.tsx',
  'apps/web/src/features/staff/sections/InboxSection.tsx',
  'apps/web/src/features/staff/sections/MessagesSection.tsx',
  'apps/web/src/features/staff/sections/PatientMessagesSection.tsx',
  'apps/web/src/features/staff/sections/SavedRepliesEditor.tsx',
  'apps/web/src/features/staff/sections/AmbulanceSection.tsx',
  'apps/web/src/features/appointments/**/*.tsx',
  'apps/web/src/features/booking/**/*.tsx',
  'apps/web/src/components/SlotPicker.tsx',
  'apps/web/src/components/WaitlistForm.tsx',
  'apps/web/src/components/OfferHold.tsx',
  'apps/web/src/components/BookingDetailsFields.tsx',
  'apps/web/src/components/CheckInState.tsx',
  'apps/web/src/features/messages/**/*.tsx',
  'apps/web/src/components/messages/**/*.tsx',
  'apps/web/src/features/predictions/HeartDiseasePage.tsx',
  'apps/web/src/features/predictions/ParkinsonsPage.tsx',
  'apps/web/src/features/predictions/BreastCancerPage.tsx',
  'apps/web/src/features/predictions/CaloriesPage.tsx',
  'apps/web/src/features/predictions/InsurancePage.tsx',
  'apps/web/src/features/predictions/DiabetesPage.tsx',
  'apps/web/src/features/predictions/engine/{ClassificationResult,FieldControl,HelpTip,HowThisWorks,PredictionForm,ResultPanel,SampleValues,ToolPage,extras}.tsx',
  'apps/web/src/features/doctors/**/*.tsx',
  'apps/web/src/components/Avatar.tsx',
  'apps/web/src/components/StarRating.tsx',
  'apps/web/src/components/LanguagesField.tsx',
  'apps/web/src/components/record/**/*.tsx',
  'apps/web/src/components/VisitSummaryView.tsx',
  'apps/web/src/components/VisitContact.tsx',
  'apps/web/src/features/record/**/*.tsx',
  'apps/web/src/features/shared-record/**/*.tsx',
  'apps/web/src/features/patients/**/*.tsx',
  'apps/web/src/components/LinkActionPage.tsx',
  'apps/web/src/components/LinkCard.tsx',
  'apps/web/src/components/NotWhileActing.tsx',
  'apps/web/src/components/Pagination.tsx',
  'apps/web/src/components/SegmentedTabs.tsx',
  'apps/web/src/components/StatusBadge.tsx',
  'apps/web/src/components/StandaloneShell.tsx',
  'apps/web/src/components/PageIntro.tsx',
  'apps/web/src/components/Logo.tsx',
  'apps/web/src/app/RouteError.tsx',
  'apps/web/src/app/guards.tsx',
  'apps/web/src/features/site/HomePage.tsx',
  'apps/web/src/features/site/ServicesPage.tsx',
  'apps/web/src/features/site/EmergencyPage.tsx',
  'apps/web/src/features/site/ComingSoonPage.tsx',
  'apps/web/src/features/site/ContactPage.tsx',
  'apps/web/src/features/site/AboutPage.tsx',
  'apps/web/src/features/site/SitemapPage.tsx',
  'apps/web/src/features/site/contact/**/*.tsx',
  'apps/web/src/features/site/ambulance/**/*.tsx',
  'apps/web/src/features/site/help/**/*.tsx',
  'apps/web/src/features/site/newsletter/**/*.tsx',
  'apps/web/src/features/site/legal/**/*.tsx',
  'apps/web/src/features/auth/SettingsPage.tsx',
  'apps/web/src/features/auth/AccountGate.tsx',
  'apps/web/src/features/auth/EmailChangeLinkPage.tsx',
  'apps/web/src/features/auth/EmailChangeStopPage.tsx',
  'apps/web/src/features/auth/TwoStepSetupPage.tsx',
  'apps/web/src/features/auth/components/**/*.tsx',
  'apps/web/src/features/doctor-portal/DoctorPortalPage.tsx',
  'apps/web/src/features/doctor-portal/AppointmentsCard.tsx',
  'apps/web/src/features/doctor-portal/AppointmentDrawer.tsx',
  'apps/web/src/features/doctor-portal/decisions.tsx',
  'apps/web/src/features/doctor-portal/VisitPatient.tsx',
  'apps/web/src/features/doctor-portal/ProfileCard.tsx',
  'apps/web/src/features/doctor-portal/PatientRecord.tsx',
  'apps/web/src/features/doctor-portal/BookingRulesCard.tsx',
  'apps/web/src/features/doctor-portal/VisitTypesCard.tsx',
  'apps/web/src/features/doctor-portal/CalendarFeedCard.tsx',
  'apps/web/src/features/doctor-portal/SignedConsents.tsx',
  'apps/web/src/features/doctor-portal/DoctorMessages.tsx',
  'apps/web/src/features/doctor-portal/TimeOffCard.tsx',
  'apps/web/src/features/doctor-portal/VisitAnswers.tsx',
  'apps/web/src/features/doctor-portal/VisitSummaryEditor.tsx',
  'apps/web/src/components/hours/**/*.tsx',
  'apps/web/src/components/VisitTypesEditor.tsx',
];
const webConvertedKit = ['Badge', 'Button', 'Dialog', 'Field', 'FormActions', 'LoadState', 'PageTitle', 'Table'].map((name) => `apps/web/src/components/ui/${name}.tsx`);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // What people type (contact messages, ambulance requests, profiles) is rendered as text, never as HTML.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render stored text as text; never as HTML.' },
        { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]", message: 'Render stored text as text; never as HTML.' },
      ],
    },
  },
  {
    // Features keep to themselves (apps/web/README.md): a feature imports shared
    // pieces from components/ and lib/, never another feature or the app shell; shared pieces
    // never import a feature. Features meet only in app/ (routes, layout).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/{components,lib}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: [
                { to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
                { to: { element: { type: 'web-app' } } },
              ],
            },
            { from: { element: { type: 'web-shared' } }, disallow: [{ to: { element: { types: ['web-feature', 'web-app'] } } }] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      // Routes are declared once, in @clinvia/contracts/operations; the web calls them through
      // lib/client.ts, never by a path written here.
      'no-restricted-syntax': ['error', ...webTextNotHtml, ...webNoApiPaths, ...webNoHandWrittenButtons],
    },
  },
  {
    // The kit is where the button classes are written (once).
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...webTextNotHtml, ...webNoApiPaths],
    },
  },
  {
    // After the blocks above: a file's no-restricted-syntax list is the last block's, whole.
    files: webConverted,
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...webTextNotHtml, ...webNoApiPaths, ...webNoHandWrittenButtons, ...webNoJsxLiterals],
    },
  },
  {
    files: webConvertedKit,
    rules: {
      'no-restricted-syntax': ['error', ...webTextNotHtml, ...webNoApiPaths, ...webNoJsxLiterals],
    },
  },
  {
    // The API's layers (apps/api/README.md): routes → services → domain → db, with plugins, lib
    // and config beside. A module's routes.ts is HTTP only; its service.ts is its face, the one
    // file other modules and the CLI import; the domain holds the rules several modules share and
    // knows no module, plugin or Fastify app; plugins are platform concerns and import no
    // module; lib and config are the ground floor. app.ts and main.ts put it all together.
    // Tests and the test helpers (src/test) may reach anything they check.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-domain', pattern: 'apps/api/src/domain' },
        { type: 'api-db', pattern: 'apps/api/src/db' },
        { type: 'api-plugin', pattern: 'apps/api/src/plugins' },
        { type: 'api-lib', pattern: 'apps/api/src/lib' },
        { type: 'api-cli', pattern: 'apps/api/src/cli' },
        { type: 'api-test', pattern: 'apps/api/src/test' },
      ],
      // Inside a module: routes.ts (HTTP) and the rest (the service and its internals); at the
      // root: config.ts (below everything) and the app's assembly (app.ts, main.ts, logging).
      'boundaries/files': [
        { category: 'routes', pattern: 'apps/api/src/modules/**/routes.ts' },
        { category: 'service', pattern: 'apps/api/src/modules/**' },
        { category: 'config', pattern: 'apps/api/src/config.ts' },
        { category: 'assembly', pattern: 'apps/api/src/*.ts' },
      ],
      'boundaries/files-single-match': true,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Files of one element are checked too: a module's service must not import its own routes.
          checkInternals: true,
          policies: [
            // Only the tests import the test helpers; nothing imports the app's assembly.
            { disallow: [{ to: { element: { type: 'api-test' } } }, { to: { file: { categories: 'assembly' } } }] },
            { from: { file: { categories: 'assembly' } }, allow: [{ to: { file: { categories: 'assembly' } } }] },
            // Another module is reached through its service.ts only.
            {
              from: { element: { type: 'api-module' } },
              disallow: [{ to: { element: { type: 'api-module', captured: { module: '!{{ from.element.captured.module }}' } } } }],
            },
            { from: { element: { type: 'api-module' } }, allow: [{ to: { element: { type: 'api-module' }, file: { path: '**/service.ts' } } }] },
            // A service knows no HTTP: no routes (not even its own), no plugin.
            { from: { file: { categories: 'service' } }, disallow: [{ to: { file: { categories: 'routes' } } }, { to: { element: { types: ['api-plugin', 'api-cli'] } } }] },
            { from: { file: { categories: 'routes' } }, disallow: [{ to: { element: { type: 'api-cli' } } }] },
            { from: { element: { type: 'api-domain' } }, disallow: [{ to: { element: { types: ['api-module', 'api-plugin', 'api-cli'] } } }] },
            { from: { element: { type: 'api-plugin' } }, disallow: [{ to: { element: { types: ['api-module', 'api-cli'] } } }] },
            { from: { element: { type: 'api-cli' } }, disallow: [{ to: { element: { type: 'api-plugin' } } }, { to: { file: { categories: 'routes' } } }] },
            { from: { element: { type: 'api-db' } }, disallow: [{ to: { element: { types: ['api-module', 'api-domain', 'api-plugin', 'api-cli'] } } }, { to: { file: { categories: 'config' } } }] },
            { from: { file: { categories: 'config' } }, disallow: [{ to: { element: { types: ['api-module', 'api-domain', 'api-plugin', 'api-cli'] } } }] },
            { from: { element: { type: 'api-lib' } }, disallow: [{ to: { element: { types: ['api-module', 'api-domain', 'api-db', 'api-plugin', 'api-cli'] } } }, { to: { file: { categories: 'config' } } }] },
          ],
        },
      ],
    },
  },
  {
    // SweetAlert2 renders titles and button texts as HTML: lib/toast.ts escapes them, so every
    // toast and dialog goes through it (issue 20). Tests may close a dialog directly.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/lib/swal.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['sweetalert2', 'sweetalert2/*', '**/lib/swal', './swal'], message: 'Show toasts and dialogs with lib/toast.ts: it keeps user data text, never HTML.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
