import { describe, expect, it } from 'vitest';
import { currencyToWords } from '../../../../locales/format/words';

describe('German currency (spec §9: "Euro" and "Cent")', () => {
  it.each(['de_DE', 'de_AT'])('%s spells 1234.56 EUR with Euro and Cent', (locale) => {
    expect(currencyToWords(1234.56, locale, 'EUR')).toBe(
      'eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent',
    );
  });

  it.each([
    [0, 'EUR', 'null Euro'],
    [1, 'EUR', 'ein Euro'],
    [2, 'EUR', 'zwei Euro'],
    [0.01, 'EUR', 'null Euro und ein Cent'],
    [101, 'EUR', 'hundertein Euro'],
    [1_000_000, 'EUR', 'eine Million Euro'],
    [2_000_000, 'EUR', 'zwei Millionen Euro'],
    [1, 'INR', 'eine Rupie'],
    [2, 'INR', 'zwei Rupien'],
    [1.01, 'GBP', 'ein Pfund und ein Penny'],
    [2.5, 'GBP', 'zwei Pfund und fünfzig Pence'],
    [3, 'USD', 'drei Dollar'],
  ])('%d %s → %s', (amount, code, words) => {
    expect(currencyToWords(amount, 'de_DE', code)).toBe(words);
  });
});

describe('French currency', () => {
  it.each([
    [0, 'EUR', 'zéro euro'],
    [1, 'EUR', 'un euro'],
    [2, 'EUR', 'deux euros'],
    [21, 'EUR', 'vingt et un euros'],
    [80, 'EUR', 'quatre-vingts euros'],
    [200, 'EUR', 'deux cents euros'],
    [1_000_000, 'EUR', "un million d'euros"],
    [2_000_000, 'EUR', "deux millions d'euros"],
    [1_000_000_000, 'EUR', "un milliard d'euros"],
    [1_000_100, 'EUR', 'un million cent euros'],
    [1234.56, 'EUR', 'mille deux cent trente-quatre euros et cinquante-six centimes'],
    [0.01, 'EUR', 'zéro euro et un centime'],
    [1, 'CAD', 'un dollar'],
    [2.01, 'CAD', 'deux dollars et un cent'],
    [0.5, 'CAD', 'zéro dollar et cinquante cents'],
    [2_000_000, 'USD', 'deux millions de dollars'],
    [1, 'GBP', 'une livre'],
    [21, 'GBP', 'vingt et une livres'],
  ])('%d %s → %s', (amount, code, words) => {
    expect(currencyToWords(amount, 'fr_CA', code)).toBe(words);
    expect(currencyToWords(amount, 'fr_FR', code)).toBe(words);
  });
});

describe('Spanish currency', () => {
  it.each([
    [0, 'MXN', 'cero pesos'],
    [1, 'MXN', 'un peso'],
    [21, 'MXN', 'veintiún pesos'],
    [1_000_000, 'MXN', 'un millón de pesos'],
    [2_000_000, 'MXN', 'dos millones de pesos'],
    [1_000_000_000, 'ARS', 'mil millones de pesos'],
    [1_000_100, 'MXN', 'un millón cien pesos'],
    [10.01, 'MXN', 'diez pesos con un centavo'],
    [1, 'EUR', 'un euro'],
    [21, 'EUR', 'veintiún euros'],
    [1234.56, 'EUR', 'mil doscientos treinta y cuatro euros con cincuenta y seis céntimos'],
    [1, 'GBP', 'una libra'],
    [21, 'GBP', 'veintiuna libras'],
    [200_000, 'GBP', 'doscientas mil libras'],
    [0.5, 'GBP', 'cero libras con cincuenta peniques'],
    [1, 'USD', 'un dólar'],
    [2, 'USD', 'dos dólares'],
  ])('%d %s → %s', (amount, code, words) => {
    expect(currencyToWords(amount, 'es_MX', code)).toBe(words);
    expect(currencyToWords(amount, 'es_ES', code)).toBe(words);
  });

  it('has no centavos for the Chilean peso (0 minor digits): 1500.7 rounds to 1501', () => {
    expect(currencyToWords(1500.7, 'es_CL', 'CLP')).toBe('mil quinientos un pesos');
  });
});

describe('English currency', () => {
  it.each([
    [1, 'USD', 'one dollar'],
    [2, 'USD', 'two dollars'],
    [0, 'USD', 'zero dollars'],
    [1.01, 'USD', 'one dollar and one cent'],
    [1234.56, 'USD', 'one thousand two hundred thirty-four dollars and fifty-six cents'],
    [1, 'GBP', 'one pound'],
    [0.5, 'GBP', 'zero pounds and fifty pence'],
    [0.01, 'GBP', 'zero pounds and one penny'],
    [2, 'EUR', 'two euros'],
    [2, 'INR', 'two rupees'],
    [2, 'NGN', 'two naira'],
  ])('en_US %d %s → %s', (amount, code, words) => {
    expect(currencyToWords(amount, 'en_US', code)).toBe(words);
  });

  it('uses the British "and" inside the number', () => {
    expect(currencyToWords(101.5, 'en_GB', 'GBP')).toBe(
      'one hundred and one pounds and fifty pence',
    );
  });
});

describe('rounding half-up to the currency minor digits', () => {
  it.each([
    [1.005, 'one dollar and one cent'],
    [2.675, 'two dollars and sixty-eight cents'],
    [0.994, 'zero dollars and ninety-nine cents'],
    [0.995, 'one dollar'],
    [0.004, 'zero dollars'],
  ])('%d USD → %s', (amount, words) => {
    expect(currencyToWords(amount, 'en_US', 'USD')).toBe(words);
  });

  it('rounds whole yen (0 digits): .5 up, .4 down', () => {
    expect(currencyToWords(1234.5, 'en_US', 'JPY')).toBe(
      'one thousand two hundred thirty-five Japanese yen',
    );
    expect(currencyToWords(1234.4, 'en_US', 'JPY')).toBe(
      'one thousand two hundred thirty-four Japanese yen',
    );
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
