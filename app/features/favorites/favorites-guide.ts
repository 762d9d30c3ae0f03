/** The guide's server-cached key (key-box) and this browser's flag. */
export const FAVORITES_GUIDE_KEY = 'favorites_guide_seen';
export const FAVORITES_GUIDE_FLAG = 'almanac:favorites-guide-seen';
/** The guide is for mobile widths: at most 900 px. */
export const GUIDE_MAX_WIDTH_QUERY = '(max-width: 900px)';
