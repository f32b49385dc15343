/**
 * Class names for a data table that turns into a stack of cards below the md breakpoint:
 * each row becomes a card, each cell a labelled line (the label comes from `data-label`),
 * and the header row is kept for screen readers only.
 */
export const responsiveTable = {
  table: 'w-full text-sm max-md:block',
  head: 'bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase max-md:sr-only',
  body: 'max-md:block',
  row: 'border-slate-200 max-md:mb-4 max-md:block max-md:rounded-xl max-md:border max-md:bg-white max-md:p-4 max-md:shadow-sm md:border-t',
  cell: 'px-4 py-2 align-middle max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]',
} as const;
