import { defaultValues, parkinsonsMessages } from '@clinvia/contracts/predictions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { stubHangingFetch } from './engine/testing';

// PRED-PARK: the voice analysis screen keeps its form beside the result; Reset brings back the
// sample recording and drops the result, and a request still on its way.

const predict = '/ml/parkinsons/predict';
const sample = defaultValues('parkinsons');

async function open() {
  const user = userEvent.setup({ delay: null });
  renderApp('/parkinson-disease-detection', patient);
  await screen.findByRole('heading', { level: 1, name: "Parkinson's Voice Analysis" }, { timeout: 15_000 });
  return user;
}

const fo = () => screen.getByRole('textbox', { name: 'MDVP:Fo (Hz)' });
const hnr = () => screen.getByRole('textbox', { name: 'HNR (dB)' });

describe("the Parkinson's voice analysis screen (PRED-PARK)", { timeout: 20_000 }, () => {
  it('says the form starts from a sample recording, and Reset brings it back and drops the result', async () => {
    const api = fakeApi({ [`POST ${predict}`]: { body: { message: parkinsonsMessages.negative, probability: 0.04, threshold: 0.5 } } });
    const user = await open();
    expect(screen.getByTestId('sample-values-note')).toHaveTextContent('Sample values from a patient in the data set: replace them with your own.');
    await user.clear(fo());
    await user.type(fo(), '201.5');
    await user.clear(hnr());
    await user.type(hnr(), '18');
    await user.click(screen.getByRole('button', { name: 'Analyze Voice Measures' }));
    expect(await screen.findByRole('heading', { name: 'Voice Analysis Result' })).toBeInTheDocument();
    // The form stays beside the result, with what was typed; the result is not the sample's.
    expect(fo()).toHaveValue('201.5');
    expect(screen.getAllByTestId('sample-values-note')).toHaveLength(1);
    expect(api.calls('POST', predict)[0]?.body).toEqual({ ...sample, mdvp_fo_hz: 201.5, hnr: 18 });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(fo()).toHaveValue(String(sample.mdvp_fo_hz));
    expect(hnr()).toHaveValue(String(sample.hnr));
    expect(screen.queryByRole('heading', { name: 'Voice Analysis Result' })).not.toBeInTheDocument();
    // Reset only resets: nothing more was sent.
    expect(api.calls('POST', predict)).toHaveLength(1);
  });

  it('Reset while the analysis is on its way stops it: the button is free again and no result or error comes', async () => {
    const fetchMock = stubHangingFetch();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Analyze Voice Measures' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Analyze Voice Measures' })).toBeEnabled();
    const predictCall = fetchMock.mock.calls.find(([url]) => url.endsWith(predict));
    expect(predictCall?.[1]?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Voice Analysis Result' })).not.toBeInTheDocument();
  });

  it('a failed second analysis takes away the first result, so an old answer is never read as the new one', async () => {
    let fail = false;
    fakeApi({ [`POST ${predict}`]: () => (fail ? apiError(503, 'model_unavailable', 'The model is not loaded') : { body: { message: parkinsonsMessages.positive } }) });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Analyze Voice Measures' }));
    expect(await screen.findByTestId('service-answer')).toHaveTextContent(parkinsonsMessages.positive);
    // The untouched sample's result says so.
    expect(screen.getAllByTestId('sample-values-note')).toHaveLength(2);

    fail = true;
    await user.clear(fo());
    await user.type(fo(), '150');
    await user.click(screen.getByRole('button', { name: 'Analyze Voice Measures' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: The model is not loaded');
    await waitFor(() => {
      expect(screen.queryByTestId('service-answer')).not.toBeInTheDocument();
    });
    expect(fo()).toHaveValue('150');
  });

  it('says there was no answer when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Analyze Voice Measures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No response from server');
  });
});
