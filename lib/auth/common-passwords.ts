import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * D70: new passwords among the common leaked ones are refused. The list is zxcvbn-ts's
 * (≈49,000 passwords from public leaks) plus a few Portuguese ones it lacks. Server only in practice: the
 * forms check length, the action checks this (the list is too large for a page's bundle).
 */
const PORTUGUESE = [
  'senha12345',
  'senha123456',
  'minhasenha',
  'minhasenha123',
  'mudar12345',
  'brasil12345',
  'flamengo123',
  'corinthians',
  'palmeiras123',
  'agencia123',
  'trocarsenha',
];

let common: Set<string> | undefined;

function list(): Set<string> {
  common ??= new Set([...(dictionary['passwords-common'] as string[]), ...PORTUGUESE].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  // "Senha12345!" is as guessable as "senha12345": ignore the usual trailing symbols too.
  return list().has(lower) || list().has(lower.replace(/[!@#$%&*.?]+$/, ''));
}
