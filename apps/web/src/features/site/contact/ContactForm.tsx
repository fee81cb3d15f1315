import { CONTACT_SUCCESS_BANNER_MS, contactLimits, contactMessageSchema, type ContactMessageInput } from '@clinvia/contracts/contact';
import { sendContactMessage } from '@clinvia/contracts/operations/contact';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField, FormAlert, SubmitButton, TextAreaField, TextField } from '../../../components/fields';
import { textLinkClass } from '../../../components/ui/Button';
import { useApiForm } from '../../../components/ui/useApiForm';
import { operationMutation } from '../../../lib/operation-queries';
import { Honeypot } from '../components/Honeypot';
import { useTranslation } from 'react-i18next';

/** The form's own values: the checkbox starts unticked (the schema accepts only `true`). */
type ContactForm = Omit<ContactMessageInput, 'privacy'> & { privacy: boolean };

const emptyMessage: ContactForm = { name: '', email: '', phone: '', subject: '', message: '', privacy: false, website: '' };
const fieldNames = ['name', 'email', 'phone', 'subject', 'message', 'privacy'] as const;

/**
 * CONTACT-2, CONTACT-3: on success the banner shows for 4 seconds and the form resets; on
 * failure the message stays in the form (SPEC's reset on failure would lose it).
 */
export function ContactForm() {
  const { t } = useTranslation('sitePages');
  const [sent, setSent] = useState(false);
  const send = useMutation(operationMutation(sendContactMessage));
  const {
    register,
    control,
    reset,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm<ContactForm, ContactMessageInput>({
    // The form holds `false` for the unticked box; the schema turns it into its message.
    schema: contactMessageSchema,
    defaultValues: emptyMessage,
    fields: fieldNames,
    onSubmit: async (message) => {
      setSent(false);
      await send.mutateAsync({ body: message });
      reset(emptyMessage);
      setSent(true);
    },
  });

  const messageLength = useWatch({ control, name: 'message' }).trim().length;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
    }, CONTACT_SUCCESS_BANNER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sent]);

  return (
    <form className="relative space-y-4" noValidate aria-label={t('contact.messageUs')} onSubmit={submit}>
      {sent ? <FormAlert tone="success">{t('contact.form.sent')}</FormAlert> : null}
      {failure ? <FormAlert tone="error">{t('contact.form.failed', { reason: failure })}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('contact.form.name')} autoComplete="name" error={errors.name} {...register('name')} />
        <TextField label={t('contact.form.email')} type="email" autoComplete="email" error={errors.email} {...register('email')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('contact.form.phone')} type="tel" autoComplete="tel" optional error={errors.phone} {...register('phone')} />
        <TextField label={t('contact.form.subject')} error={errors.subject} {...register('subject')} />
      </div>
      <TextAreaField label={t('contact.form.message')} rows={6} error={errors.message} count={{ length: messageLength, max: contactLimits.message }} {...register('message')} />
      <CheckboxField
        label={
          <>
            {t('contact.form.agreeBefore')}{' '}
            <Link to="/privacy" className={textLinkClass}>
              {t('contact.form.privacyPolicy')}
            </Link>
            {t('contact.form.agreeAfter')}
          </>
        }
        error={errors.privacy}
        {...register('privacy')}
      />
      <Honeypot {...register('website')} />
      <SubmitButton busy={isSubmitting} busyText={t('contact.form.sending')}>
        {t('contact.form.submit')}
      </SubmitButton>
    </form>
  );
}
