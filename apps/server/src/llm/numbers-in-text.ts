const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
  thousand: 1000, million: 1000000, half: 0.5, dozen: 12,
};

/**
 * The numbers a text states, as values: digits ('1,200', '3.5', '40%') and number words ('forty'); square-bracket
 * placeholders ('[the number you achieved]') are not read. 'forty five' gives 40 and 5: each word is checked alone.
 */
export function numbersInText(text: string): Set<number> {
  const plain = text.replace(/\[[^\]]*\]/g, ' ').toLowerCase();
  const numbers = new Set<number>();
  for (const match of plain.matchAll(/\d[\d,]*(?:\.\d+)?/g)) numbers.add(Number(match[0].replace(/,/g, '')));
  for (const word of plain.split(/[^a-z]+/)) {
    const value = NUMBER_WORDS[word];
    if (value !== undefined) numbers.add(value);
  }
  return numbers;
}

/** The numbers of `text` that `source` never states: a rebuilt answer with any of them invented a fact. */
export function numbersNotIn(text: string, source: string): number[] {
  const known = numbersInText(source);
  return [...numbersInText(text)].filter((n) => !known.has(n));
}
