import type { Candidate, SingleCandidate } from './pipeline';
import type { Term } from './terms';

/**
 * The model families every tool compares, with hyper-parameters fixed in advance (the
 * defaults of the scikit-learn estimators they mirror): nothing is tuned on the test folds.
 */
export function logisticCandidate(terms: readonly Term[], description: string): SingleCandidate {
  return { id: 'logistic-l2', label: 'L2 logistic regression', name: `L2-regularised logistic regression (C = 1) on ${description}`, family: 'logistic', lambda: 1, terms };
}

export function linearCandidate(id: string, label: string, terms: readonly Term[], description: string): SingleCandidate {
  return { id, label, name: `Linear least squares on ${description}`, family: 'linear', lambda: 1e-6, terms };
}

export function boostingCandidate(terms: readonly Term[], description: string): SingleCandidate {
  return {
    id: 'boosted-trees',
    label: 'Gradient-boosted trees',
    name: `Gradient-boosted trees (100 trees of depth 3, learning rate 0.1) on ${description}`,
    family: 'boosting',
    trees: 100,
    learningRate: 0.1,
    maxDepth: 3,
    minSamplesLeaf: 1,
    terms,
  };
}

export function forestCandidate(terms: readonly Term[], description: string): SingleCandidate {
  return {
    id: 'random-forest',
    label: 'Random forest',
    name: `Random forest (100 fully grown trees, √d features per split) on ${description}`,
    family: 'forest',
    trees: 100,
    minSamplesLeaf: 1,
    maxFeatures: 'sqrt',
    terms,
  };
}

/**
 * Soft voting (scikit-learn's VotingClassifier with voting='soft'): the mean of the members'
 * probabilities. The members are fitted exactly as when they are candidates on their own.
 */
export function votingCandidate(id: string, members: readonly SingleCandidate[], description: string): Candidate {
  const terms = members[0]?.terms ?? [];
  if (members.length < 2 || members.some((m) => m.terms.map((t) => t.name).join('|') !== terms.map((t) => t.name).join('|')))
    throw new Error(`${id}: a vote needs two or more members on the same terms`);
  return {
    id,
    label: members.map((m) => m.label).join(' + '),
    name: `Soft vote (mean probability) of ${members.map((m) => m.name.replace(/ on .*$/, '')).join(' and ')}, on ${description}`,
    family: 'voting',
    members,
    terms,
  };
}
