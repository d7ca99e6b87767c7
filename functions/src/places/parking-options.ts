// The catalog's free-text parking ("street parking (paid)", "Greenbelt mall parking (paid)") read as Places API (New)
// parkingOptions values, so a reply can say them in the person's language instead of quoting English data.

/** Places API (New) parkingOptions, plus the three kinds said without a price (the catalog often does not say). */
export const PARKING_OPTIONS = [
  'freeParkingLot',
  'paidParkingLot',
  'parkingLot',
  'freeStreetParking',
  'paidStreetParking',
  'streetParking',
  'valetParking',
  'freeGarageParking',
  'paidGarageParking',
  'garageParking',
] as const;
export type ParkingOption = (typeof PARKING_OPTIONS)[number];

export interface ParkingValue {
  options: ParkingOption[];
  /** No parking at the place ("none", "no visitor parking"); options may still name some nearby. */
  none: boolean;
  /** Not on site: "paid garages nearby". */
  nearby: boolean;
  /** Hard to find a spot: "scarce", "limited", "hard". */
  limited: boolean;
  /** A proper name kept as written: "Greenbelt mall", "Q-Park Museumplein", "Belém". */
  name?: string;
}

type Kind = 'lot' | 'street' | 'garage' | 'valet';
type Price = 'free' | 'paid' | null;

const KIND_RULES: ReadonlyArray<[RegExp, Kind]> = [
  [/\bvalet\b/i, 'valet'],
  [/\b(?:street|roadside)\b/i, 'street'],
  [/\b(?:garages?|q-park|basement)\b/i, 'garage'],
  [/\b(?:lots?|car ?parks?|parking|mall)\b/i, 'lot'],
];
const PAID = /\b(?:paid|pay|metered|coupon|coin)\b/i;
const FREE = /\bfree\b/i;
const NONE = /^(?:none|no (?:visitor )?parking)\b/i;
const NEARBY = /\b(?:nearby|near|next door|around|downtown|outside|use)\b/i;
const LIMITED = /\b(?:scarce|limited|hard|crowded)\b/i;
/** A run of capitalised words, lower-case joiners inside it kept ("Cais do Sodré", "Gardens by the Bay", "Fifth & Mission"). */
const NAME = /[\p{Lu}\d][\p{L}\d'’&.-]*(?:\s+(?:(?:do|du|by|the|de|des|of)\s+)*(?:d')?[\p{Lu}\d&][\p{L}\d'’&.-]*)*/u;
/** Words that name parking: a parenthesis holding one is a clause of its own ("none (coin parking nearby)"). */
const PARKING_NOUN = /\b(?:parking|garages?|lots?|car ?parks?|q-park)\b/i;
/** Capitalised words that are kinds or travel advice, not names. */
const NOT_NAMES = /^(?:Q-Park|Garage|MRT|Take|Use)$/;

const OPTION: Record<Kind, Record<'free' | 'paid' | 'unsaid', ParkingOption>> = {
  lot: { free: 'freeParkingLot', paid: 'paidParkingLot', unsaid: 'parkingLot' },
  street: { free: 'freeStreetParking', paid: 'paidStreetParking', unsaid: 'streetParking' },
  garage: { free: 'freeGarageParking', paid: 'paidGarageParking', unsaid: 'garageParking' },
  valet: { free: 'valetParking', paid: 'valetParking', unsaid: 'valetParking' },
};

interface Clause {
  kind: Kind | null;
  price: Price;
  text: string;
}

/** The parking text read by rules; null when no rule reads it (then a reply quotes it as written). */
export function parkingValue(text: string): ParkingValue | null {
  const value: ParkingValue = { options: [], none: false, nearby: NEARBY.test(text), limited: LIMITED.test(text) };
  const clauses = clausesOf(text);
  clauses.forEach((clause, i) => {
    if (NONE.test(clause.text)) {
      value.none = true;
      return;
    }
    // "free and paid lots": a price said alone takes the kind of the clause after it.
    const kind = clause.kind ?? (clause.price ? (clauses[i + 1]?.kind ?? null) : null);
    if (!kind) return;
    const option = OPTION[kind][clause.price ?? 'unsaid'];
    if (!value.options.includes(option)) value.options.push(option);
    value.name ??= nameIn(clause.text);
  });
  // "street parking (paid)" also says the paid one: the unpriced option of the same kind is dropped.
  value.options = value.options.filter((option) => !isCoveredUnpriced(option, value.options));
  if (value.none) value.nearby = value.options.length > 0;
  return value.options.length || value.none || value.limited ? value : null;
}

function clausesOf(text: string): Clause[] {
  const parts: string[] = [];
  // "(paid)" and "(hard)" qualify the words before them; a parenthesis naming parking is a clause of its own.
  const main = text.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    if (PARKING_NOUN.test(inner)) {
      parts.push(inner);
      return '';
    }
    return PAID.test(inner) ? ' paid ' : FREE.test(inner) ? ' free ' : ' ';
  });
  parts.unshift(...main.split(/;|,|\band\b/));
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => ({
      text: part,
      kind: kindOf(part),
      price: PAID.test(part) ? 'paid' : FREE.test(part) ? 'free' : null,
    }));
}

/** The kind from the words around a name, so "High Street parking" is a lot; from the name when nothing else says it. */
function kindOf(clause: string): Kind | null {
  const withoutName = clause.replace(nameIn(clause) ?? '\u0000', ' ');
  const kind = (text: string) => KIND_RULES.find(([rule]) => rule.test(text))?.[1] ?? null;
  return kind(withoutName) ?? kind(clause);
}

function nameIn(clause: string): string | undefined {
  const found = NAME.exec(clause)?.[0];
  if (!found) return undefined;
  const name = found.replace(/^Q-Park$/, '');
  return name && !NOT_NAMES.test(name) ? name : undefined;
}

function isCoveredUnpriced(option: ParkingOption, options: readonly ParkingOption[]): boolean {
  const kind = (Object.keys(OPTION) as Kind[]).find((key) => OPTION[key].unsaid === option && key !== 'valet');
  return kind !== undefined && (options.includes(OPTION[kind].free) || options.includes(OPTION[kind].paid));
}
