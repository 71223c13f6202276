export { formatDate, formatMoney, localDay, progressPercent } from './format';
