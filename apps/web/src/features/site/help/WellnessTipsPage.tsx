import { InfoPage, type InfoSection } from './InfoPage';

// Each tip states a public recommendation and names it; none is advice for a particular person.
const tips: readonly InfoSection[] = [
  {
    title: 'Move most days',
    body: (
      <p>
        Adults are advised at least 150 minutes of moderate activity a week, such as brisk walking, and muscle-strengthening activity on two days (Physical
        Activity Guidelines for Americans, 2nd edition, US Department of Health and Human Services, 2018).
      </p>
    ),
  },
  {
    title: 'Sleep seven hours or more',
    body: <p>Adults need at least 7 hours of sleep a night for their health (American Academy of Sleep Medicine and Sleep Research Society, 2015).</p>,
  },
  {
    title: 'Eat vegetables and fruit, and less salt and sugar',
    body: (
      <p>
        At least 400 g of fruit and vegetables a day, less than 5 g of salt and free sugars below 10 % of energy (World Health Organization, Healthy diet fact
        sheet).
      </p>
    ),
  },
  {
    title: 'Know your numbers',
    body: (
      <p>
        Have your blood pressure checked at least every two years from 18, and yearly from 40 or with a higher risk (US Preventive Services Task Force,
        hypertension screening, 2021). Ask your doctor which other checks suit your age.
      </p>
    ),
  },
  {
    title: 'Do not smoke',
    body: <p>Stopping smoking at any age lowers the risk of heart disease, stroke and cancer (CDC, Benefits of Quitting). In the US, 1-800-QUIT-NOW connects you to free help.</p>,
  },
];

/** SHELL-14: the footer's 'Wellness Tips'. */
export default function WellnessTipsPage() {
  return <InfoPage title="Wellness Tips" description="Everyday habits that public health guidelines recommend, with where each comes from." sections={tips} />;
}
