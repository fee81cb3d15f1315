import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import getPort from 'get-port';
import { signInAs } from './support/session';

// PRED-10 (issue 25.1): the six screens against a service that speaks only SPEC's contract, the
// Flask + scikit-learn peer, flask_predict.py (the specification's original stack). Each
// screen's POST to /ml/<tool>/predict is answered by the peer's /<tool>/predict, so the page
// shows what a SPEC-shaped service sends: one field per tool, no probability, interval,
// explanation, warnings or model. predictions.spec.ts runs the same screens against ours.

const gunicorn = '/usr/bin/gunicorn';
const root = resolve(import.meta.dirname, '..');
/** FLASK_PEER_DIR, else the `peers` folder of the project's shared folder, beside the clone or beside its worktree folder. */
const peerDirectory = [process.env.FLASK_PEER_DIR, resolve(root, '../shared/peers'), resolve(root, '../../shared/peers')].find(
  (directory): directory is string => directory !== undefined && existsSync(resolve(directory, 'flask_predict.py')),
);

test.skip(!existsSync(gunicorn), `Skipped: the Flask peer runs under ${gunicorn}, which is not installed (Debian: apt-get install gunicorn python3-flask python3-sklearn python3-pandas; .ci/run does it)`);
test.skip(peerDirectory === undefined, 'Skipped: no shared/peers/flask_predict.py beside the clone (set FLASK_PEER_DIR)');
// One peer for the file; its tests share it one at a time.
test.describe.configure({ mode: 'serial' });

let peer: ChildProcess | undefined;
let peerUrl = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await getPort();
  peerUrl = `http://127.0.0.1:${String(port)}`;
  // The peer trains its six models at start-up (a few seconds, longer on a busy machine).
  peer = spawn(gunicorn, ['-w', '1', '-b', `127.0.0.1:${String(port)}`, '--chdir', peerDirectory ?? '.', 'flask_predict:app'], { stdio: 'ignore' });
  const deadline = Date.now() + 100_000;
  for (;;) {
    const up = await fetch(`${peerUrl}/hello`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || peer.exitCode !== null) throw new Error(`The Flask peer did not start at ${peerUrl}`);
    await new Promise((done) => setTimeout(done, 500));
  }
});

test.afterAll(() => {
  peer?.kill();
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'patient');
});

/** Sends the screen's prediction request to the peer; resolves to the peer's answer body. */
async function answerFromPeer(page: Page, service: string): Promise<() => Record<string, unknown>> {
  let answer: Record<string, unknown> | undefined;
  await page.route(`**/ml/${service}/predict`, async (route) => {
    const response = await route.fetch({ url: `${peerUrl}/${service}/predict` });
    answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response });
  });
  return () => {
    if (answer === undefined) throw new Error(`The peer was not asked for ${service}`);
    return answer;
  };
}

/** Nothing of our service's extras is shown when the answer carries none. */
async function expectNoExtras(page: Page): Promise<void> {
  await expect(page.getByText(/estimated probability/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What moved this estimate most' })).toHaveCount(0);
  await expect(page.getByText(/cross-validated/)).toHaveCount(0);
  await expect(page.getByText(/^Likely range/)).toHaveCount(0);
  // The disclaimer is ours when the service sends none.
  await expect(page.getByText('An estimate from a statistical model, not a diagnosis: talk to a healthcare professional.')).toBeVisible();
}

/** The verdict box of `sentence` is green or red as the specification's rule for the tool says (PRED-HEART-2, PRED-PARK-2, PRED-BREAST-2, PRED-DIAB-3). */
async function expectTone(page: Page, sentence: string, favourable: boolean): Promise<void> {
  await expect(page.locator('[data-tone]').filter({ hasText: sentence })).toHaveAttribute('data-tone', favourable ? 'favourable' : 'adverse');
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`Expected text, got ${JSON.stringify(value)}`);
  return value;
}

test('heart: the peer’s prediction text, green or red by SPEC’s rule', async ({ page }) => {
  const answer = await answerFromPeer(page, 'heart');
  await page.goto('/heart-disease-detection');
  await page.getByRole('button', { name: 'Assess Heart Disease Risk' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Heart Disease Risk Result' })).toBeFocused();
  const prediction = text(answer().prediction);
  await expect(page.getByText(prediction, { exact: true })).toBeVisible();
  await expectTone(page, prediction, prediction.includes('not'));
  await expectNoExtras(page);
});

test("Parkinson's: the peer's message, positive when it names Parkinson's", async ({ page }) => {
  const answer = await answerFromPeer(page, 'parkinsons');
  await page.goto('/parkinson-disease-detection');
  await page.getByRole('button', { name: 'Analyze Voice Measures' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Voice Analysis Result' })).toBeFocused();
  const message = text(answer().message);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectTone(page, message, !message.includes('Parkinson'));
  await expectNoExtras(page);
});

test('breast cancer: the peer’s result text', async ({ page }) => {
  const answer = await answerFromPeer(page, 'breast-cancer');
  await page.goto('/breast-cancer-detection');
  await page.getByRole('button', { name: 'Analyze Cell Features' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Analysis Result' })).toBeFocused();
  const result = text(answer().result);
  await expect(page.getByText(result, { exact: true })).toBeVisible();
  await expectTone(page, result, result.includes('Benign'));
  await expect(page.getByText('This is an algorithmic assessment only, not a diagnosis.')).toBeVisible();
  await expectNoExtras(page);
});

test('calories: Workout Results from predicted_calories alone', async ({ page }) => {
  const answer = await answerFromPeer(page, 'calories');
  await page.goto('/calories-prediction');
  await page.getByRole('button', { name: 'Calculate Calories Burned' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Workout Results' })).toBeFocused();
  const calories = answer().predicted_calories;
  expect(typeof calories).toBe('number');
  await expect(page.getByText(`${String(Math.round(Number(calories)))} calories burned`)).toBeAttached();
  await expect(page.getByText(/Intensity Workout$/)).toBeVisible();
  // PRED-CAL-2: calories per kg, two decimals (sample weight 60 kg).
  await expect(page.getByRole('definition').last()).toHaveText((Number(calories) / 60).toFixed(2));
  await expectNoExtras(page);
});

test('insurance: the premium from predicted_cost_usd alone', async ({ page }) => {
  const answer = await answerFromPeer(page, 'insurance');
  await page.goto('/insurance-prediction');
  await page.getByRole('button', { name: 'Calculate Insurance Premium' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Estimated Premium' })).toBeFocused();
  const cost = Number(answer().predicted_cost_usd);
  const dollars = cost.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByText(dollars, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key Factors Affecting Your Premium' }).getByRole('listitem')).toHaveText(['Smoking significantly increases your premium']);
  await expectNoExtras(page);
});

test('diabetes: the peer’s prediction text, risk factors and recommendations', async ({ page }) => {
  const answer = await answerFromPeer(page, 'diabetes');
  await page.goto('/diabetes-prediction');
  await page.getByRole('button', { name: 'Assess Diabetes Risk' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Assessment Result' })).toBeFocused();
  const prediction = text(answer().prediction);
  await expect(page.getByText(prediction, { exact: true })).toBeVisible();
  // PRED-DIAB-3: low risk when the text contains 'not'.
  const sentence = prediction.includes('not') ? 'Your results suggest a lower risk of diabetes.' : 'Your results suggest an elevated risk of diabetes.';
  await expect(page.getByText(sentence, { exact: false })).toBeVisible();
  await expectTone(page, prediction, prediction.includes('not'));
  await expect(page.getByTestId('risk-bar')).toHaveCount(4);
  await expectNoExtras(page);
});
