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

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="block border-b border-slate-200 py-3 md:table-row md:py-0">
      <td className="block px-3 py-1 text-sm text-slate-700 md:table-cell md:py-3">{formatInstant(entry.at)}</td>
      <td className="block px-3 py-1 md:table-cell md:py-3">
        <span className="font-medium text-slate-900">{entry.actor_name ?? (entry.actor_id === null ? 'Anonymous' : 'Deleted account')}</span>
        {entry.actor_role !== null && <span className="block text-xs capitalize text-slate-600">{entry.actor_role}</span>}
      </td>
      <td className="block px-3 py-1 md:table-cell md:py-3">
        {/* STAFF-17: the action in words; its code on hover (and in the export). */}
        <span className="text-sm font-medium text-slate-900" title={entry.action}>
          {auditActionLabel(entry.action)}
        </span>
        {entry.detail !== null && <span className="block break-words text-xs text-slate-600">{entry.detail}</span>}
      </td>
      <td className="block px-3 py-1 text-sm text-slate-800 md:table-cell md:py-3">{entry.patient_name ?? '—'}</td>
      <td className="block px-3 py-1 text-xs text-slate-600 md:table-cell md:py-3">{entry.ip ?? ''}</td>
    </tr>
  );
}

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
              <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <table className="block w-full md:table">
                  <thead className="hidden bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 md:table-header-group">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        When
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Who
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Action
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Patient
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Address
                      </th>
                    </tr>
                  </thead>
                  <tbody className="block md:table-row-group">
                    {data.items.map((entry) => (
                      <EntryRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}
