/**
 * The Salary Insights Hub's inputs (docs/product.md §3 "Salary hub inputs") and how each maps onto the open
 * classifications the figures come from (docs/methods/premium-salary.md §2): a role is a detailed SOC
 * 2018 occupation of the BLS OEWS tables (read through its ISCO-08 unit group), an industry a NAICS
 * sector (read as an ISIC Rev.4 section), an experience level a band of the occupation's wage percentiles.
 */

/** Largest salary accepted: far above any salary, small enough to stay an exact number. */
export const MAX_SALARY = 1e10;

export const ROLES = [
  'software_engineer',
  'product_manager',
  'data_scientist',
  'designer',
  'marketing',
] as const;
export type Role = (typeof ROLES)[number];

export const INDUSTRIES = ['technology', 'finance', 'healthcare', 'education', 'retail'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** docs/product.md: entry 0-2 years, mid 3-5 (default), senior 6-10, lead 10+. */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type Experience = (typeof EXPERIENCE_LEVELS)[number];

export const PERSONAS = ['expat', 'nomad'] as const;
export type SalaryPersona = (typeof PERSONAS)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  software_engineer: 'Software Engineer',
  product_manager: 'Product Manager',
  data_scientist: 'Data Scientist',
  designer: 'Designer',
  marketing: 'Marketing',
};

export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  technology: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  retail: 'Retail',
};

export const EXPERIENCE_LABELS: Readonly<Record<Experience, string>> = {
  entry: 'Entry (0-2 years)',
  mid: 'Mid (3-5 years)',
  senior: 'Senior (6-10 years)',
  lead: 'Lead (10+ years)',
};

/**
 * The detailed SOC 2018 occupation each role is read as (method §2). SOC has no "product manager": BLS
 * lists it among the job titles of Marketing Managers (11-2021), which is used and said so.
 */
export const ROLE_SOC: Readonly<Record<Role, string>> = {
  software_engineer: '15-1252',
  product_manager: '11-2021',
  data_scientist: '15-2051',
  designer: '15-1255',
  marketing: '13-1161',
};

/** The NAICS sector each industry is read as (method §2); its ISIC section comes from the table. */
export const INDUSTRY_NAICS: Readonly<Record<Industry, string>> = {
  technology: '51',
  finance: '52',
  healthcare: '62',
  education: '61',
  retail: '44',
};
