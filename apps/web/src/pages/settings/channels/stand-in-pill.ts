/** The amber pill beside anything a stand-in serves ("nothing is posted for real"). */
export const STAND_IN_PILL =
  'inline-flex items-center rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300';
