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
      // A synchronous method (widerLocation) stays synchronous: a Promise in its place would be searched as a location.
      return (...args: unknown[]) => {
        const returned = value.apply(target, args);
        if (!(returned instanceof Promise)) {
          calls.push({ method: String(key), args, result: returned });
          return returned;
        }
        return returned.then((result: unknown) => {
          calls.push({ method: String(key), args, result });
          return result;
        });
      };
    },
  });
}
