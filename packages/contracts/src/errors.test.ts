import { describe, expect, it } from 'vitest';
import { fieldMessages } from './errors';

describe('fieldMessages', () => {
  it('keeps the first message of each field and joins nested paths', () => {
    const fields = fieldMessages([
      { path: ['email'], message: 'Email is required' },
      { path: ['email'], message: 'Invalid email address' },
      { path: ['patient', 'age'], message: 'Age is required' },
    ]);
    expect(fields).toEqual({ email: 'Email is required', 'patient.age': 'Age is required' });
  });

  it('files form-level issues under "_"', () => {
    expect(fieldMessages([{ path: [], message: 'Bad body' }])).toEqual({ _: 'Bad body' });
  });
});
