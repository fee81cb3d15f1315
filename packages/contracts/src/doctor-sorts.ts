/**
 * FIND-6: Find Doctor's sort choices, with their labels. Plain values, no zod: the Find Doctor
 * screen needs them to draw its first frame, before any response is checked (docs/performance.md).
 */
export const doctorSorts = ['recommended', 'rating', 'experience', 'fee'] as const;
export type DoctorSort = (typeof doctorSorts)[number];
export const doctorSortLabels: Record<DoctorSort, string> = {
  recommended: 'Recommended',
  rating: 'Highest rated',
  experience: 'Experience',
  fee: 'Lowest fees',
};
