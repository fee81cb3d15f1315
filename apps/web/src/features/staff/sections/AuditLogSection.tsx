import { auditActionLabel } from '@clinvia/contracts/audit-actions';
import type { AuditEntry } from '@clinvia/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination';
import { showingCaption } from '../../../components/pagination';
import { reasonOf } from '../../../lib/api';
import { auditActionsQuery, auditLogQuery, downloadAuditLog, type AuditFilters } from '../api';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { formatInstant } from '../components/dates';
import { usePageParam } from '../components/usePageParam';
import { Table, type Column } from '../../../components/ui/Table';

const filterKeys = ['actor', 'patient', 'action', 'from', 'to'] as const;
type FilterKey = (typeof filterKeys)[number];

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const inputClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500';

const columns: readonly Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => formatInstant(entry.at), className: 'text-sm text-slate-700' },
  {
    header: 'Who',
    cell: (entry) => (
      <>
        <span className="font-medium text-slate-900">{entry.actor_name ?? (entry.actor_id === null ? 'Anonymous' : 'Deleted account')}</span>
        {entry.actor_role !== null && <span className="block text-xs capitalize text-slate-600">{entry.actor_role}</span>}
      </>
    ),
  },
  {
    header: 'Action',
    cell: (entry) => (
      <>
        {/* STAFF-17: the action in words; its code on hover (and in the export). */}
        <span className="text-sm font-medium text-slate-900" title={entry.action}>
          {auditActionLabel(entry.action)}
        </span>
        {entry.detail !== null && <span className="block break-words text-xs text-slate-600">{entry.detail}</span>}
      </>
    ),
  },
  { header: 'Patient', cell: (entry) => entry.patient_name ?? '—', className: 'text-sm text-slate-800' },
  { header: 'Address', cell: (entry) => entry.ip ?? '', className: 'text-xs text-slate-600' },
];

export default function AuditLogSection() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const applied: AuditFilters = {
    actor: params.get('actor') ?? '',
    patient: params.get('patient') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page,
  };
  const [draft, setDraft] = useState<Record<FilterKey, string>>(applied);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const entries = useQuery(auditLogQuery(applied));
  const actions = useQuery(auditActionsQuery());
  const data = entries.data;

  const apply = (values: Record<FilterKey, string>) => {
    const next = new URLSearchParams();
    for (const key of filterKeys) if (values[key].trim() !== '') next.set(key, values[key].trim());
    setParams(next);
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditLog(applied);
    } catch (error) {
      setExportError(reasonOf(error));
    } finally {
      setExporting(false);
    }
  };
  const update = (key: FilterKey) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  };

  return (
    <Section
      title="Audit log"
      description="Who read or changed which patient's records, and when. Read-only; reading it is recorded too."
      actions={
        <Button disabled={exporting} onClick={() => void exportCsv()} variant="secondary">
          <Download className="size-4" aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      {exportError !== null && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {exportError}
        </p>
      )}
      <form
        role="search"
        aria-label="Filter the audit log"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <FilterField label="Who acted">{(id) => <input id={id} className={inputClass} placeholder="Name or e-mail" value={draft.actor} onChange={update('actor')} />}</FilterField>
        <FilterField label="Patient">{(id) => <input id={id} className={inputClass} placeholder="Name or e-mail" value={draft.patient} onChange={update('patient')} />}</FilterField>
        <FilterField label="Action">
          {(id) => (
            <select id={id} className={inputClass} value={draft.action} onChange={update('action')}>
              <option value="">All actions</option>
              {[...(actions.data ?? [])].sort((a, b) => auditActionLabel(a).localeCompare(auditActionLabel(b))).map((action) => (
                <option key={action} value={action} title={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="From">{(id) => <input id={id} type="date" className={inputClass} value={draft.from} onChange={update('from')} />}</FilterField>
        <FilterField label="To">{(id) => <input id={id} type="date" className={inputClass} value={draft.to} onChange={update('to')} />}</FilterField>
        <div className="flex items-end gap-2">
          <Button type="submit">
            Apply filters
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              const empty = { actor: '', patient: '', action: '', from: '', to: '' };
              setDraft(empty);
              apply(empty);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <div className="mt-6">
        <LoadState pending={entries.isPending} error={entries.error} empty={data?.items.length === 0} emptyText="No entries match these filters." onRetry={() => void entries.refetch()}>
          {data && (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {showingCaption(data.page, data.pageSize, data.total, data.items.length, 'entries')}
              </p>
              <Table caption="Audit log entries" columns={columns} rows={data.items} rowKey={(entry) => entry.id} emptyText="No entries match these filters." />
              <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}
