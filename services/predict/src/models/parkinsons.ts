import { parkinsonsFields } from '@clinvia/contracts/predictions';
import { boostingCandidate, forestCandidate, logisticCandidate, votingCandidate } from './candidates';
import { fields } from './terms';
import { fmt, numbers, type ToolDefinition } from './tool';

const names = parkinsonsFields.map((f) => f.name);

export const parkinsons: ToolDefinition = {
  tool: 'parkinsons',
  title: "Parkinson's disease (voice measures)",
  version: '1.0.0',
  task: 'classification',
  summary:
    "Estimates the probability that a sustained-vowel voice recording comes from a person with Parkinson's disease, from 22 dysphonia measures (Oxford Parkinson's Disease Detection Dataset).",
  fields: parkinsonsFields,
  data: {
    name: "Oxford Parkinson's Disease Detection Dataset (UCI 'Parkinsons'): 195 recordings of 32 subject codes",
    file: 'parkinsons/parkinsons.csv',
    target: "status: 1 = Parkinson's disease, 0 = healthy",
    licence: 'CC BY 4.0 (UCI Machine Learning Repository)',
    citation:
      'Little MA, McSharry PE, Roberts SJ, Costello DAE, Moroz IM. Exploiting nonlinear recurrence and fractal scaling properties for voice disorder detection. BioMedical Engineering OnLine 2007;6:23.',
    notes: [
      'About six recordings per person: 24 people with Parkinson\'s disease (147 recordings), 8 healthy people (48 recordings). UCI\'s description says 31 people; the data hold 32 subject codes.',
      'Recordings of one person are strongly alike, so any split that puts one person\'s recordings on both sides overstates accuracy.',
    ],
  },
  parse: (record) => ({ inputs: numbers(record, names), target: numbers(record, ['status']).status ?? NaN, group: record.subject ?? '' }),
  condition: "Parkinson's disease",
  zeroMeansMissing: [],
  candidates: [
    logisticCandidate(fields(names), 'the 22 standardised measures'),
    boostingCandidate(fields(names), 'the 22 measures'),
    forestCandidate(fields(names), 'the 22 measures'),
    votingCandidate('forest-boosting-vote', [forestCandidate(fields(names), 'the 22 measures'), boostingCandidate(fields(names), 'the 22 measures')], 'the 22 measures'),
  ],
  selectBy: 'auc_pooled',
  evaluation: {
    kind: 'grouped',
    folds: 8,
    seeds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    description:
      'subject-grouped, stratified 8-fold cross-validation (each fold holds out 3 subjects with and 1 without the disease, all their recordings), repeated with 10 seeds; AUC from the pooled out-of-fold predictions of each repeat',
  },
  secondaryEvaluation: {
    kind: 'stratified',
    folds: 10,
    seeds: [1, 2, 3, 4, 5],
    description: "record-wise stratified 10-fold cross-validation repeated with 5 seeds (recordings of one person on both sides: the protocol of Little et al. 2007, for comparison only)",
  },
  bars: [
    { metric: 'accuracy', bar: 0.91, higherIsBetter: true, evaluation: 'secondary' },
    { metric: 'auc_pooled', bar: 0.75, higherIsBetter: true, evaluation: 'primary' },
    { metric: 'accuracy', bar: 0.77, higherIsBetter: true, evaluation: 'primary' },
  ],
  published: (m, record) => [
    {
      source: 'Little et al. 2007, BioMedical Engineering OnLine 6:23',
      result: 'overall correct classification 91.4 % (kernel SVM on four measures: HNR, RPDE, DFA, PPE; recordings resampled without regard to subject)',
      comparison: `record-wise accuracy here ${fmt(record?.accuracy?.mean ?? NaN)} ± ${fmt(record?.accuracy?.sd ?? NaN)}; subject-grouped (honest for a new person) ${fmt(m.accuracy?.mean ?? NaN)} ± ${fmt(m.accuracy?.sd ?? NaN)}`,
    },
    {
      source: 'scikit-learn, same protocol (our reference run, 2026-11-22)',
      result: 'record-wise gradient boosting accuracy 0.921; subject-grouped random forest accuracy 0.776, pooled AUC 0.761',
      comparison: `record-wise accuracy ${fmt(record?.accuracy?.mean ?? NaN)}; subject-grouped accuracy ${fmt(m.accuracy?.mean ?? NaN)}, pooled AUC ${fmt(m.auc_pooled?.mean ?? NaN)}`,
    },
  ],
  intendedUse: ['Teaching: which voice measures differ in Parkinson\'s disease, and why evaluation must be grouped by person.', 'Research prototypes for remote voice screening.'],
  notIntendedUse: [
    "Diagnosing or excluding Parkinson's disease; diagnosis is clinical, by a neurologist.",
    'Measures from other recording set-ups or software than the study (Praat-style MDVP measures of a sustained "a" vowel), or from other voice disorders.',
  ],
  limitations: [
    'Only 32 people (8 healthy): the figures that matter (subject-grouped) have wide uncertainty, and the model has seen very few healthy voices.',
    'Specificity for a new person is low (see the subject-grouped table): at the 0.5 threshold most healthy voices are estimated as Parkinson\'s, and the probabilities are poorly calibrated (see Calibration: below 0.3 the observed rate is higher than estimated, above 0.8 lower).',
    'The soft vote and the random forest alone have practically the same pooled AUC under the primary protocol (see Candidates compared; the difference is far smaller than its SD over repeats). The vote is chosen by the rule stated above (highest pooled AUC), not because it is clearly better for a new person; it is the one of the two that also reaches the record-wise bar.',
    'The record-wise accuracy (above 0.9) overstates what can be expected for a new person; rely on the subject-grouped figures.',
    'The people with Parkinson\'s disease in the data had already been diagnosed; whether early, undiagnosed disease looks the same in these measures is not known from these data.',
    'During development, a random forest of 500 trees, logistic regression on log-transformed measures and an RBF support vector machine (libsvm) were also tried on the same folds; none reached the record-wise bar while keeping the subject-grouped figures. Two other soft votes were tried on the same folds and left out: random forest + logistic regression (pooled AUC 0.779, record-wise accuracy 0.873) and random forest + boosted trees + logistic regression (0.780, 0.907); both have a lower pooled AUC than the vote above, so the selection rule would not have chosen them.',
    'No age or sex in the data, although both change the voice.',
  ],
};
