import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks `option` in one of the app's selects (a combobox opening a listbox), with the mouse as a user does. */
export async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a day into one of the app's date pickers and confirms it with Enter. */
export async function typeDate(input: HTMLElement, day: string) {
  await userEvent.clear(input);
  await userEvent.type(input, `${day}{Enter}`);
}
