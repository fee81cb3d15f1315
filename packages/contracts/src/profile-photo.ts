// A doctor's profile photo rules, free of zod, so the registration page and the profile editor can
// check a chosen file without pulling the validation library into their first download.

/** AUTH-5: the doctor's optional profile photo. Checked again on the server by its bytes. */
export const profilePhotoRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  tooLarge: 'The photo must be at most 2 MB',
  wrongType: 'The photo must be a JPEG, PNG or WebP image',
} as const;

/** What is wrong with a chosen photo file before it is sent (the server checks its bytes again), or null. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(profilePhotoRules.types as readonly string[]).includes(file.type)) return profilePhotoRules.wrongType;
  if (file.size > profilePhotoRules.maxBytes) return profilePhotoRules.tooLarge;
  return null;
}
