import { useTranslation } from 'react-i18next';

// Who booked is who is shown (issue 20): a doctor or staff member reads the account holder's
// name; the name typed in the booking's step 3 is the contact for this visit, shown beside it.

/** The label in English, for the screens not yet in two languages; VisitContactLine reads 'recordKit' (I18N-1). */
export const visitContactLabel = 'Contact for this visit';

/** Whether the contact typed for the visit is someone other than the account holder, by name. */
export function isOtherContact(holder: string, contact: string): boolean {
  return contact.trim().toLowerCase() !== holder.trim().toLowerCase();
}

/** One line under the account holder's name, only when the contact for this visit is someone else. */
export function VisitContactLine({ holder, contact }: { holder: string; contact: string }) {
  const { t } = useTranslation('recordKit');
  if (!isOtherContact(holder, contact)) return null;
  return (
    <p className="text-sm text-slate-600">
      {t('visitContact.label')}: <span className="font-medium text-slate-800">{contact}</span>
    </p>
  );
}
