import { UPLOAD_MESSAGES } from '@contract/uploads';

type UploadErrorKey = `uploadErrors.${keyof typeof UPLOAD_MESSAGES}`;

/** The text key of one of the contract's upload messages, so it shows in the admin's language. */
export function uploadMessageKey(message: string): UploadErrorKey {
  const entry = Object.entries(UPLOAD_MESSAGES).find(([, text]) => text === message);
  return `uploadErrors.${(entry?.[0] ?? 'imagesOnly') as keyof typeof UPLOAD_MESSAGES}`;
}
