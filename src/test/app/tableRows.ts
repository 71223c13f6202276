import { within } from '@testing-library/react';

/** A table's body rows (the header row left out), each as its cells' texts. */
export const tableRows = (container: HTMLElement) =>
  within(container)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
