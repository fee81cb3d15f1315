import { appointmentTypes, type AppointmentType } from '@clinvia/contracts/appointments';
import { maxVisitSlots, type VisitTypeOffer, type VisitTypeSource } from '@clinvia/contracts/visit-types';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../lib/api';
import { FormAlert } from './fields';
import { Badge } from './ui/Badge';
import { Button } from './ui/Button';
import { FormActions } from './ui/FormActions';

// VISIT-2: the form that sets which of BOOK-3's types are offered and how many slots each takes,
// for a doctor (the portal's Visit types section) or a specialization (the staff console).
// Only valid choices can be made here (checkboxes and 1 to 2 slots); the server checks again.
// Its words are the booking kit's ('bookingKit', visitTypes), the types named as the wizard names them.

interface Row {
  offered: boolean;
  slots: number;
}

function rowsOf(offers: readonly VisitTypeOffer[]): Record<AppointmentType, Row> {
  const rows = {} as Record<AppointmentType, Row>;
  for (const type of appointmentTypes) {
    const offer = offers.find((candidate) => candidate.type === type);
    rows[type] = { offered: offer !== undefined, slots: offer?.slots ?? 1 };
  }
  return rows;
}

interface VisitTypesEditorProps {
  idPrefix: string;
  offers: readonly VisitTypeOffer[];
  source: VisitTypeSource;
  /** Minutes of one slot, to say each length in minutes (a doctor's; a specialization has none). */
  slotMinutes?: number | undefined;
  /** Sends the list (empty: the default); a throw is shown above the buttons, the choices kept. */
  onSave: (types: VisitTypeOffer[]) => Promise<void>;
}

const slotChoices = Array.from({ length: maxVisitSlots }, (_, index) => index + 1);

export function VisitTypesEditor({ idPrefix, offers, source, slotMinutes, onSave }: VisitTypesEditorProps) {
  const { t } = useTranslation('bookingKit');
  const [rows, setRows] = useState(() => rowsOf(offers));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  // A saved list (or the default it gave back) replaces the choices, as React's docs adjust state to a new prop.
  const [shown, setShown] = useState(offers);
  if (shown !== offers) {
    setShown(offers);
    setRows(rowsOf(offers));
  }

  async function save(types: VisitTypeOffer[]) {
    setOutcome(null);
    setSaving(true);
    try {
      await onSave(types);
      setOutcome({ tone: 'success', text: t('visitTypes.saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: reasonOf(error) });
    } finally {
      setSaving(false);
    }
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const types = appointmentTypes.filter((type) => rows[type].offered).map((type) => ({ type, slots: rows[type].slots }));
    if (types.length === 0) {
      setOutcome({ tone: 'error', text: t('visitTypes.noneChosen') });
      return;
    }
    void save(types);
  }

  const change = (type: AppointmentType, row: Partial<Row>) => {
    setRows((current) => ({ ...current, [type]: { ...current[type], ...row } }));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        <Badge tone={source === 'doctor' ? 'teal' : 'slate'}>{t(`visitTypes.sources.${source}`)}</Badge>
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {appointmentTypes.map((type, index) => {
          const id = `${idPrefix}-${String(index)}`;
          return (
            <li key={type} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <label htmlFor={`${id}-offered`} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900">
                <input
                  id={`${id}-offered`}
                  type="checkbox"
                  className="size-5 shrink-0 accent-teal-700"
                  checked={rows[type].offered}
                  onChange={(event) => {
                    change(type, { offered: event.target.checked });
                  }}
                />
                {t(`details.types.${type}`)}
              </label>
              <span className="flex items-center gap-2 text-sm text-slate-700">
                <span aria-hidden="true">{t('visitTypes.length')}</span>
                <select
                  id={`${id}-slots`}
                  aria-label={t('visitTypes.lengthOf', { type: t(`details.types.${type}`) })}
                  className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-100 disabled:text-slate-500"
                  value={rows[type].slots}
                  disabled={!rows[type].offered}
                  onChange={(event) => {
                    change(type, { slots: Number(event.target.value) });
                  }}
                >
                  {slotChoices.map((slots) => (
                    <option key={slots} value={slots}>
                      {slotMinutes === undefined ? t('visitTypes.slots', { count: slots }) : t('visitTypes.slotsMinutes', { count: slots, minutes: slots * slotMinutes })}
                    </option>
                  ))}
                </select>
              </span>
            </li>
          );
        })}
      </ul>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <FormActions>
        <Button type="submit" loading={saving} loadingText={t('visitTypes.saving')}>
          {t('visitTypes.save')}
        </Button>
        {source === 'doctor' || source === 'specialization' ? (
          <Button variant="secondary" disabled={saving} onClick={() => void save([])}>
            {t('visitTypes.useDefault')}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}
