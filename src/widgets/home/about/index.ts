export { AboutSection } from './ui/AboutSection';
