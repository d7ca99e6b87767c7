/** Which rule decided each field of a prepared turn: a rule or guard id, so a surprising answer can be traced. */
export interface TurnReasons {
  location: string;
  query: string;
  intent: string;
  /** The resolver's own rule (or how it resolved), or the guard that replaced its answer; null when nothing was resolved. */
  resolution: string | null;
}
