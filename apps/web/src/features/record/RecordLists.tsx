import { recordLists, type PatientRecord, type RecordEntry, type RecordEntryInput, type RecordList } from '@clinvia/contracts/record';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryFacts } from '../../components/record/RecordView';
import { Button } from '../../components/ui/Button';
import { reasonOf } from '../../lib/api';
import { confirmDialog, showToast } from '../../lib/toast';
import { addEntry, myRecordKey, removeEntry, updateEntry } from './api';
import { EntryForm } from './EntryForm';

// RECORD-2, RECORD-3: the patient's three lists with add, edit and remove; an entry copied from a
// check-in says so.

function EntryRow({ list, entry }: { list: RecordList; entry: RecordEntry }) {
  const { t } = useTranslation('record');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: myRecordKey });
  if (editing) {
    return (
      <li className="py-2">
        <EntryForm
          list={list}
          entry={entry}
          onCancel={() => {
            setEditing(false);
          }}
          onSave={async (input: RecordEntryInput) => {
            const answer = await updateEntry(list, entry.id, input);
            await refresh();
            setEditing(false);
            void showToast({ icon: 'success', title: answer.message, durationMs: 2000 });
          }}
        />
      </li>
    );
  }
  const remove = async () => {
    const sure = await confirmDialog({ title: t('removeTitle', { name: entry.name }), text: t('removeText'), confirmText: t('remove') });
    if (!sure) return;
    setBusy(true);
    try {
      const answer = await removeEntry(list, entry.id);
      await refresh();
      void showToast({ icon: 'success', title: answer.message, durationMs: 2000 });
    } catch (error) {
      void showToast({ icon: 'error', title: reasonOf(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex items-start justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">{entry.name}</p>
        <EntryFacts entry={entry} ownRecord />
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('editEntry', { name: entry.name })}
          title={t('edit')}
          onClick={() => {
            setEditing(true);
          }}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('removeEntry', { name: entry.name })} title={t('remove')} loading={busy} onClick={() => void remove()}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function ListCard({ list, entries }: { list: RecordList; entries: RecordEntry[] }) {
  const { t } = useTranslation('record');
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const headingId = `record-list-${list}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t(`lists.${list}`)}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t(`listEmpty.${list}`)}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100" aria-label={t(`lists.${list}`)}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} list={list} entry={entry} />
          ))}
        </ul>
      )}
      <div className="mt-3">
        {adding ? (
          <EntryForm
            list={list}
            onCancel={() => {
              setAdding(false);
            }}
            onSave={async (input) => {
              const answer = await addEntry(list, input);
              await client.invalidateQueries({ queryKey: myRecordKey });
              setAdding(false);
              void showToast({ icon: 'success', title: answer.message, durationMs: 2000 });
            }}
          />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setAdding(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t(`add.${list}`)}
          </Button>
        )}
      </div>
    </section>
  );
}

/** RECORD-2: the lists the patient keeps, each editable. */
export function RecordLists({ record }: { record: PatientRecord }) {
  const { t } = useTranslation('record');
  return (
    <div>
      <p className="mb-3 text-slate-600">{t('listsLead')}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        {recordLists.map((list) => (
          <ListCard key={list} list={list} entries={record.lists[list]} />
        ))}
      </div>
    </div>
  );
}
