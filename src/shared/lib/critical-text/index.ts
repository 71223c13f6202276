export {
  CriticalText,
  CriticalTextCollectorProvider,
  FirstScreen,
  useCriticalTexts,
} from './CriticalText';
export { attachFullFaceWhenIdle, releaseCriticalFace } from './fullFace';
export { useCriticalFaceRelease } from './useCriticalFaceRelease';
