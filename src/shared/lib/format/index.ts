export { formatDate, formatMoney, formatWhen, localDay, progressPercent } from './format';
