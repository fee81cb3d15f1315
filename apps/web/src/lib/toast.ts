import type { SweetAlertIcon, SweetAlertOptions, SweetAlertPosition } from 'sweetalert2';

async function loadSwal() {
  const { Swal } = await import('./swal');
  return Swal;
}

/** Buttons in Clinvia's look instead of SweetAlert2's own colours. */
const buttonClasses: SweetAlertOptions['customClass'] = {
  actions: 'gap-2',
  confirmButton: 'rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800',
  cancelButton: 'rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50',
};

export interface ToastOptions {
  icon: SweetAlertIcon;
  title: string;
  text?: string;
  position?: SweetAlertPosition;
  /** How long it stays, in milliseconds (SPEC §9). */
  durationMs: number;
}

/** A small notice that closes by itself (SPEC §8's toasts); no buttons. */
export async function showToast({ icon, title, text, position = 'top', durationMs }: ToastOptions): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ toast: true, icon, title, text, position, timer: durationMs, timerProgressBar: false, showConfirmButton: false });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText?: string;
  icon?: SweetAlertIcon;
}

/** A modal question; resolves true only when the user confirms. */
export async function confirmDialog({ title, text, confirmText, cancelText = 'Cancel', icon = 'warning' }: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const result = await Swal.fire({
    title,
    text,
    icon,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: true,
    buttonsStyling: false,
    customClass: buttonClasses,
  });
  return result.isConfirmed;
}

/** A modal message with one OK button (e.g. 'Canceled !' after a cancellation). */
export async function messageDialog({ icon, title, text }: { icon: SweetAlertIcon; title: string; text?: string }): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({ icon, title, text, buttonsStyling: false, customClass: buttonClasses });
}
