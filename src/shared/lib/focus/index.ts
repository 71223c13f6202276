export { useFocusAfterAppend } from './useFocusAfterAppend';
