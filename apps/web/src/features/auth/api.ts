import {
  accountResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  registrationResponseSchema,
  type AccountResponse,
  type LoginResponse,
  type SessionUserDto,
} from '@clinvia/contracts/auth';
import { ApiError, apiFetch } from '../../lib/api';
import type { SessionUser } from '../../lib/token';

const base = '/api/authentication';

export function login(body: { email: string; password: string; rememberMe: boolean }): Promise<LoginResponse> {
  return apiFetch(`${base}/login`, { method: 'POST', body, schema: loginResponseSchema });
}

/** JSON, or multipart when the doctor adds a photo (the server checks its bytes and size). */
export function register(body: Record<string, unknown> | FormData) {
  return apiFetch(`${base}/register`, { method: 'POST', body, schema: registrationResponseSchema });
}

export function requestPasswordReset(email: string) {
  return apiFetch(`${base}/forgot-password`, { method: 'POST', body: { email }, schema: messageResponseSchema });
}

export function resetPassword(body: { token: string; password: string; confirmPassword: string }) {
  return apiFetch(`${base}/reset-password`, { method: 'POST', body, schema: messageResponseSchema });
}

export function fetchAccount(signal?: AbortSignal): Promise<AccountResponse> {
  return apiFetch(`${base}/account`, { schema: accountResponseSchema, signal });
}

export function updateContact(body: { phoneNumber: string; address?: string }): Promise<AccountResponse> {
  return apiFetch(`${base}/account/contact`, { method: 'PUT', body, schema: accountResponseSchema });
}

export function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<LoginResponse> {
  return apiFetch(`${base}/account/password`, { method: 'PUT', body, schema: loginResponseSchema });
}

export function signOutEverywhere() {
  return apiFetch(`${base}/logout-all`, { method: 'POST', body: {}, schema: messageResponseSchema });
}

/** The session's view of the user the API answered. */
export function toSessionUser(user: SessionUserDto): SessionUser {
  return { id: user.id, role: user.role, name: user.name, email: user.email, username: user.username, profileImage: user.profileImage, status: user.status };
}

/** The reason to show for a failed request: the server's message, or a generic one. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Puts the server's per-field messages under the fields of a react-hook-form form. */
export function applyFieldErrors(error: unknown, setError: (field: never, error: { type: string; message: string }) => void, known: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.fields === undefined) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.includes(field)) continue;
    setError(field as never, { type: 'server', message });
    applied = true;
  }
  return applied;
}
