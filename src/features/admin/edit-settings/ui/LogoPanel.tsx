import { useTranslation } from 'react-i18next';
import { useSettings } from '@/entities/setting';
import { DEFAULT_LOGO_URL } from '@/shared/config';
import type { ChosenImage } from '../model/useChosenImage';
import { ImagePicker } from './ImagePicker';

/** A new logo: JPEG, PNG or GIF up to 1 MB, uploaded with the next save. */
export function LogoPanel({ logo }: { logo: ChosenImage }) {
  const { t } = useTranslation();
  const saved = useSettings().logo?.image || DEFAULT_LOGO_URL;
  return (
    <ImagePicker
      kind="logo"
      label={t('settingsFields.logoImage')}
      hint={t('settingsFields.logoHint')}
      chosen={logo}
      currentUrl={saved}
    />
  );
}
