import { ambulanceReferencePattern } from '@clinvia/contracts/ambulance';
import { describe, expect, it } from 'vitest';
import { newAmbulanceReference } from './service';

describe('ambulance references', () => {
  it('are AMB- and six characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newAmbulanceReference()).toMatch(ambulanceReferencePattern);
    expect(newAmbulanceReference(() => 0)).toBe('AMB-222222');
    expect(newAmbulanceReference((max) => max - 1)).toBe('AMB-ZZZZZZ');
  });
});
