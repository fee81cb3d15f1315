import {
  accountResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  registrationResponseSchema,
  type AccountResponse,
  type LoginResponse,
  type SessionUserDto,
} from '@clinvia/contracts/auth';
import { apiFetch } from '../../lib/api';
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

export { applyFieldErrors, reasonOf } from '../../lib/api';
