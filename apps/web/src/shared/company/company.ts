import type { Company } from '@mmt/company';
import { createContext, useContext } from 'react';

/** The company's details as stored (the root route loads them once per page load; see app/root-loader.ts). */
export const CompanyContext = createContext<Company | null>(null);

/** The company's details; only inside the root layout, where they are always loaded. */
export function useCompany(): Company {
  const company = useContext(CompanyContext);
  if (!company) throw new Error('useCompany must be used inside the root layout');
  return company;
}
