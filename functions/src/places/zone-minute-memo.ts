// A city's clock read once per minute: offsets are whole minutes, so within one UTC minute every instant has the same
// local day, weekday and minute of the day, and every listed place or event asks again for the same instant.

/** `read(now, timeZone)`, remembered per time zone for the rest of the UTC minute; callers get their own copy. */
export function perZoneMinute<T extends object>(read: (now: Date, timeZone: string) => T): (now: Date, timeZone: string) => T {
  const last = new Map<string, { minute: number; value: Readonly<T> }>();
  return (now, timeZone) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const kept = last.get(timeZone);
    if (kept?.minute === minute) return { ...kept.value };
    const value = read(now, timeZone);
    last.set(timeZone, { minute, value });
    return { ...value };
  };
}
