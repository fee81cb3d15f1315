import { describe, expect, it } from 'vitest';
import { groupInFours, recoveryCodesText } from './setup-key';

describe('two-step setup key and recovery codes (issue 40.7)', () => {
  it('groups the setup key in fours', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PX');
    expect(groupInFours('AB CD')).toBe('ABCD');
  });

  it('writes the codes one a line under a title naming the account', () => {
    expect(recoveryCodesText(['a1b2-c3d4', 'e5f6-g7h8'], 'ana@example.com').split('\n')).toEqual([
      'Clinvia recovery codes for ana@example.com',
      'Each code signs you in once if you lose your phone.',
      '',
      'a1b2-c3d4',
      'e5f6-g7h8',
      '',
    ]);
  });
});
