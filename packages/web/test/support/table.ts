// What page tests read off a list page and a dialog, by role and name as a user finds them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** Long enough for a page's first call on a loaded machine. */
export const loaded = { timeout: 10_000 };

/** The body rows of the table named `table`. */
export const rows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1);

/** The first row of `table` holding `text`, once it is there. */
export const rowOf = async (table: string, text: string) =>
  waitFor(() => {
    const row = rows(table).find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, loaded);

export const dialog = () => screen.getByRole('dialog');

/** Submits the open form dialog. */
export const save = () => userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));

/** Catches the next file the page saves; the function returned waits for it: its name and its first four bytes. */
export function catchDownload() {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return async () => {
    await waitFor(() => expect(click).toHaveBeenCalled(), loaded);
    const name = (click.mock.contexts[0] as HTMLAnchorElement).download;
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    vi.restoreAllMocks();
    return { name, head: String.fromCharCode(...bytes.slice(0, 4)) };
  };
}
