import type { MyConsent, SignConsentResult } from '@clinvia/contracts/consents';
import { signConsent } from '@clinvia/contracts/operations/consents';
import { Eraser, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/client';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { ConsentText } from './ConsentText';
import { FieldError } from '../ui/Field';

// CONSENT-3, CONSENT-8: reads a consent and signs it, by drawing (signature_pad) or by typing the
// name, for /consents and the check-in's consents step. The text is plain text shown as text
// (SEC-13). Keyboard and screen-reader users sign by typing; every control is labelled and each
// error is tied to its field.

type Method = 'drawn' | 'typed';

export interface ConsentSignerProps {
  readonly consent: Pick<MyConsent, 'id' | 'current'>;
  /** The visit the signature is for (the check-in's), if any. */
  readonly appointmentId?: string;
  readonly onSigned: (result: SignConsentResult) => void;
}

/** The pad's canvas at the device's resolution (at most 2×, within the server's 2400 × 1200). */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad | null): void {
  const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
  canvas.width = Math.round(canvas.offsetWidth * ratio);
  canvas.height = Math.round(canvas.offsetHeight * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  // Resizing a canvas wipes it: the pad redraws its strokes.
  if (pad !== null) pad.fromData(pad.toData());
}

export function ConsentSigner({ consent, appointmentId, onSigned }: ConsentSignerProps) {
  const { t } = useTranslation('consent');
  const id = useId();
  const [method, setMethod] = useState<Method>('drawn');
  const [typedName, setTypedName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** No canvas to draw on (an old browser, or the pad's code failed to load): typing still signs. */
  const [padUnavailable, setPadUnavailable] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (method !== 'drawn' || element === null) return;
    let live = true;
    const onResize = () => {
      fitCanvas(element, pad.current);
    };
    // Loaded with the pad, not with the page: typing needs none of it.
    import('signature_pad')
      .then(({ default: Pad }) => {
        if (!live) return;
        if (element.getContext('2d') === null) {
          setPadUnavailable(true);
          return;
        }
        fitCanvas(element, null);
        pad.current = new Pad(element, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
        pad.current.addEventListener('beginStroke', () => {
          setErrors((current) => ({ ...current, image: '' }));
        });
        window.addEventListener('resize', onResize);
      })
      .catch(() => {
        if (live) setPadUnavailable(true);
      });
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      pad.current?.off();
      pad.current = null;
    };
  }, [method]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    let body: { method: Method; typedName?: string; image?: string };
    if (method === 'drawn') {
      if (pad.current === null || pad.current.isEmpty()) {
        setErrors({ image: t('signer.padEmpty') });
        return;
      }
      body = { method, image: pad.current.toDataURL('image/png') };
    } else {
      if (typedName.trim() === '') {
        setErrors({ typedName: t('signer.nameEmpty') });
        return;
      }
      body = { method, typedName };
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await call(signConsent, { params: { consentId: consent.id }, body: { ...body, versionId: consent.current.id, ...(appointmentId === undefined ? {} : { appointmentId }) } });
      onSigned(result);
    } catch (error) {
      if (error instanceof ApiError && error.fields !== undefined && (error.fields.image !== undefined || error.fields.typedName !== undefined)) setErrors(error.fields);
      else setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const choose = (next: Method) => {
    setMethod(next);
    setErrors({});
  };

  const imageError = errors.image === '' ? undefined : errors.image;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <div>
        {/* Inside a consent card (/consents) or the check-in step: both are under an h2. */}
        <h3 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {consent.current.title}
        </h3>
        <p className="text-sm text-slate-600">{t('signer.version', { version: consent.current.version })}</p>
      </div>
      <ConsentText title={consent.current.title} body={consent.current.body} />

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('signer.howToSign')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['drawn', 'typed'] as const).map((option) => (
            <label key={option} className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${method === option ? 'border-teal-600 bg-teal-50 font-semibold text-teal-900' : 'border-slate-300 text-slate-700'}`}>
              <input
                type="radio"
                name={`${id}-method`}
                value={option}
                checked={method === option}
                onChange={() => {
                  choose(option);
                }}
                className="size-4 accent-teal-700"
              />
              {option === 'drawn' ? t('signer.draw') : t('signer.type')}
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'drawn' ? (
        <div>
          <p id={`${id}-pad-hint`} className="mb-1.5 text-sm text-slate-600">
            {padUnavailable ? t('signer.padUnavailable') : t('signer.padHint')}
          </p>
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('signer.padLabel')}
            aria-describedby={imageError ? `${id}-pad-error` : `${id}-pad-hint`}
            aria-invalid={imageError ? true : undefined}
            className={`h-40 w-full touch-none rounded-lg border-2 bg-white ${imageError ? 'border-red-600' : 'border-dashed border-slate-400'}`}
          />
          <FieldError id={`${id}-pad-error`} message={imageError} className="mt-1.5" />
          <div className="mt-2 flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                pad.current?.clear();
              }}
            >
              <Eraser className="size-4" aria-hidden="true" />
              {t('signer.clear')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                const strokes = pad.current?.toData() ?? [];
                strokes.pop();
                pad.current?.fromData(strokes);
              }}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              {t('signer.undo')}
            </Button>
          </div>
        </div>
      ) : (
        <Field label={t('signer.typedLabel')} hint={t('signer.typedHint')} error={errors.typedName}>
          {(control) => (
            <div>
              <input
                {...control}
                type="text"
                autoComplete="name"
                value={typedName}
                onChange={(event) => {
                  setTypedName(event.target.value);
                }}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
              />
              {typedName.trim() !== '' && (
                <p className="mt-2 text-sm text-slate-600">
                  {t('signer.preview')} <span className="font-serif text-2xl text-slate-900 italic">{typedName.trim()}</span>
                </p>
              )}
            </div>
          )}
        </Field>
      )}

      <p className="text-sm text-slate-600">{t('signer.agreement')}</p>
      {formError !== null && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" loading={busy} loadingText={t('signer.signing')}>
        {t('signer.sign')}
      </Button>
    </form>
  );
}
