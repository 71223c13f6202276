export { fromZonedInput, isTimeZone, timeZoneNames, toZonedInput } from './zonedTime';
