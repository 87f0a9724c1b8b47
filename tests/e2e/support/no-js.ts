import { expect, type Page, test } from '@playwright/test';
import { literal } from './forms.ts';

/** Tests whose pages run with JavaScript off, grouped as "<what> without JavaScript". */
export function describeWithoutJs(what: string, tests: () => void) {
  test.describe(`${what} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    tests();
  });
}

/** How a heading is found: its name, and its level where the name alone is not enough. */
type HeadingOptions = { name: string; level?: number };

/** The field whose label starts with `label` (the convention of fillByLabel). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${literal(label)}`));

/** A form page as a visitor meets it: opened, filled by `fill`, sent with the button named `button`. */
export async function sendFormPage(page: Page, path: string, fill: () => Promise<unknown>, button: string) {
  await page.goto(path);
  await fill();
  await page.getByRole('button', { name: button }).click();
}

/** A received post: the browser was sent on to the confirmation page at `url`, headed `heading`. */
export async function expectConfirmation(page: Page, url: RegExp, heading: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/**
 * A refused post shown again: the form page (its heading), the first message as an alert, each field (by
 * the start of its label) described by its Turkish message, and each field of `kept` holding what was typed.
 */
export async function expectRefusedForm(
  page: Page,
  heading: HeadingOptions,
  messages: Record<string, string>,
  kept: Record<string, string>,
) {
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText(Object.values(messages)[0] ?? '');
  for (const [label, message] of Object.entries(messages))
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(literal(message)));
  for (const [label, value] of Object.entries(kept)) await expect(field(page, label)).toHaveValue(value);
}
