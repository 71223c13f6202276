export { NewsLogoForm } from './ui/NewsLogoForm';
