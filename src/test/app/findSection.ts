import { screen } from '@testing-library/react';

/**
 * The section named by its (level 2) heading: a home section, or one of the admin home's (give
 * the admin's lazy chunks a `timeout`).
 */
export async function findSection(title: string, timeout?: number) {
  const heading = await screen.findByRole('heading', { level: 2, name: title }, { timeout });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around "${title}"`);
  return section;
}
