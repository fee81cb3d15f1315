import { useState } from 'react';

/**
 * Backgrounds for initials; white text on each has a contrast ratio of at least 4.5:1
 * (Tailwind's 700/800 shades). Full class names so Tailwind sees them.
 */
const initialsColours = [
  'bg-teal-700',
  'bg-blue-700',
  'bg-indigo-700',
  'bg-violet-700',
  'bg-fuchsia-800',
  'bg-rose-700',
  'bg-amber-800',
  'bg-emerald-800',
  'bg-cyan-800',
  'bg-slate-700',
] as const;

/** The same name always gets the same colour (a small string hash). */
export function initialsColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return initialsColours[hash % initialsColours.length] ?? 'bg-slate-700';
}

export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

interface AvatarProps {
  name: string;
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
  /** Below the first screen: the photo loads when scrolled near and decodes off the main thread. */
  lazy?: boolean;
}

/** A person's photo, or the first letter of their name when there is none or it fails to load. */
export function Avatar({ name, src, size = 40, className = '', lazy = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const dimensions = { width: size, height: size };

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={name}
        {...dimensions}
        loading={lazy ? 'lazy' : undefined}
        decoding={lazy ? 'async' : undefined}
        className={`shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
        onError={() => {
          setFailedSrc(src);
        }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      style={{ ...dimensions, fontSize: Math.round(size * 0.45) }}
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white ${initialsColour(name)} ${className}`}
    >
      <span aria-hidden="true">{initialOf(name)}</span>
    </span>
  );
}
