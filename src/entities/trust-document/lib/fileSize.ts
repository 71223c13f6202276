import type { Language } from '@contract/pages';

/** A file's size as people read it: "245 KB", "1.2 MB" (digits stay Latin in Urdu too). */
export function formatFileSize(bytes: number, language: Language): string {
  const units = language === 'ur' ? ['بائٹ', 'KB', 'MB'] : ['bytes', 'KB', 'MB'];
  if (bytes < 1024) return `${bytes} ${units[0]}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} ${units[1]}`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} ${units[2]}`;
}
