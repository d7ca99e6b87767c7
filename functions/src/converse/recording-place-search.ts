// A PlaceSearch that files every call and its result, so the judge sees what a reply looked up.
import type { PlaceSearch } from '../places/place-search';

export interface PlaceCall {
  method: string;
  args: unknown[];
  result: unknown;
}

/** Wraps every method of `inner` (whatever operations the interface has), recording into `calls`. */
export function recordingPlaceSearch(inner: PlaceSearch, calls: PlaceCall[]): PlaceSearch {
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result = await value.apply(target, args);
        calls.push({ method: String(key), args, result });
        return result;
      };
    },
  });
}
