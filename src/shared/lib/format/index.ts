export { formatDate, formatMoney, progressPercent } from './format';
