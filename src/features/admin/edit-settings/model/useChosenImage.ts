import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@contract/uploads';
import { acceptImage } from '@/shared/ui/admin-image-field';

export type ChosenImage = {
  file: File | null;
  /** An object URL of the chosen file, for previews; null when nothing is chosen. */
  url: string | null;
  /** Changes whenever the choice is dropped, so the file input can start empty again. */
  inputKey: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  clear: () => void;
};

/**
 * A new image picked for upload, checked against the contract's rules for `kind`. A refused
 * file is named in a toast, top centre; the input is emptied and the previous choice dropped.
 */
export function useChosenImage(kind: UploadKind, onChosen: () => void): ChosenImage {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  // The preview URL holds the file in memory until revoked.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const clear = useCallback(() => {
    setFile(null);
    setUrl(null);
    setInputKey((key) => key + 1);
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = input.files?.[0];
    if (!picked) return;
    if (!acceptImage(kind, picked, t)) {
      input.value = '';
      setFile(null);
      setUrl(null);
      return;
    }
    setFile(picked);
    setUrl(URL.createObjectURL(picked));
    onChosen();
  };

  return { file, url, inputKey, onChange, clear };
}
