export { LogoImage } from './LogoImage';
export { ResponsiveImage, fixedHeightSizes } from './ResponsiveImage';
export type { ResponsiveImageProps } from './ResponsiveImage';
