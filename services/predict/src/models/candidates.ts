import type { Candidate } from './pipeline';
import type { Term } from './terms';

/**
 * The model families every tool compares, with hyper-parameters fixed in advance (the
 * defaults of the scikit-learn estimators they mirror): nothing is tuned on the test folds.
 */
export function logisticCandidate(terms: readonly Term[], description: string): Candidate {
  return { id: 'logistic-l2', label: 'L2 logistic regression', name: `L2-regularised logistic regression (C = 1) on ${description}`, family: 'logistic', lambda: 1, terms };
}

export function linearCandidate(id: string, label: string, terms: readonly Term[], description: string): Candidate {
  return { id, label, name: `Linear least squares on ${description}`, family: 'linear', lambda: 1e-6, terms };
}

export function boostingCandidate(terms: readonly Term[], description: string): Candidate {
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

export function forestCandidate(terms: readonly Term[], description: string): Candidate {
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
