import { LANGUAGE_LOCALES } from './languages.ts';

const banglaNumbers = new Intl.NumberFormat(LANGUAGE_LOCALES.bn);

/** A number as Bangla texts print it: Bengali digits, lakh grouping (১০,০০,০০০). Never for SKUs, phones or references. */
export const bnNumber = (value: number): string => banglaNumbers.format(value);
