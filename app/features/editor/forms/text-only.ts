import { createContext, useContext } from 'react';

/**
 * The translate mode's forms (issue 31): text only. A translation keeps the source's structure,
 * so inside this context the forms hide what changes it (adding, removing and moving items,
 * rows and columns, table settings) and show pictures without their uploader.
 */
export const TextOnly = createContext(false);

export const useTextOnly = (): boolean => useContext(TextOnly);
