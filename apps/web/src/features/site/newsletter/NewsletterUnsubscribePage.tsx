import { unsubscribeFromNewsletter } from '@clinvia/contracts/operations/newsletter';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/fields';
import { reasonOf } from '../../../lib/api';
import { operationMutation } from '../../../lib/operation-queries';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from 'react-i18next';

/**
 * The unsubscribe link of the newsletter mails. Unsubscribing takes a click: mail scanners
 * open links by themselves, and must not unsubscribe anybody.
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation('sitePages');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useMutation(operationMutation(unsubscribeFromNewsletter, (token: string) => ({ body: { token }, unchecked: true })));

  return (
    <section className="page-container py-12 sm:py-16">
      <title>{t('unsubscribe.pageTitle')}</title>
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <MailX className="mx-auto size-10 text-teal-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('unsubscribe.title')}</h1>
        {token === '' ? (
          <p className="mt-4 text-slate-700">{t('unsubscribe.noToken')}</p>
        ) : unsubscribe.isSuccess ? (
          <div className="mt-6">
            <FormAlert tone="success">{unsubscribe.data.message}</FormAlert>
          </div>
        ) : (
          <>
            <p className="mt-4 text-slate-700">{t('unsubscribe.lead')}</p>
            {unsubscribe.isError ? (
              <div className="mt-4 text-left">
                <FormAlert tone="error">{reasonOf(unsubscribe.error)}</FormAlert>
              </div>
            ) : null}
            <Button
              disabled={unsubscribe.isPending}
              onClick={() => {
                unsubscribe.mutate(token);
              }}
              size="xl" className="mt-6"
            >
              {unsubscribe.isPending ? t('unsubscribe.unsubscribing') : t('unsubscribe.unsubscribe')}
            </Button>
          </>
        )}
        <p className="mt-8 text-sm">
          <Link to="/" className="font-medium text-teal-700 underline-offset-4 hover:underline">
            {t('unsubscribe.home')}
          </Link>
        </p>
      </div>
    </section>
  );
}
