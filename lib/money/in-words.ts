/**
 * An amount in words, in Portuguese (D187): what a receipt writes after the figure ("a importância de R$ 1.250,50
 * (mil duzentos e cinquenta reais e cinquenta centavos)"). Integer centavos in (D5); up to 999 bilhões.
 * The usual rules: "cem" alone and "cento e …" before more; "mil" without "um"; "e" between hundreds, tens and
 * units, and before the last group of thousands when it is under a hundred or a whole hundred ("mil e duzentos",
 * "mil duzentos e trinta"); "de reais" after a whole million or billion ("um milhão de reais"); "real" and
 * "centavo" in the singular for one.
 */
const UNITS = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const TEENS = ['dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** 1–999 in words. */
function upTo999(n: number): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(HUNDREDS[h]);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]);
  else {
    const t = Math.floor(rest / 10);
    const u = rest % 10;
    if (t) parts.push(TENS[t]);
    if (u) parts.push(UNITS[u]);
  }
  return parts.join(' e ');
}

const SCALES: Array<[number, string, string]> = [
  [1_000_000_000, 'bilhão', 'bilhões'],
  [1_000_000, 'milhão', 'milhões'],
  [1_000, 'mil', 'mil'],
];

/** A whole number (0 ≤ n < 10¹²) in words. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`fora do intervalo: ${n}`);
  if (n === 0) return 'zero';
  const groups: Array<{ words: string; value: number }> = [];
  let rest = n;
  for (const [size, one, many] of SCALES) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (!count) continue;
    const words = size === 1_000 && count === 1 ? 'mil' : `${upTo999(count)} ${count === 1 ? one : many}`;
    groups.push({ words, value: count * size });
  }
  if (rest) groups.push({ words: upTo999(rest), value: rest });
  return groups
    .map((group, i) => {
      if (i === 0) return group.words;
      const last = i === groups.length - 1;
      const small = group.value < 1000 ? group.value : group.value / 1000;
      const joins = last && (small < 100 || small % 100 === 0);
      return `${joins ? ' e ' : ' '}${group.words}`;
    })
    .join('');
}

/** Centavos in words: "dez reais e cinquenta centavos", "um real", "cinquenta centavos", "zero real". */
export function amountInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`valor inválido: ${centavos}`);
  const reais = Math.floor(centavos / 100);
  const cents = centavos % 100;
  const parts: string[] = [];
  if (reais || !cents) {
    const words = integerInWords(reais);
    const wholeMillions = reais >= 1_000_000 && reais % 1_000_000 === 0;
    parts.push(`${words}${wholeMillions ? ' de' : ''} ${reais === 1 || reais === 0 ? 'real' : 'reais'}`);
  }
  if (cents) parts.push(`${integerInWords(cents)} ${cents === 1 ? 'centavo' : 'centavos'}`);
  return parts.join(' e ');
}
