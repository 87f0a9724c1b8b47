import { expect, type Page } from '@playwright/test';

/** Opens the menu of `path` at a phone's width through its toggle, named for what a press will do. */
export async function openPhoneMenu(page: Page, path = '/') {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  // The toggle itself (its name is visually hidden text under the icon, which takes the pointer).
  const toggle = page.locator('summary[data-mobile-toggle]');
  await expect(toggle).toHaveAccessibleName('Menüyü aç');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Menüyü kapat');
  return { toggle, menu: page.locator('#nav-mobile') };
}
