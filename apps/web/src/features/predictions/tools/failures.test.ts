import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PredictionFailure } from '../api';
import { useBreastCancerTool } from './breast-cancer';
import { useCaloriesTool } from './calories';
import { useDiabetesTool } from './diabetes';
import { useHeartTool } from './heart';
import { useInsuranceTool } from './insurance';
import { useParkinsonsTool } from './parkinsons';

// The converted tools' words come from the 'predictions' catalogue (I18N-1), read in English here.
const heartTool = renderHook(() => useHeartTool()).result.current;
const parkinsonsTool = renderHook(() => useParkinsonsTool()).result.current;
const breastCancerTool = renderHook(() => useBreastCancerTool()).result.current;
const caloriesTool = renderHook(() => useCaloriesTool()).result.current;
const insuranceTool = renderHook(() => useInsuranceTool()).result.current;
const diabetesTool = renderHook(() => useDiabetesTool()).result.current;

const timeout: PredictionFailure = { kind: 'timeout' };
const network: PredictionFailure = { kind: 'network' };
const serverSaid: PredictionFailure = { kind: 'http', status: 500, message: 'Something went wrong on our side. Please try again.' };
const bareStatus: PredictionFailure = { kind: 'http', status: 503 };
const unreadable: PredictionFailure = { kind: 'invalid-response', status: 200 };

describe("each tool words a failure as its requirement says (PRED-PARK-3, PRED-HEART-3, PRED-BREAST-3, PRED-CAL-3, PRED-INS-3, PRED-DIAB-4)", () => {
  it("Parkinson's: the server's message, 'No response from server', or the error", () => {
    expect(parkinsonsTool.failureMessage(serverSaid)).toBe('Error: Something went wrong on our side. Please try again.');
    expect(parkinsonsTool.failureMessage(bareStatus)).toBe('Error: Server responded with status 503');
    expect(parkinsonsTool.failureMessage(timeout)).toBe('Error: No response from server');
    expect(parkinsonsTool.failureMessage(network)).toBe('Error: No response from server');
    expect(parkinsonsTool.failureMessage(unreadable)).toBe('Error: Unexpected response format from server');
  });

  it("breast cancer: the server's text, its status, an unexpected format, or the generic text", () => {
    expect(breastCancerTool.failureMessage(serverSaid)).toBe('Something went wrong on our side. Please try again.');
    expect(breastCancerTool.failureMessage(bareStatus)).toBe('Server responded with status: 503');
    expect(breastCancerTool.failureMessage(unreadable)).toBe('Unexpected response format from server');
    expect(breastCancerTool.failureMessage(timeout)).toBe('Failed to get prediction. Please try again later.');
    expect(breastCancerTool.failureMessage(network)).toBe('Failed to get prediction. Please try again later.');
  });

  it.each([
    [heartTool, 'There was an error making the prediction. Please try again.'],
    [caloriesTool, 'Failed to predict calories. Please try again.'],
    [insuranceTool, 'Failed to predict insurance cost. Please try again.'],
    [diabetesTool, 'An error occurred while processing your request. Please try again.'],
  ] as const)('$tool: one text for every failure', (tool, text) => {
    for (const failure of [timeout, network, serverSaid, bareStatus, unreadable]) expect(tool.failureMessage(failure)).toBe(text);
  });
});
