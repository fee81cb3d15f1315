import { describe, expect, it } from 'vitest';
import { seedNames } from './seed';

describe('seedNames (RECORD-3)', () => {
  it('takes typed and chosen answers once each, never None', () => {
    const names = seedNames([
      {
        item: [
          { linkId: 'medications', answer: [{ valueString: ' Metformin 500 mg ' }, { valueString: 'metformin 500 MG' }, { valueCoding: { code: 'none', display: 'None' } }] },
          { linkId: 'allergies', answer: [{ valueCoding: { code: 'none', display: 'None' } }] },
          { linkId: 'conditions', answer: [{ valueCoding: { code: 'asthma', display: 'Asthma or COPD' } }] },
          { linkId: 'reason', answer: [{ valueString: 'Cough' }] },
        ],
      },
      { item: [{ linkId: 'group', item: [{ linkId: 'allergies', answer: [{ valueString: 'Latex' }] }] }] },
    ]);
    expect(names).toEqual({ medications: ['Metformin 500 mg'], allergies: ['Latex'], conditions: ['Asthma or COPD'] });
  });
});
