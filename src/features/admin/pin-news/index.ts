export { PinNewsButton } from './ui/PinNewsButton';
