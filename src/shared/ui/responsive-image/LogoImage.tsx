import { DEFAULT_LOGO_SIZE, DEFAULT_LOGO_URL } from '@/shared/config';
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';

type LogoImageProps = Omit<ResponsiveImageProps, 'src' | 'fallbackSize'> & {
  /** The logo the settings give; while there is none, the default logo stands in. */
  src: string | undefined;
};

/** The organisation's logo, or the default one, whose size its URL does not carry. */
export function LogoImage({ src, ...props }: LogoImageProps) {
  const logo = src || DEFAULT_LOGO_URL;
  return (
    <ResponsiveImage
      {...props}
      src={logo}
      fallbackSize={logo === DEFAULT_LOGO_URL ? DEFAULT_LOGO_SIZE : undefined}
    />
  );
}
