import { screen } from '@testing-library/react';

/** The home section named by its (level 2) heading. */
export async function findSection(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around "${title}"`);
  return section;
}
