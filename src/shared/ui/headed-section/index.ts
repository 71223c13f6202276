export { HeadedSection } from './HeadedSection';
