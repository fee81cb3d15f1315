import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A link in running text (a sentence's link to a page, an address or a phone number): underlined,
 * in the brand colour. The `inline` variant is a button that reads the same.
 */
export const textLinkClass = 'font-medium text-teal-700 underline underline-offset-4 hover:text-teal-800';

const variants = {
  /** aria-disabled (a button that stays focusable and says what is missing when pressed) greys it. */
  primary: 'bg-teal-700 text-white hover:bg-teal-800 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-200 aria-disabled:text-slate-700 aria-disabled:hover:bg-slate-200',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  /** A second choice in the brand colour beside a primary one (reschedule, mark completed). */
  outline: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50',
  /** The chosen answer when it is a refusal (declining an offer). */
  neutral: 'bg-slate-800 text-white hover:bg-slate-900',
  /** An action that cannot be undone or ends something (reject, deactivate): red on white. */
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
  /** The one red call to action of a screen (an emergency, a confirmed cancellation). */
  emergency: 'bg-red-700 text-white hover:bg-red-800',
  link: 'font-semibold text-teal-700 underline-offset-2 hover:underline',
  /** A button inside a line of text that reads as a link, underlined (Change, Clear filters). */
  inline: textLinkClass,
  /** The call of a band in the brand colour (the home page's last section): white on teal. */
  onDark: 'bg-white text-teal-800 hover:bg-teal-50',
  /** A second choice beside `onDark`: outlined in white. */
  onDarkOutline: 'border border-white/70 text-white hover:bg-white/10',
  /** A quiet icon button in a panel's corner (Close). */
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
} as const;

const sizes = {
  sm: 'gap-2 rounded-md px-3 py-1.5 text-sm',
  md: 'gap-2 rounded-md px-4 py-2 text-sm',
  lg: 'gap-2 rounded-md px-5 py-2.5',
  xl: 'gap-2 rounded-md px-6 py-3',
  /** A square button holding only an icon (its name in an aria-label or screen-reader text). */
  icon: 'size-9 rounded-md',
  /** A round icon button in a page's header bar (the notifications' bell). */
  roundIcon: 'size-10 rounded-full',
  /** The one large call of a page (an emergency number): an icon beside two lines of text. */
  hero: 'gap-3 rounded-xl px-6 py-4',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout around the button (margins, width, flex); never its colours or padding. */
  className?: string;
}

/**
 * The classes of the app's buttons, for the rare element that is neither a `Button` nor a
 * `ButtonLink` (a plain `<a>` to a file or a webcal: address). The lint rule that refuses
 * hand-written button classes points here (scripts/lint-rules.test.ts).
 */
export function buttonClass({ variant = 'primary', size = 'md', className = '' }: ButtonLook = {}): string {
  const text = variant === 'link' || variant === 'inline';
  const shape = text ? 'inline-flex items-center gap-1.5' : `inline-flex items-center justify-center ${variant === 'ghost' ? '' : 'font-semibold '}${sizes[size]}`;
  return `${shape} ${variants[variant]} disabled:cursor-not-allowed disabled:opacity-60 ${className}`.trim();
}

type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonLook & {
    /** While true the button is disabled, says `loadingText` and tells assistive technology it is busy. */
    loading?: boolean;
    loadingText?: ReactNode;
  };

/** A button of the kit: `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, loading = false, loadingText, disabled, type = 'button', children, ...button }: ButtonProps) {
  return (
    <button type={type} disabled={disabled === true || loading} aria-busy={loading || undefined} className={buttonClass({ variant, size, className })} {...button}>
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}

/** A link that looks like a button (a call to action that navigates). */
export function ButtonLink({ variant, size, className, ...link }: LinkProps & ButtonLook) {
  return <Link className={buttonClass({ variant, size, className })} {...link} />;
}
