import { createContext, useContext } from 'react';
import type { MaterialMap } from './rules/material-map.ts';

/** What widgets of an entry page share: the material map (entry pages by id) the loader resolved. */
export const EntryPageContext = createContext<{ materials: MaterialMap }>({ materials: {} });

export const useMaterialMap = () => useContext(EntryPageContext).materials;
