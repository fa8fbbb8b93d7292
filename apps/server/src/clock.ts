/** The wall clock, read in one place; everything else takes `now` from its deps so tests can fix it. */
export const systemClock = (): Date => new Date();
