import { fromZonedInput, isTimeZone, timeZoneNames, toZonedInput } from './zonedTime';

describe('the trust’s wall clock', () => {
  it('reads a datetime-local value in the trust’s zone as an instant in UTC', () => {
    expect(fromZonedInput('2027-03-01T00:00', 'Asia/Kolkata')).toBe('2027-02-28T18:30:00.000Z');
    expect(fromZonedInput('2027-03-01T00:00', 'UTC')).toBe('2027-03-01T00:00:00.000Z');
    // New York in summer time (UTC-4) and in winter (UTC-5).
    expect(fromZonedInput('2027-07-01T09:15', 'America/New_York')).toBe('2027-07-01T13:15:00.000Z');
    expect(fromZonedInput('2027-01-01T09:15', 'America/New_York')).toBe('2027-01-01T14:15:00.000Z');
    expect(fromZonedInput('', 'Asia/Kolkata')).toBeUndefined();
    expect(fromZonedInput('1 March', 'Asia/Kolkata')).toBeUndefined();
  });

  it('shows an instant as the trust’s clock shows it, whatever the zone it was written in', () => {
    expect(toZonedInput('2027-02-28T18:30:00.000Z', 'Asia/Kolkata')).toBe('2027-03-01T00:00');
    expect(toZonedInput('2027-03-01T00:00:00+05:30', 'Asia/Kolkata')).toBe('2027-03-01T00:00');
    expect(toZonedInput('2027-02-28T18:30:00Z', 'Europe/London')).toBe('2027-02-28T18:30');
  });

  it('knows the zones by their current names, the stored one among them', () => {
    const names = timeZoneNames(['Asia/Kolkata']);
    expect(names).toContain('Asia/Kolkata');
    expect(names).not.toContain('Asia/Calcutta');
    expect(names).toContain('Europe/London');
    expect(new Set(names).size).toBe(names.length);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
