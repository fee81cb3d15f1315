import { Dialog } from '../../../components/ui/Dialog';
import { ReasonForm } from './ReasonForm';

interface ReasonDialogProps {
  title: string;
  /** What happens when it is confirmed. */
  description: string;
  label: string;
  submitText: string;
  busyText: string;
  tone?: 'danger' | 'primary';
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A modal question that needs a reason (taking a member's access away or giving it back); what was typed stays on failure. */
export function ReasonDialog({ title, description, label, submitText, busyText, tone, onSubmit, onClose }: ReasonDialogProps) {
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      <ReasonForm label={label} submitText={submitText} busyText={busyText} tone={tone} onSubmit={onSubmit} onCancel={onClose} />
    </Dialog>
  );
}
