import { MailX } from 'lucide-react';

/**
 * MAIL-2: the clinic sends no e-mail (MAIL_DELIVERY=off), said where staff look: the dashboard
 * and the Messages section, from the flag their answers carry.
 */
export function EmailOffNotice() {
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
      <MailX className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-bold">E-mail is off</p>
        <p className="text-sm">
          The clinic sends no e-mail right now (MAIL_DELIVERY=off). Appointment e-mails are kept as ‘Not sent’, and patients cannot reset a password or change their e-mail address by e-mail. To send e-mail again, set SMTP_URL, remove MAIL_DELIVERY=off and restart the server.
        </p>
      </div>
    </div>
  );
}
