// The signed-in member, for pages that show or change it (the language, the second factor).
import { createContext, useContext } from 'react';

export const StaffContext = createContext({ staff: null, setStaff: () => {} });
export const useStaff = () => useContext(StaffContext);
