/** A small seeded random generator (mulberry32): the same seed always gives the same data set. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

function digitsOf(random: Random, count: number): number[] {
  return Array.from({ length: count }, () => random.int(0, 9));
}

/** A CPF (11 digits, no punctuation) with valid mod-11 check digits. */
export function randomCpf(random: Random): string {
  const digits = digitsOf(random, 9);
  if (digits.every((d) => d === digits[0])) digits[8] = (digits[0] + 1) % 10;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A CNPJ (14 digits, no punctuation) with valid check digits; branch 0001. */
export function randomCnpj(random: Random): string {
  const digits = [...digitsOf(random, 8), 0, 0, 0, 1];
  for (const length of [12, 13]) {
    let sum = 0;
    let weight = 2;
    for (let i = length - 1; i >= 0; i--) {
      sum += digits[i] * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

const DDDS = [11, 12, 13, 19, 21, 24, 27, 31, 41, 47, 48, 51, 61, 62, 71, 81, 85, 91];

/** A Brazilian mobile number written "(11) 98765-4321". */
export function randomMobile(random: Random): string {
  const ddd = random.pick(DDDS);
  const rest = String(random.int(0, 99_999_999)).padStart(8, '0');
  return `(${ddd}) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
}
