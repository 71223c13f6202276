import { useLocation } from 'react-router-dom';

/**
 * Where an add or edit screen returns to: its list at the place the admin left it. The list
 * hands its query (`?page=3&size=50`) on to the form's address, and the form hands it back on
 * Save, Cancel and "Back to the list", so a reload of the form keeps it too.
 */
export function useBackToList(listPath: string): string {
  const { search } = useLocation();
  return `${listPath}${search}`;
}
