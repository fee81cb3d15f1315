import { auditActionLabel } from '@clinvia/contracts/audit-actions';
import type { AuditEntry } from '@clinvia/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination';
import { reasonOf } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n/i18n';
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

const roles = ['patient', 'doctor', 'staff'] as const;
const isRole = (role: string): role is (typeof roles)[number] => (roles as readonly string[]).includes(role);

/** The table's columns in the page's language (I18N-1). */
function useColumns(): readonly Column<AuditEntry>[] {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return [
  { header: t('auditLog.when'), cell: (entry) => formatInstant(entry.at, language), className: 'text-sm text-slate-700' },
  {
    header: t('auditLog.who'),
    cell: (entry) => (
      <>
        <span className="font-medium text-slate-900">{entry.actor_name ?? t(entry.actor_id === null ? 'auditLog.anonymous' : 'auditLog.deletedAccount')}</span>
        {entry.actor_role !== null && <span className="block text-xs capitalize text-slate-600">{isRole(entry.actor_role) ? t(`auditLog.role.${entry.actor_role}`) : entry.actor_role}</span>}
      </>
    ),
  },
  {
    header: t('auditLog.action'),
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
  { header: t('auditLog.patient'), cell: (entry) => entry.patient_name ?? '—', className: 'text-sm text-slate-800' },
  { header: t('auditLog.address'), cell: (entry) => entry.ip ?? '', className: 'text-xs text-slate-600' },
  ];
}

export default function AuditLogSection() {
  const { t } = useTranslation('staff');
  const columns = useColumns();
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
      title={t('auditLog.title')}
      description={t('auditLog.description')}
      actions={
        <Button disabled={exporting} onClick={() => void exportCsv()} variant="secondary">
          <Download className="size-4" aria-hidden="true" />
          {t(exporting ? 'auditLog.exporting' : 'auditLog.export')}
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
        aria-label={t('auditLog.filters')}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <FilterField label={t('auditLog.whoActed')}>{(id) => <input id={id} className={inputClass} placeholder={t('auditLog.namePlaceholder')} value={draft.actor} onChange={update('actor')} />}</FilterField>
        <FilterField label={t('auditLog.patient')}>{(id) => <input id={id} className={inputClass} placeholder={t('auditLog.namePlaceholder')} value={draft.patient} onChange={update('patient')} />}</FilterField>
        <FilterField label={t('auditLog.action')}>
          {(id) => (
            <select id={id} className={inputClass} value={draft.action} onChange={update('action')}>
              <option value="">{t('auditLog.allActions')}</option>
              {[...(actions.data ?? [])].sort((a, b) => auditActionLabel(a).localeCompare(auditActionLabel(b))).map((action) => (
                <option key={action} value={action} title={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={t('auditLog.from')}>{(id) => <input id={id} type="date" className={inputClass} value={draft.from} onChange={update('from')} />}</FilterField>
        <FilterField label={t('auditLog.to')}>{(id) => <input id={id} type="date" className={inputClass} value={draft.to} onChange={update('to')} />}</FilterField>
        <div className="flex items-end gap-2">
          <Button type="submit">
            {t('auditLog.apply')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              const empty = { actor: '', patient: '', action: '', from: '', to: '' };
              setDraft(empty);
              apply(empty);
            }}
          >
            {t('auditLog.clear')}
          </Button>
        </div>
      </form>
      <div className="mt-6">
        <LoadState pending={entries.isPending} error={entries.error} empty={data?.items.length === 0} emptyText={t('auditLog.empty')} onRetry={() => void entries.refetch()}>
          {data && (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {data.items.length > 0 && t('auditLog.showing', { first: (data.page - 1) * data.pageSize + 1, last: (data.page - 1) * data.pageSize + data.items.length, total: data.total })}
              </p>
              <Table caption={t('auditLog.caption')} columns={columns} rows={data.items} rowKey={(entry) => entry.id} emptyText={t('auditLog.empty')} />
              <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}
