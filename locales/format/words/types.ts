// Types shared by the numbers-in-words spellers (spec §1: English, French, Spanish and German,
// up to billions, cardinal by default, ordinals supported).

export type Gender = 'masculine' | 'feminine';

/** A unit noun with its singular and plural forms, e.g. euro / euros, penny / pence. */
export interface Noun {
  readonly one: string;
  readonly other: string;
  readonly gender: Gender;
}

/** The currencies whose unit names each language spells by hand (everything else uses CLDR). */
export type CurrencyFamily = 'dollar' | 'euro' | 'pound' | 'peso' | 'rupee' | 'naira';

/** One language's rules. `n` is always a validated integer 0 … 999,999,999,999. */
export interface Speller {
  cardinal(n: number, gender: Gender): string;
  /** n ≥ 1. */
  ordinal(n: number, gender: Gender): string;
  /** n followed by the noun, with the language's agreement: "vingt et un euros", "un millón de pesos". */
  counted(n: number, noun: Noun): string;
  /** Joins the whole units to the minor units: " and ", " et ", " con ", " und ". */
  readonly joiner: string;
  /** [whole unit, minor unit] for the hand-spelled currencies. */
  readonly units: Readonly<Record<CurrencyFamily, readonly [Noun, Noun]>>;
  /** Best guess of the gender of a CLDR currency name, for currencies outside `units`. */
  genderOf(currencyName: string): Gender;
}

export interface NumberToWordsOptions {
  ordinal?: boolean;
  gender?: Gender;
}
