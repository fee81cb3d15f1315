import { doctors, users } from './schema';

/**
 * Who a doctor is and what they practise: the columns that every listing of doctors selects (the
 * staff approvals and doctors pages, the public detail), written once.
 */
export const doctorPracticeColumns = {
  name: users.name,
  email: users.email,
  specialization: doctors.specialization,
  qualifications: doctors.qualifications,
  experienceYears: doctors.experienceYears,
  consultationFee: doctors.consultationFee,
};
