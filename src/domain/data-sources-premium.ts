// The open facts behind the premium suites (issues 14 and 15; SOURCES.md, one section per suite), kept
// apart from the main catalogue in data-sources.ts as each suite brings its own tables.
import type { DataSource } from './data-sources.ts';

/** One entry per table a premium suite reads, in the order the Sources page lists them. */
export function premiumSuiteSources(): DataSource[] {
  return [
    // --- Salary Insights Hub (SOURCES.md "Salary Insights Hub (issue 14)") ---
    {
      id: 'bls-oews-2023',
      name: 'Occupational Employment and Wage Statistics (OEWS), May 2023: national and industry-sector estimates',
      publisher: 'U.S. Bureau of Labor Statistics',
      usedFor:
        'The Negotiation and Industry tabs of the Salary Insights Hub: pay by occupation, percentile and sector as multiples of the all-occupations mean.',
      licence: 'Public domain',
      attribution:
        'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023.',
      url: 'https://www.bls.gov/oes/tables.htm',
      group: 'wages-and-income',
      note: 'US relativities, scaled to each city’s average wage: modelled outside the United States.',
    },
    {
      id: 'ilostat-earnings-by-occupation',
      name: 'Average monthly earnings of employees by sex and occupation (EAR_4MTH_SEX_OCU_CUR_NB_A), ISCO-08 major groups',
      publisher: 'International Labour Organization, ILOSTAT',
      usedFor:
        'Each country’s own pay gap between occupation groups in the Salary hub’s negotiation range and the Business suite’s talent pay (144 countries).',
      licence: 'CC BY 4.0',
      attribution: 'Source: ILOSTAT, International Labour Organization, CC BY 4.0',
      url: 'https://ilostat.ilo.org/data/',
      group: 'wages-and-income',
      note: 'Major groups only: within a group the US (BLS) structure is used, and said so.',
    },
    // --- Quality of life (SOURCES.md "Lifestyle Optimization Suite (issue 14)") ---
    {
      id: 'world-bank-wdi-quality-of-life',
      name: 'World Development Indicators: life expectancy, physicians, health spending, homicides, PM2.5 exposure, internet use',
      publisher:
        'World Bank, World Development Indicators (with data from WHO, IHME, UNODC and ITU)',
      usedFor:
        'The Quality of Life scores of the Lifestyle Optimization Suite (latest year per country).',
      licence: 'CC BY 4.0',
      attribution:
        'World Development Indicators, The World Bank, CC BY 4.0 (with data from WHO, IHME, UNODC and ITU).',
      url: 'https://datacatalog.worldbank.org/search/dataset/0037712/World-Development-Indicators',
      group: 'quality-of-life',
      note: 'Releases 2022-05 (internet use), 2024-02 (homicides), 2025-12 and 2026-07 (the others).',
    },
    // --- Relocation Intelligence Suite (SOURCES.md "Relocation Intelligence Suite (issue 15)") ---
    {
      id: 'world-bank-wdi-relocation',
      name: 'World Development Indicators: school enrolment, pupil–teacher ratio, hospital beds, out-of-pocket health spending',
      publisher: 'World Bank, World Development Indicators (with data from UNESCO UIS and WHO)',
      usedFor:
        'The Education and Healthcare tabs of the Relocation Intelligence Suite (latest year per country).',
      licence: 'CC BY 4.0',
      attribution:
        'World Development Indicators, The World Bank, CC BY 4.0 (with data from UNESCO UIS and WHO).',
      url: 'https://datacatalog.worldbank.org/search/dataset/0037712/World-Development-Indicators',
      group: 'quality-of-life',
      note: 'Releases 2022-05 (hospital beds), 2024-06 (tertiary enrolment), 2025-07 and 2025-10 (the others).',
    },
    // --- Take-home pay (SOURCES.md "Take-home pay rules (issue 14)") ---
    {
      id: 'national-tax-rules',
      name: 'Income tax and employee social contribution rules of 47 countries (current tax year)',
      publisher:
        'National tax authorities and social insurance institutions (each table cites its own)',
      usedFor:
        'Take-home pay in the Salary Insights Hub and salaries at gross in the Business Intelligence Suite.',
      licence: 'Statutory rules: facts from published law, restated',
      attribution:
        'Tax and contribution rules as published by each country’s authorities; the Take-home tab names each source and tax year. United Kingdom (HMRC): contains public sector information licensed under the Open Government Licence v3.0.',
      url: '/premium#salary-insights',
      group: 'wages-and-income',
      note: 'Countries without a table show the model’s tax-wedge estimate, labelled as an estimate.',
    },
    // --- Investment Opportunity Analyzer (SOURCES.md "Investment Opportunity Analyzer (issue 15)") ---
    {
      id: 'world-bank-wdi-investment',
      name: 'World Development Indicators: equity index change, consumer-price inflation, official exchange rate',
      publisher:
        'World Bank, World Development Indicators (with data from S&P Dow Jones Indices and the IMF)',
      usedFor:
        'The Stocks, Bonds, Currency Risk and Portfolio tabs of the Investment Opportunity Analyzer.',
      licence: 'CC BY 4.0',
      attribution: 'World Development Indicators, The World Bank, CC BY 4.0',
      url: 'https://datacatalog.worldbank.org/search/dataset/0037712/World-Development-Indicators',
      group: 'prices',
    },
    {
      id: 'federal-reserve-h15',
      name: '10-year US Treasury constant-maturity yield',
      publisher: 'Board of Governors of the Federal Reserve System',
      usedFor: 'The Bonds tab of the Investment Opportunity Analyzer (United States only).',
      licence: 'US public domain',
      attribution: 'Federal Reserve Statistical Release H.15, Selected Interest Rates',
      url: 'https://www.federalreserve.gov/releases/h15/',
      group: 'prices',
    },
    {
      id: 'oecd-long-term-rates',
      name: 'Long-term interest rates (10-year government bond yields), Main Economic Indicators',
      publisher: 'OECD (distributed by FRED, Federal Reserve Bank of St. Louis)',
      usedFor:
        'The Bonds tab of the Investment Opportunity Analyzer: Australia, Canada, France, Germany, Japan, Switzerland and the United Kingdom.',
      licence: 'CC BY 4.0',
      attribution:
        'OECD (2026), Long-term interest rates (Main Economic Indicators), CC BY 4.0, retrieved from FRED, Federal Reserve Bank of St. Louis',
      url: 'https://www.oecd.org/en/data/indicators/long-term-interest-rates.html',
      group: 'prices',
      note: 'Annual means of complete years, 2000–2025.',
    },
    // --- Business Intelligence Suite (SOURCES.md "Business Intelligence Suite (issue 15)") ---
    {
      id: 'world-bank-wdi-wgi-business',
      name: 'World Development Indicators (market and labour series) and Worldwide Governance Indicators',
      publisher: 'World Bank (WGI: Kaufmann and Kraay)',
      usedFor:
        'The Market Analysis, Talent Acquisition, Regulatory Landscape and Strategic Scorecard tabs of the Business Intelligence Suite.',
      licence: 'CC BY 4.0',
      attribution:
        'World Development Indicators and Worldwide Governance Indicators, The World Bank, CC BY 4.0.',
      url: 'https://www.worldbank.org/en/publication/worldwide-governance-indicators',
      group: 'wages-and-income',
    },
    {
      id: 'statutory-corporate-tax-rates',
      name: 'Standard statutory corporate income tax rates of 53 countries',
      publisher: 'National tax authorities (each row cites its own)',
      usedFor:
        'The Operational Costs and Regulatory Landscape tabs of the Business Intelligence Suite.',
      licence: 'Statutory rates: facts from published law, restated',
      attribution:
        'Corporate income tax rates as published by each country’s tax authority; the Business suite links each source and year.',
      url: '/premium#business-intelligence',
      group: 'wages-and-income',
    },
  ];
}
