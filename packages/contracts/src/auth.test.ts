import { describe, expect, it } from 'vitest';
import { fieldMessages } from './errors';
import { changePasswordSchema, loginSchema, registrationFormSchemas, registrationSchema, resetPasswordSchema } from './auth';
import { licenceMessages } from './licences';

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error ? fieldMessages(result.error.issues) : {};
}

const patient = {
  role: 'patient',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  phoneNumber: '+1 415 555 0100',
  age: '34',
  address: '12 Cedar Ln',
  gender: 'female',
};

describe('login', () => {
  it('gives AUTH-7 messages', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(messagesOf(loginSchema.safeParse({ email: 'a@b', password: 'x' }))).toEqual({ email: 'Invalid email address' });
    expect(messagesOf(loginSchema.safeParse({ email: 'a@b.museum', password: 'x' }))).toEqual({ email: 'Invalid email address' });
    expect(loginSchema.safeParse({ email: 'A.b+c@Example.COM', password: 'x' }).success).toBe(true);
  });
});

describe('registration', () => {
  it('accepts a patient and turns the typed age into a number, dropping other roles\' fields', () => {
    const parsed = registrationSchema.parse({ ...patient, specialization: 'Cardiology' });
    expect(parsed).toMatchObject({ role: 'patient', age: 34 });
    expect(parsed).not.toHaveProperty('specialization');
  });

  it('gives every required message of the patient form, and the mismatch at the same time', () => {
    const empty = { role: 'patient', name: '', email: '', password: 'abc', confirmPassword: 'abd', phoneNumber: '', age: '', address: '', gender: '' };
    expect(messagesOf(registrationFormSchemas.patient.safeParse(empty))).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      phoneNumber: 'Phone number is required',
      age: 'Age is required',
      address: 'Address is required',
      gender: 'Gender is required',
    });
  });

  it('gives the doctor and staff messages', () => {
    const base = { name: 'A', email: 'a@b.co', password: '', confirmPassword: '', phoneNumber: '5550100200' };
    expect(messagesOf(registrationFormSchemas.doctor.safeParse({ ...base, role: 'doctor', specialization: '', qualifications: '', experienceYears: '', consultationFee: '' }))).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm password',
      specialization: 'Specialization is required',
      qualifications: 'Qualifications are required',
      experienceYears: 'Experience is required',
      consultationFee: 'Consultation fee is required',
      // DOC-10: the licence beside the specification's fields.
      licenceNumber: licenceMessages.numberRequired,
      licenceState: licenceMessages.stateRequired,
    });
    expect(messagesOf(registrationFormSchemas.staff.safeParse({ ...base, password: 'long-enough', confirmPassword: 'long-enough', role: 'staff', department: ' ', position: '', employeeId: '' }))).toEqual({
      department: 'Department is required',
      position: 'Position is required',
      employeeId: 'Employee ID is required',
    });
  });

  it('refuses roles other than patient, doctor and staff', () => {
    expect(messagesOf(registrationSchema.safeParse({ ...patient, role: 'admin' }))).toEqual({ role: 'Please choose Patient, Doctor or Staff' });
  });

  it('refuses a non-numeric age and an invalid phone', () => {
    expect(messagesOf(registrationSchema.safeParse({ ...patient, age: 'abc', phoneNumber: 'call me' }))).toEqual({
      age: 'Please enter a valid age',
      phoneNumber: 'Please enter a valid phone number',
    });
  });
});

describe('password changes', () => {
  it('checks the confirmation of a reset and of a change', () => {
    expect(messagesOf(resetPasswordSchema.safeParse({ token: 't', password: 'long-enough', confirmPassword: 'other-one' }))).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(messagesOf(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'long-enough', confirmPassword: 'long-enough' }))).toEqual({ currentPassword: 'Current password is required' });
  });
});
