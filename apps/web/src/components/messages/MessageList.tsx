import type { ThreadMessage } from '@clinvia/contracts/threads';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/i18n';
import { Attachments } from './Attachments';
import { formatWhen } from './texts';

/**
 * The messages of a thread, oldest first (MSG-UI-2): who wrote (name and role), when, the text
 * as plain text with its line breaks (never HTML), and the attachments. The patient's own
 * messages read 'You'; the clinic's sit on the other side, tinted.
 */
export function MessageList({ threadId, messages, viewer }: { threadId: string; messages: readonly ThreadMessage[]; viewer: 'patient' | 'clinic' }) {
  const { t } = useTranslation('messagesKit');
  const language = useLanguage();
  return (
    <ol aria-label={t('messagesLabel')} className="space-y-4">
      {messages.map((message) => {
        const fromPatient = message.author.role === 'patient';
        const own = viewer === 'patient' && fromPatient;
        return (
          <li key={message.id} className={`flex ${fromPatient ? 'justify-start' : 'justify-end'}`}>
            <article
              aria-label={`${own ? t('you') : message.author.name}, ${formatWhen(message.created_at, language)}`}
              className={`w-full max-w-2xl rounded-xl border p-4 ${fromPatient ? 'border-slate-200 bg-white' : 'border-teal-200 bg-teal-50'}`}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-slate-900">
                  {own ? t('you') : message.author.name}
                  <span className="ml-1.5 text-sm font-normal text-slate-600">({t(`roles.${message.author.role}`)})</span>
                </p>
                <time dateTime={message.created_at} className="text-sm text-slate-600">
                  {formatWhen(message.created_at, language)}
                </time>
              </header>
              {/* Plain text: React escapes it; pre-wrap keeps the writer's line breaks. */}
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{message.body}</p>
              <Attachments threadId={threadId} files={message.attachments} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
