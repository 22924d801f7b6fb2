import { describe, expect, it } from 'vitest';
import { currencyToWords } from '../../../../locales/format/words';

type Amount = [amount: number, words: string];

/**
 * A describe per locale ("in fr_CA"), a test per row: currencyToWords(amount, locale, code) is the
 * row's words, the rows grouped under their currency's code.
 */
function describeAmounts(
  locales: readonly string[],
  amounts: Readonly<Record<string, readonly Amount[]>>,
): void {
  describe.each(locales)('in %s', (locale) => {
    for (const [code, rows] of Object.entries(amounts)) {
      it.each(rows)(`%d ${code} → %s`, (amount, words) => {
        expect(currencyToWords(amount, locale, code)).toBe(words);
      });
    }
  });
}

describe('German currency (spec §9: "Euro" and "Cent")', () => {
  it.each(['de_DE', 'de_AT'])('%s spells 1234.56 EUR with Euro and Cent', (locale) => {
    expect(currencyToWords(1234.56, locale, 'EUR')).toBe(
      'eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent',
    );
  });

  describeAmounts(['de_DE'], {
    EUR: [
      [0, 'null Euro'],
      [1, 'ein Euro'],
      [2, 'zwei Euro'],
      [0.01, 'null Euro und ein Cent'],
      [101, 'hundertein Euro'],
      [1_000_000, 'eine Million Euro'],
      [2_000_000, 'zwei Millionen Euro'],
    ],
    INR: [
      [1, 'eine Rupie'],
      [2, 'zwei Rupien'],
    ],
    GBP: [
      [1.01, 'ein Pfund und ein Penny'],
      [2.5, 'zwei Pfund und fünfzig Pence'],
    ],
    USD: [[3, 'drei Dollar']],
  });
});

describe('French currency', () => {
  describeAmounts(['fr_CA', 'fr_FR'], {
    EUR: [
      [0, 'zéro euro'],
      [1, 'un euro'],
      [2, 'deux euros'],
      [21, 'vingt et un euros'],
      [80, 'quatre-vingts euros'],
      [200, 'deux cents euros'],
      [1_000_000, "un million d'euros"],
      [2_000_000, "deux millions d'euros"],
      [1_000_000_000, "un milliard d'euros"],
      [1_000_100, 'un million cent euros'],
      [1234.56, 'mille deux cent trente-quatre euros et cinquante-six centimes'],
      [0.01, 'zéro euro et un centime'],
    ],
    CAD: [
      [1, 'un dollar'],
      [2.01, 'deux dollars et un cent'],
      [0.5, 'zéro dollar et cinquante cents'],
    ],
    USD: [[2_000_000, 'deux millions de dollars']],
    GBP: [
      [1, 'une livre'],
      [21, 'vingt et une livres'],
    ],
  });
});

describe('Spanish currency', () => {
  it('has no centavos for the Chilean peso (0 minor digits): 1500.7 rounds to 1501', () => {
    expect(currencyToWords(1500.7, 'es_CL', 'CLP')).toBe('mil quinientos un pesos');
  });

  describeAmounts(['es_MX', 'es_ES'], {
    MXN: [
      [0, 'cero pesos'],
      [1, 'un peso'],
      [21, 'veintiún pesos'],
      [1_000_000, 'un millón de pesos'],
      [2_000_000, 'dos millones de pesos'],
      [1_000_100, 'un millón cien pesos'],
      [10.01, 'diez pesos con un centavo'],
    ],
    ARS: [[1_000_000_000, 'mil millones de pesos']],
    EUR: [
      [1, 'un euro'],
      [21, 'veintiún euros'],
      [1234.56, 'mil doscientos treinta y cuatro euros con cincuenta y seis céntimos'],
    ],
    GBP: [
      [1, 'una libra'],
      [21, 'veintiuna libras'],
      [200_000, 'doscientas mil libras'],
      [0.5, 'cero libras con cincuenta peniques'],
    ],
    USD: [
      [1, 'un dólar'],
      [2, 'dos dólares'],
    ],
  });
});

describe('English currency', () => {
  describeAmounts(['en_US'], {
    USD: [
      [1, 'one dollar'],
      [2, 'two dollars'],
      [0, 'zero dollars'],
      [1.01, 'one dollar and one cent'],
      [1234.56, 'one thousand two hundred thirty-four dollars and fifty-six cents'],
    ],
    GBP: [
      [1, 'one pound'],
      [0.5, 'zero pounds and fifty pence'],
      [0.01, 'zero pounds and one penny'],
    ],
    EUR: [[2, 'two euros']],
    INR: [[2, 'two rupees']],
    NGN: [[2, 'two naira']],
  });

  it('uses the British "and" inside the number', () => {
    expect(currencyToWords(101.5, 'en_GB', 'GBP')).toBe(
      'one hundred and one pounds and fifty pence',
    );
  });
});

describe('rounding half-up to the currency minor digits', () => {
  describeAmounts(['en_US'], {
    USD: [
      [1.005, 'one dollar and one cent'],
      [2.675, 'two dollars and sixty-eight cents'],
      [0.994, 'zero dollars and ninety-nine cents'],
      [0.995, 'one dollar'],
      [0.004, 'zero dollars'],
    ],
    // Whole yen (0 digits): .5 up, .4 down.
    JPY: [
      [1234.5, 'one thousand two hundred thirty-five Japanese yen'],
      [1234.4, 'one thousand two hundred thirty-four Japanese yen'],
    ],
  });

  it('rejects an amount that rounds past 999,999,999,999', () => {
    expect(currencyToWords(999_999_999_999, 'en_US', 'USD')).toMatch(/^nine hundred/);
    expect(() => currencyToWords(999_999_999_999.996, 'en_US', 'USD')).toThrow(RangeError);
  });
});

describe('other ISO currencies use CLDR names', () => {
  it.each([
    ['en_US', 1, 'CHF', 'one Swiss franc'],
    ['en_US', 2, 'CHF', 'two Swiss francs'],
    ['en_US', 21.25, 'CHF', 'twenty-one Swiss francs and 25/100'],
    ['en_US', 1.5, 'KWD', 'one Kuwaiti dinar and 500/1000'],
    ['fr_FR', 1_000_000, 'CHF', 'un million de francs suisses'],
    ['fr_FR', 1, 'DKK', 'une couronne danoise'],
    ['fr_FR', 1, 'CHF', 'un franc suisse'],
    ['es_ES', 1, 'DKK', 'una corona danesa'],
    ['es_ES', 1, 'CHF', 'un franco suizo'],
    ['de_DE', 1, 'DKK', 'eine Dänische Krone'],
    ['de_DE', 1, 'CHF', 'ein Schweizer Franken'],
  ])('%s %d %s → %s', (locale, amount, code, words) => {
    expect(currencyToWords(amount, locale, code)).toBe(words);
  });

  it('accepts a lower-case code', () => {
    expect(currencyToWords(1, 'de_DE', 'eur')).toBe('ein Euro');
  });
});

describe('currency errors', () => {
  it.each(['ZZZ', 'EU', 'EURO', '', '€'])('rejects the code %j', (code) => {
    expect(() => currencyToWords(1, 'en_US', code)).toThrow(/ISO 4217/);
  });

  it.each([-0.01, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects the amount %d', (amount) => {
    expect(() => currencyToWords(amount, 'en_US', 'USD')).toThrow(RangeError);
  });

  it('names the bad amount', () => {
    expect(() => currencyToWords(-5, 'en_US', 'USD')).toThrow('got -5');
  });
});
