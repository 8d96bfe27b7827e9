// The open observed prices the cost-of-living model is fitted and validated on
// (data/sources/observed/, SOURCES.md "Observed prices"), kept apart from the main catalogue in
// data-sources.ts because the list grows with every dataset added as evidence (issue 12).
import type { DataSource } from './data-sources.ts';

/** One entry per observed-price dataset, in the order the Sources page lists them. */
export function observedPriceSources(): DataSource[] {
  return [
    {
      id: 'hud-fair-market-rents-fy2025',
      name: 'Fair Market Rents, FY2025, by FMR area',
      publisher: 'U.S. Department of Housing and Urban Development (HUD USER)',
      usedFor:
        'Observed rents in 2,601 US metro and county areas: fitting and testing the rent model, and moving a US city towards its own published rents.',
      licence: 'US public domain',
      attribution:
        'Source: U.S. Department of Housing and Urban Development, Fair Market Rents FY2025.',
      url: 'https://www.huduser.gov/portal/datasets/fmr.html',
      group: 'prices',
    },
    {
      id: 'ons-private-rents-2026-04',
      name: 'Price Index of Private Rents, April 2026, English local authorities',
      publisher: 'Office for National Statistics',
      usedFor:
        'Observed average private rents in 294 English local authorities: fitting and testing the rent model.',
      licence: 'Open Government Licence v3.0',
      attribution:
        'Source: Office for National Statistics, Price Index of Private Rents, licensed under the Open Government Licence v3.0.',
      url: 'https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/privaterentandhousepricesuk/latest',
      group: 'prices',
    },
    {
      id: 'ons-average-prices-2025-09',
      name: 'Consumer price inflation item indices and price quotes: average prices, September 2025',
      publisher: 'Office for National Statistics',
      usedFor:
        'Observed UK prices of a cheap meal, a coffee, beers, petrol and a gym membership: fitting and testing the model.',
      licence: 'Open Government Licence v3.0',
      attribution:
        'Source: Office for National Statistics, Consumer price inflation item indices and price quotes, licensed under the Open Government Licence v3.0.',
      url: 'https://www.ons.gov.uk/economy/inflationandpriceindices/datasets/consumerpriceindicescpiandretailpricesindexrpiitemindicesandpricequotes',
      group: 'prices',
    },
    {
      id: 'cmhc-average-rents-2024',
      name: 'CMHC average rents, October 2024, Ontario centres (Statistics Canada table 34-10-0133-01)',
      publisher: 'Canada Mortgage and Housing Corporation, via Statistics Canada',
      usedFor:
        'Observed average rents of purpose-built apartments in 52 centres of Ontario and in Gatineau: fitting and testing the rent model.',
      licence: 'Statistics Canada Open Licence',
      attribution:
        'Source: Statistics Canada, Table 34-10-0133-01, Canada Mortgage and Housing Corporation, average rents for areas with a population of 10,000 and over. Adapted. This does not constitute an endorsement by Statistics Canada of this product.',
      url: 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=3410013301',
      group: 'prices',
    },
    {
      id: 'dffh-victoria-rental-report',
      name: 'Rental Report: quarterly median rents by local government area, to June 2024',
      publisher: 'Department of Families, Fairness and Housing (Victoria, Australia)',
      usedFor:
        'Observed median rents of new lettings in Melbourne and 28 regional local government areas of Victoria: fitting and testing the rent model.',
      licence: 'CC BY 4.0',
      attribution:
        'Source: Department of Families, Fairness and Housing (Victoria), Rental Report, licensed under CC BY 4.0.',
      url: 'https://www.dffh.vic.gov.au/publications/rental-report',
      group: 'prices',
    },
    {
      id: 'wfp-market-prices',
      name: 'WFP Food Prices (retail market prices), via HDX',
      publisher: 'World Food Programme',
      usedFor:
        'Observed retail prices of groceries and petrol in markets of 32 lower-income countries (Nigeria: petrol only, 26 market towns of Borno and Yobe, March 2026): fitting and testing the grocery and petrol models.',
      licence: 'CC BY-IGO',
      attribution:
        'Source: World Food Programme (WFP), Food Prices data via the Humanitarian Data Exchange (HDX), CC BY-IGO.',
      url: 'https://data.humdata.org/dataset/?q=wfp%20food%20prices',
      group: 'prices',
    },
    {
      id: 'ine-portugal-rents-and-sales',
      name: 'Estatísticas de Rendas / de Preços da Habitação ao nível local (rents of new leases and sale values per m², by municipality)',
      publisher: 'Statistics Portugal (INE)',
      usedFor:
        'Observed rents (212 municipalities, 2024 H2) and dwelling sale values (304 municipalities, 12 months to 2026 Q1): fitting and testing the rent model and the price-to-rent ratio of purchase prices.',
      licence: 'INE dissemination policy: free reuse with the source cited',
      attribution:
        'Source: Statistics Portugal (INE), Estatísticas de Rendas da Habitação ao nível local; Estatísticas de Preços da Habitação ao nível local.',
      url: 'https://www.ine.pt',
      group: 'prices',
      note: 'The licence page could not be opened when the data was taken; to be confirmed before release.',
    },
    {
      id: 'cnc-donnees-par-region-2019',
      name: 'Données par région (cinema admissions and box-office receipts by region), 2019',
      publisher: "Centre national du cinéma et de l'image animée (CNC)",
      usedFor:
        "France's average cinema ticket (receipts ÷ admissions, 2019): fitting and testing the cinema price.",
      licence: 'French public-sector information, free reuse with the source cited (CRPA L321-1)',
      attribution: 'Source : CNC, Données par région, 2019.',
      url: 'https://www.cnc.fr/professionnels/etudes-et-rapports/statistiques',
      group: 'prices',
      note: "The CNC's own reuse terms could not be opened when the data was taken; to be confirmed before release.",
    },
    {
      id: 'anil-france-carte-des-loyers-2023',
      name: 'Carte des loyers 2023: indicateurs de loyers d’annonce par commune (apartments)',
      publisher: 'Ministère de la Transition écologique / ANIL',
      usedFor:
        'Observed asking rents per m² of apartments in 4,685 French communes (Q3 2023): fitting and testing the rent model.',
      licence: 'Licence Ouverte / Open Licence 2.0',
      attribution:
        'Source : Ministère de la Transition écologique / ANIL, Carte des loyers 2023 (indicateurs de loyers d’annonce par commune), data.gouv.fr.',
      url: 'https://www.data.gouv.fr/fr/datasets/carte-des-loyers-indicateurs-de-loyers-dannonce-par-commune-en-2023/',
      group: 'prices',
      note: 'Predicted asking rents (listings of Leboncoin and SeLoger), service charges included; the 2023 page’s licence field is to be confirmed before release.',
    },
    {
      id: 'dvf-france-commune-indicators-2024',
      name: 'Indicateurs immobiliers par commune et par année (DVF), 2024',
      publisher: 'DGFiP (Demandes de valeurs foncières), via data.gouv.fr',
      usedFor:
        'Observed mean prices per m² of dwellings sold in 4,207 French communes in 2024: testing and fitting the price-to-rent ratio of purchase prices.',
      licence: 'Licence Ouverte / Open Licence 2.0',
      attribution:
        'Source : DGFiP, Demandes de valeurs foncières ; Indicateurs immobiliers par commune et par année, data.gouv.fr.',
      url: 'https://www.data.gouv.fr/fr/datasets/indicateurs-immobiliers-par-commune-et-par-annee-prix-et-volumes-sur-la-periode-2014-2024/',
      group: 'prices',
      note: 'Houses and flats together; the dataset page’s publisher and licence field are to be confirmed before release.',
    },
    {
      id: 'mivau-spain-valor-tasado-serpavi-provinces-2024',
      name: 'Valor tasado medio de vivienda libre and SERPAVI declared rents, eight Spanish provinces, 2024',
      publisher: 'Ministerio de Vivienda y Agenda Urbana (MIVAU), with the Agencia Tributaria',
      usedFor:
        'Appraised values per m² and median declared rents per m² of flats in eight Spanish provinces (2024): a third country for testing and fitting the price-to-rent ratio of purchase prices, and Spanish rent evidence.',
      licence:
        'Spanish public-sector information, reuse with attribution (Ley 37/2007, RD 1495/2011)',
      attribution:
        'Fuente: Ministerio de Vivienda y Agenda Urbana, Valor tasado de la vivienda libre (Boletín Online) y SERPAVI 2011-2024 (datos de la AEAT).',
      url: 'https://www.mivau.gob.es/vivienda/alquila-bien-es-tu-derecho/serpavi',
      group: 'prices',
      note: 'An extract of eight provinces (a provincial panel on GitHub); appraisals, not sale prices; the ministry’s legal notice is to be confirmed before release.',
    },
    {
      id: 'zensus-2022-germany-net-cold-rent-kreise',
      name: 'Zensus 2022, Regionaltabelle Gebäude und Wohnungen: mean net cold rent per m² (QMMIETE), by Kreis',
      publisher: 'Statistische Ämter des Bundes und der Länder (Destatis)',
      usedFor:
        'Mean net cold rents per m² of the let dwellings of Germany’s 106 kreisfreie Städte (15 May 2022): fitting and testing the rent model.',
      licence: 'Datenlizenz Deutschland – Namensnennung – Version 2.0 (dl-de/by-2-0)',
      attribution:
        'Quelle: Statistische Ämter des Bundes und der Länder, Zensus 2022, Regionaltabelle Gebäude und Wohnungen (QMMIETE), dl-de/by-2-0; Daten geändert (Auszug, umgerechnet).',
      url: 'https://www.zensus2022.de',
      group: 'prices',
      note: 'Rents of every tenancy, sitting tenants included, without service charges: cold charges and a stock-to-new-let factor are added (assumptions, ADR 130); the 2022 table’s licence field is to be confirmed before release.',
    },
    {
      id: 'eu-weekly-oil-bulletin-2022-08-22',
      name: 'Weekly Oil Bulletin, prices with and without taxes, 22 August 2022',
      publisher: 'European Commission',
      usedFor:
        'Each EU member state’s petrol taxes per litre, added to the pre-tax price in the petrol model.',
      licence: 'CC BY 4.0 (Commission reuse policy, Decision 2011/833/EU)',
      attribution: 'Source: European Commission, Weekly Oil Bulletin, prices of 22 August 2022.',
      url: 'https://energy.ec.europa.eu/data-and-analysis/weekly-oil-bulletin_en',
      group: 'prices',
      note: 'UK, US and Swiss fuel duties come from HMRC, the EIA and the Swiss customs (published rates).',
    },
  ];
}
