import { ToWords } from 'to-words/en-IN';

/**
 * An amount written in words as Indian bills print it (API.md "Tax and labels";
 * docs/decisions/0059-tax-and-bills.md): "Rupees One Hundred Seventy-Five and Paise Seventy-Five
 * Only", lakh and crore for big numbers. The number words are to-words' (en-IN); the wording
 * around them and the hyphen in "Seventy-Five" are ours, as cheques and bills write them.
 */

const words = new ToWords();
const CRORE = 10_000_000;
const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const ONES = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const TENS_AND_ONES = new RegExp(`\\b(${TENS}) (${ONES})\\b`, 'g');

/** A whole number in words, counted in crores above a crore (to-words would say "Arab" at a hundred crore). */
function wholeInWords(n: number): string {
  if (n < 100 * CRORE) return words.convert(n);
  const rest = n % CRORE;
  return `${wholeInWords(Math.floor(n / CRORE))} Crore${rest > 0 ? ` ${words.convert(rest)}` : ''}`;
}

const hyphenated = (text: string) => text.replace(TENS_AND_ONES, '$1-$2');

/** 17575 paise -> "Rupees One Hundred Seventy-Five and Paise Seventy-Five Only"; 75 -> "Paise Seventy-Five Only". */
export function amountInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError(`${paise} is not an amount in paise`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const parts = [
    rupees > 0 || rest === 0 ? `Rupees ${hyphenated(wholeInWords(rupees))}` : '',
    rest > 0 ? `Paise ${hyphenated(words.convert(rest))}` : '',
  ].filter(Boolean);
  return `${parts.join(' and ')} Only`;
}
