import type { AccountResponse, LoginAnswer, LoginResponse, SessionUserDto } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import * as visitOperations from '@clinvia/contracts/operations/visits';
import type { ReminderPreferences } from '@clinvia/contracts/reminders';
import type { BodyInput } from '@clinvia/contracts/operations/operation';
import { call } from '../../lib/client';
import type { SessionUser } from '../../lib/token';

/** The password step: a session, or (two-step sign-in on) a challenge for the code. */
export function login(body: { email: string; password: string; rememberMe: boolean }): Promise<LoginAnswer> {
  return call(operations.login, { body });
}

export function loginSecondStep(body: { challenge: string; code: string; rememberMe: boolean }): Promise<LoginResponse> {
  return call(operations.loginSecondStep, { body });
}

export const mfaKey = ['auth', 'mfa'] as const;

export function fetchMfaStatus(signal?: AbortSignal) {
  return call(operations.getMfaStatus, { signal });
}

export function startMfaEnrolment() {
  return call(operations.startMfaEnrolment);
}

export function confirmMfaEnrolment(code: string) {
  return call(operations.confirmMfaEnrolment, { body: { code } });
}

export function disableMfa(body: { password: string; code: string }) {
  return call(operations.disableMfa, { body });
}

/** JSON, or multipart when the doctor adds a photo (the server checks its bytes and size). */
export function register(body: BodyInput<typeof operations.register> | FormData) {
  return call(operations.register, { body });
}

export function requestPasswordReset(email: string) {
  return call(operations.requestPasswordReset, { body: { email } });
}

export function resetPassword(body: { token: string; password: string; confirmPassword: string }) {
  return call(operations.resetPassword, { body });
}

export function updateContact(body: { phoneNumber: string; address?: string }): Promise<AccountResponse> {
  return call(operations.updateContactDetails, { body });
}

export function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string; endOtherSessions: boolean; code?: string }) {
  return call(operations.changePassword, { body });
}

/** AUTH-23, AUTH-26: a new address, with the password (and a code with two-step sign-in on); it waits for the link sent to it. */
export function changeEmail(body: { email: string; password: string; code?: string }) {
  return call(operations.changeEmail, { body });
}

/** AUTH-27: the pending change's link again. */
export function resendEmailChange() {
  return call(operations.resendEmailChange);
}

export function cancelEmailChange() {
  return call(operations.cancelEmailChange);
}

/** The page behind the link sent to the new address: GET shows, the button's POST confirms. */
export function fetchEmailChangeLink(token: string, signal?: AbortSignal) {
  return call(operations.getEmailChangeLink, { query: { token }, signal });
}

export function confirmEmailChange(token: string) {
  return call(operations.confirmEmailChange, { body: { token } });
}

/** The page behind the stop link sent to the old address (AUTH-28). */
export function fetchEmailChangeStop(token: string, signal?: AbortSignal) {
  return call(operations.getEmailChangeStopLink, { query: { token }, signal });
}

export function stopEmailChange(token: string) {
  return call(operations.stopEmailChange, { body: { token } });
}

export const sessionsKey = ['auth', 'sessions'] as const;

export function fetchSessions(signal?: AbortSignal) {
  return call(operations.listSessions, { signal });
}

export function endSession(sessionId: string) {
  return call(operations.endSession, { params: { sessionId } });
}

export function endOtherSessions() {
  return call(operations.endOtherSessions);
}

export function signOutEverywhere() {
  return call(operations.signOutEverywhere);
}

/** The session's view of the user the API answered. */
export function toSessionUser(user: SessionUserDto): SessionUser {
  return { id: user.id, role: user.role, name: user.name, email: user.email, username: user.username, profileImage: user.profileImage, status: user.status };
}

export { applyFieldErrors, reasonOf } from '../../lib/api';

export const reminderPreferencesKey = ['auth', 'reminders'] as const;

/** A patient's reminder channels (LIFE-8). */
export function fetchReminderPreferences(signal?: AbortSignal): Promise<ReminderPreferences> {
  return call(visitOperations.getReminderPreferences, { signal });
}

export function saveReminderPreferences(body: ReminderPreferences): Promise<ReminderPreferences> {
  return call(visitOperations.updateReminderPreferences, { body });
}
