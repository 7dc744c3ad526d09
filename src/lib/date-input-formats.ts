/** How date fields show and read dates (the theme sets them at start-up, so no formatting code here). */
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_INPUT_FORMAT = 'DD/MM/YYYY HH:mm';
