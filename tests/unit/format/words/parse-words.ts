// Test helper: reads cardinal words back into a number, independently of the spellers, so the
// property tests can check every spelled number means what it says (en, fr, es, de).

interface Vocabulary {
  readonly values: Readonly<Record<string, number>>;
  /** Words that multiply what comes before them by 100 ("two hundred", "deux cents"). */
  readonly hundred: readonly string[];
  /** Scale words: they multiply everything since the previous larger scale. */
  readonly scales: Readonly<Record<string, number>>;
  readonly ignored: readonly string[];
}

function table(words: string, start = 0, step = 1): Record<string, number> {
  return Object.fromEntries(words.split(' ').map((word, i) => [word, start + i * step]));
}

const ENGLISH: Vocabulary = {
  values: {
    ...table(
      'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
    ),
    ...table('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10),
  },
  hundred: ['hundred'],
  scales: { thousand: 1e3, million: 1e6, billion: 1e9 },
  ignored: ['and'],
};

const FRENCH: Vocabulary = {
  values: {
    ...table(
      'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize',
    ),
    ...table('vingt trente quarante cinquante soixante', 20, 10),
    quatrevingt: 80,
  },
  hundred: ['cent', 'cents'],
  scales: { mille: 1e3, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9 },
  ignored: ['et'],
};

const SPANISH: Vocabulary = {
  values: {
    ...table(
      'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve',
    ),
    un: 1,
    una: 1,
    veintiún: 21,
    veintiuna: 21,
    ...table('treinta cuarenta cincuenta sesenta setenta ochenta noventa', 30, 10),
    cien: 100,
    ciento: 100,
    ...table(
      'doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos',
      200,
      100,
    ),
    ...table(
      'doscientas trescientas cuatrocientas quinientas seiscientas setecientas ochocientas novecientas',
      200,
      100,
    ),
  },
  hundred: [],
  scales: { mil: 1e3, millón: 1e6, millones: 1e6 },
  ignored: ['y'],
};

const GERMAN: Vocabulary = {
  values: {
    ...table(
      'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn',
    ),
    ein: 1,
    eine: 1,
    ...table('zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig', 20, 10),
  },
  hundred: ['hundert'],
  scales: { tausend: 1e3, million: 1e6, millionen: 1e6, milliarde: 1e9, milliarden: 1e9 },
  ignored: ['und'],
};

/** German writes numbers below a million as one word: cut it greedily into known words. */
function germanTokens(text: string): string[] {
  const known = [
    ...Object.keys(GERMAN.values),
    ...GERMAN.hundred,
    ...Object.keys(GERMAN.scales),
    ...GERMAN.ignored,
  ].sort((a, b) => b.length - a.length);
  const tokens: string[] = [];
  for (const chunk of text.toLowerCase().split(' ')) {
    let rest = chunk;
    while (rest) {
      const word = known.find((candidate) => rest.startsWith(candidate));
      if (!word) throw new Error(`Unknown German number word at "${rest}" in "${text}"`);
      tokens.push(word);
      rest = rest.slice(word.length);
    }
  }
  return tokens;
}

function evaluate(tokens: readonly string[], vocabulary: Vocabulary, text: string): number {
  let total = 0;
  let current = 0;
  for (const token of tokens) {
    const value = vocabulary.values[token];
    const scale = vocabulary.scales[token];
    if (vocabulary.ignored.includes(token)) continue;
    if (value !== undefined) current += value;
    else if (vocabulary.hundred.includes(token)) current = (current || 1) * 100;
    else if (scale !== undefined) {
      const low = total % scale;
      total = total - low + (low + current || 1) * scale;
      current = 0;
    } else throw new Error(`Unknown number word "${token}" in "${text}"`);
  }
  return total + current;
}

export function parseWords(text: string, language: 'en' | 'fr' | 'es' | 'de'): number {
  switch (language) {
    case 'en':
      return evaluate(text.split(/[ -]/), ENGLISH, text);
    case 'fr':
      return evaluate(text.replace(/quatre-vingts?/g, 'quatrevingt').split(/[ -]/), FRENCH, text);
    case 'es':
      return evaluate(text.split(' '), SPANISH, text);
    case 'de':
      return evaluate(germanTokens(text), GERMAN, text);
  }
}
