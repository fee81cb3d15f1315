import { z } from 'zod';
import type { UiLanguage } from './ui-language';

/** PLAT-10: every error the API or the prediction service returns has this shape. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into one message per field (the first issue of each field wins). */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * I18N-6: the generic messages of the error answers (the API's and the prediction service's), in each language the portal speaks. A
 * message written for one case (a route's own words) stays as written; these are the defaults.
 */
export const genericMessages = {
  en: {
    notFound: 'The requested resource was not found.',
    forbidden: 'You do not have access to this resource.',
    unauthorized: 'Please sign in to continue.',
    internal: 'Something went wrong on our side. Please try again.',
    validation: 'Please correct the highlighted fields.',
    invalidValue: 'Invalid value',
  },
  es: {
    notFound: 'No encontramos lo que buscaba.',
    forbidden: 'No tiene acceso a este contenido.',
    unauthorized: 'Inicie sesión para continuar.',
    internal: 'Algo salió mal de nuestro lado. Por favor, inténtelo de nuevo.',
    validation: 'Corrija los campos marcados.',
    invalidValue: 'Valor no válido',
  },
} as const satisfies Record<UiLanguage, Record<string, string>>;
