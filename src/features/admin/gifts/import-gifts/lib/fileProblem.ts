import { REQUIRED_IMPORT_COLUMNS, type ImportColumn } from '@contract/gifts';
import { errorStatus, isToldElsewhere } from '@/shared/lib/admin-form';

/** Why a whole file was refused, as a text of the admin's language. */
type FileProblem =
  | { key: 'importGifts.tooLarge' | 'importGifts.tooManyRows' | 'importGifts.unreadable' }
  | { key: 'importGifts.missingColumn'; column: ImportColumn }
  | { key: 'importGifts.readFailed' };

const isRequiredColumn = (field: unknown): field is ImportColumn =>
  (REQUIRED_IMPORT_COLUMNS as readonly unknown[]).includes(field);

/**
 * The server's refusal of a file (413, or 400 naming `rows` or a missing column in `field`) as a
 * text key; null for a 401, which the session's expiry already tells.
 */
export function fileProblemOf(error: unknown): FileProblem | null {
  if (isToldElsewhere(error)) return null;
  const status = errorStatus(error);
  if (status === 413) return { key: 'importGifts.tooLarge' };
  if (status !== 400) return { key: 'importGifts.readFailed' };
  const field = ((error as { data?: { field?: unknown } }).data ?? {}).field;
  if (field === 'rows') return { key: 'importGifts.tooManyRows' };
  if (isRequiredColumn(field)) return { key: 'importGifts.missingColumn', column: field };
  return { key: 'importGifts.unreadable' };
}
