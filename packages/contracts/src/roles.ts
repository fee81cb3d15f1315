// Account roles and statuses, free of zod so the web app's first download (the session, the
// navigation) can import them without the validation library.

/** AUTH-4: the registrable roles. */
export const accountRoles = ['patient', 'doctor', 'staff'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** 'pending': a staff registration not yet approved (no staff powers, AUTH-14); 'disabled': deactivated. */
export const accountStatuses = ['active', 'pending', 'disabled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
