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

type UserRow = typeof users.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;

/** A row read with `doctorPracticeColumns`. */
export interface PracticeRow {
  name: UserRow['name'];
  email: UserRow['email'];
  specialization: DoctorRow['specialization'];
  qualifications: DoctorRow['qualifications'];
  experienceYears: DoctorRow['experienceYears'];
  consultationFee: DoctorRow['consultationFee'];
}

/** Those columns as the answers name them. */
export function practiceOf(row: PracticeRow) {
  return {
    name: row.name,
    email: row.email,
    specialization: row.specialization,
    qualifications: row.qualifications,
    experience_years: row.experienceYears,
    consultation_fee: row.consultationFee,
  };
}
