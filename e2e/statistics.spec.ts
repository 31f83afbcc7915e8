import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectAccessible, signedIn, test } from './support.ts';

test.use(signedIn('admin'));

/** The first column of each data row of a downloaded .xlsx (the platform's exports: one sheet, a header row first). */
function firstColumn(path: string): string[] {
  const sheet = strFromU8(unzipSync(readFileSync(path))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  const rows = [...sheet.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map(([, cells]) => cells ?? '');
  return rows.slice(1).map((cells) => cells.match(/<t[^>]*>([^<]*)<\/t>/)?.[1] ?? '');
}

test('a statistics period chosen in the filters survives a reload, and 导出 downloads the rows it shows', async ({
  page,
}) => {
  await page.goto('/unit-procurement-statistics');
  const table = page.getByRole('table', { name: '单位采购统计' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: '统计时间' }).click();
  await page.getByRole('button', { name: '最近一个月' }).click();
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(/startTime=\d{4}-\d{2}-\d{2}.*endTime=\d{4}-\d{2}-\d{2}/);
  const start = new URL(page.url()).searchParams.get('startTime') ?? '';
  const units = table.getByRole('row').locator('td:first-child');
  await expect(units.first()).toBeVisible();
  const shown = await units.allTextContents();
  const total = page.getByRole('navigation').getByText(/^共 \d+ 条$/);
  const count = Number((await total.textContent())?.match(/\d+/)?.[0]);

  await page.reload();
  await expect(page.getByRole('combobox', { name: '统计时间' })).toHaveValue(start);
  await expect(units).toHaveText(shown);
  await expect(total).toHaveText(`共 ${count} 条`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const exported = firstColumn(await file.path());
  expect(exported).toHaveLength(count);
  expect(exported.slice(0, shown.length)).toEqual(shown);

  // The data cockpit's wall screen, whose figures are read from across the room.
  await page.goto('/cockpit-full');
  await expect(page.getByLabel('核心指标').getByRole('definition').first()).toHaveText(/\d/);
  await expectAccessible(page);
});
