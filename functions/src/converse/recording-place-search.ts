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
      // A method that answers at once (widerLocation) stays synchronous; one that returns a promise is recorded when it settles.
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) {
          calls.push({ method: String(key), args, result });
          return result;
        }
        return result.then((settled: unknown) => {
          calls.push({ method: String(key), args, result: settled });
          return settled;
        });
      };
    },
  });
}
