import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ThreadView } from '../../components/messages/ThreadView';

/** /messages/:threadId (MSG-UI-2): one of the patient's conversations, to read and answer. */
export default function ThreadPage() {
  const { t } = useTranslation('messages');
  const { threadId = '' } = useParams();
  return (
    <div className="page-container max-w-4xl py-8 sm:py-10">
      <ThreadView key={threadId} threadId={threadId} viewer="patient" back={{ to: '/messages', label: t('back') }} />
    </div>
  );
}
